import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertCircleIcon } from '@/components/ui/icons';
import { useOnline } from '@/lib/offline/use-online';

/**
 * 'You are offline' above every screen while the browser has no network. It covers nothing: the app's
 * root gives up its top by the bar's height (the screens fill what is left of the root). What is on
 * screen stays usable; what needs the server says so when tried.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = region.current?.parentElement;
    const bar = region.current?.firstElementChild as HTMLElement | null | undefined;
    if (online || !root || !bar) return;
    const fit = () => {
      root.style.paddingTop = `${bar.offsetHeight}px`;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.paddingTop = '';
    };
  }, [online]);
  return (
    <div
      ref={region}
      role="status"
      aria-label={t('common.offline.region')}
      className="fixed inset-x-0 top-0 z-40"
    >
      {online ? null : (
        <p className="flex items-start justify-center gap-2 border-b border-line bg-surface-sunken px-4 py-2 text-sm text-ink">
          <AlertCircleIcon className="mt-0.5 shrink-0 text-ink-muted" width={16} height={16} />
          <span>
            <strong className="font-semibold">{t('common.offline.title')}</strong>{' '}
            <span className="text-ink-muted">{t('common.offline.detail')}</span>
          </span>
        </p>
      )}
    </div>
  );
}
