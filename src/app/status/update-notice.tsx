import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/lib/focus-if-lost';
import { COMPOSER_ID, MAIN_ID } from '@/lib/landmarks';
import { pendingAppUpdate, subscribeToAppUpdate } from '@/lib/offline/app-update';

/** Where focus goes when Later takes the notice (and the focused button) away. */
const afterLater = () => document.getElementById(COMPOSER_ID) ?? document.getElementById(MAIN_ID);

/** 'A new version is ready' with Reload, once the service worker has a new build waiting. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const reload = useSyncExternalStore(subscribeToAppUpdate, pendingAppUpdate, pendingAppUpdate);
  const [dismissed, setDismissed] = useState<typeof reload>(null);
  const shown = reload !== null && reload !== dismissed;
  return (
    <div
      role="status"
      aria-label={t('common.update.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 pb-[env(safe-area-inset-bottom)] sm:justify-end"
    >
      {shown ? (
        <div className="pointer-events-auto flex w-full max-w-sm flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-surface-raised px-3 py-2.5 text-sm text-ink shadow-lg motion-safe:animate-fade-in">
          <p className="min-w-0 flex-1 font-medium">{t('common.update.message')}</p>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDismissed(() => reload);
                focusIfLost(afterLater);
              }}
            >
              {t('common.update.later')}
            </Button>
            <Button size="sm" onClick={reload}>
              {t('common.update.reload')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
