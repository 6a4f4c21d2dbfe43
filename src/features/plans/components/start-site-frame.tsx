import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * Whether the page answers at all. A frame reports 'load' even for the browser's own error page, and
 * a cross-origin frame cannot be looked into; an opaque request can tell a dead host from a live one.
 */
async function answers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return signal.aborted;
  }
}

export interface StartSiteFrameProps {
  url: string;
  title: string;
}

/** A start-site page in a frame: a spinner until it has loaded, and a clear message if it cannot. */
export function StartSiteFrame({ url, title }: StartSiteFrameProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ url: string; value: FrameState }>({ url, value: 'loading' });
  const current: FrameState = state.url === url ? state.value : 'loading';

  useEffect(() => {
    const controller = new AbortController();
    void answers(url, controller.signal).then((ok) => {
      if (!ok) setState({ url, value: 'failed' });
    });
    return () => controller.abort();
  }, [url]);

  return (
    <div className="relative flex min-h-0 w-full flex-1 flex-col">
      <iframe
        src={url}
        title={title}
        data-testid="register-frame"
        hidden={current === 'failed'}
        onLoad={() =>
          setState((previous) => (previous.value === 'failed' ? previous : { url, value: 'loaded' }))
        }
        // The start site's forms and checkout need scripts, forms, its own cookies and new tabs; a click
        // may send the whole page to it. Nothing else.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        className="min-h-0 w-full flex-1 border-0 bg-white"
      />
      {current === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center bg-surface">
          <Spinner label={t('common.loading')} />
        </div>
      ) : null}
      {current === 'failed' ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-ink">{t('plans.popup.frame_failed')}</p>
          <a href={url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
            {t('plans.popup.frame_failed_link')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
