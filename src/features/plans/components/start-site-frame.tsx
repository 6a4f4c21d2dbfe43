import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';
import { useStartSiteAnswersQuery } from '../api/probe-start-site';

type FrameState = 'loading' | 'loaded' | 'failed';

export interface StartSiteFrameProps {
  url: string;
  title: string;
}

/** A start-site page in a frame: a spinner until it has loaded, and a clear message if it cannot. */
export function StartSiteFrame({ url, title }: StartSiteFrameProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  const answers = useStartSiteAnswersQuery(url);
  const current: FrameState = answers.data === false ? 'failed' : loaded === url ? 'loaded' : 'loading';

  return (
    <div className="relative flex min-h-0 w-full flex-1 flex-col">
      <iframe
        src={url}
        title={title}
        data-testid="register-frame"
        hidden={current === 'failed'}
        onLoad={() => setLoaded(url)}
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
