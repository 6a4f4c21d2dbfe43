import { AppShell } from '@/features/layout';
import { VideoGenScreen } from '@/features/video-gen';

export function Component() {
  return (
    <AppShell>
      <VideoGenScreen />
    </AppShell>
  );
}
