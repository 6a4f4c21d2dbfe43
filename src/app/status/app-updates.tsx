import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/lib/focus-if-lost';
import { COMPOSER_ID, MAIN_ID } from '@/lib/landmarks';
import { offerAppUpdate } from '@/lib/offline/app-update';

/**
 * What follows a new build of the app, fetched only when the service worker finds one (see
 * `app/boot/service-worker.ts`; the worker keeps this chunk from its install, so it is here even once
 * the server has only the new build's files): the offer the update notice shows, and the card itself.
 */

let asked = false;
let reloading = false;
const offers = new WeakMap<ServiceWorker, () => void>();
const watched = new WeakSet<ServiceWorker>();

function reload(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}

/** Offers a waiting worker's build; its Reload lets the worker take over (one offer per worker). */
function offer(worker: ServiceWorker): void {
  let take = offers.get(worker);
  if (!take) {
    take = () => {
      asked = true;
      worker.postMessage({ type: 'skip-waiting' });
    };
    offers.set(worker, take);
  }
  offerAppUpdate(take);
}

/**
 * A new build was found (`replaced` false: one is installing or waiting) or has taken this page over
 * (`replaced` true: after this page's Reload, which reloads now, or another tab's, whose files this
 * page's older code may no longer find: the notice offers a reload).
 */
export function followUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  replaced: boolean,
): void {
  if (replaced) {
    if (asked) reload();
    else offerAppUpdate(reload);
    return;
  }
  if (registration.waiting) offer(registration.waiting);
  const installing = registration.installing;
  if (!installing || watched.has(installing)) return;
  watched.add(installing);
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed' && container.controller) offer(installing);
  });
}

/** Where focus goes when Later takes the notice (and the focused button) away. */
const afterLater = () => document.getElementById(COMPOSER_ID) ?? document.getElementById(MAIN_ID);

/** 'A new version is ready' with Reload and Later, inside the update notice's live region. */
export function UpdateCard({ reload: take }: { reload: () => void }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<(() => void) | null>(null);
  if (take === dismissed) return null;
  return (
    <div className="pointer-events-auto flex w-full max-w-sm flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-surface-raised px-3 py-2.5 text-sm text-ink shadow-lg motion-safe:animate-fade-in">
      <p className="min-w-0 flex-1 font-medium">{t('common.update.message')}</p>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDismissed(() => take);
            focusIfLost(afterLater);
          }}
        >
          {t('common.update.later')}
        </Button>
        <Button size="sm" onClick={take}>
          {t('common.update.reload')}
        </Button>
      </div>
    </div>
  );
}
