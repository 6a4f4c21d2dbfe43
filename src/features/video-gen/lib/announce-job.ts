import i18next from 'i18next';
import { showToast } from '@/components/ui/toast-store';

let timer: ReturnType<typeof setTimeout> | undefined;
let announcedFor: number | undefined;

/**
 * Says 'Your video is ready' when the job with this start ends while the user is on another screen
 * (on the generator the progress card says it). Once per job; the timer outlives the screen.
 */
export function announceJobEnd(startedAt: number, endsAt: number): void {
  if (announcedFor === startedAt) return;
  announcedFor = startedAt;
  clearTimeout(timer);
  timer = setTimeout(
    () => {
      if (window.location.pathname.startsWith('/video-gen')) return;
      showToast({ message: i18next.t('videogen:ready_elsewhere'), kind: 'success', durationMs: 8000 });
    },
    Math.max(0, endsAt - Date.now()),
  );
}
