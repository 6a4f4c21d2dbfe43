import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { lazyControl } from '@/components/ui/lazy-component';
import { pendingAppUpdate, subscribeToAppUpdate } from '@/lib/offline/app-update';

/** The card's code comes with the rest of what follows a new build (it is only ever shown after one). */
const UpdateCard = lazyControl(() => import('./app-updates').then((module) => module.UpdateCard));

/**
 * 'A new version is ready' with Reload, once the service worker has a new build waiting. The live
 * region is on every page from the start (so the card is announced when it comes); the card loads then.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const reload = useSyncExternalStore(subscribeToAppUpdate, pendingAppUpdate, pendingAppUpdate);
  return (
    <div
      role="status"
      aria-label={t('common.update.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 pb-[env(safe-area-inset-bottom)] sm:justify-end"
    >
      {reload ? (
        <Suspense fallback={null}>
          <UpdateCard reload={reload} />
        </Suspense>
      ) : null}
    </div>
  );
}
