import { useTranslation } from '@/lib/i18n';
import { useRegisterFrameUrl } from '../hooks/use-register-frame-url';
import type { GateAction } from '../lib/gates';
import { PopupShell } from './popup-shell';
import { StartSiteFrame } from './start-site-frame';

type Props = { action: GateAction; leaving: boolean; onClose: () => void };

/** The registration site inside the app: register-auth for new visitors, pricing once they have an account. */
export function RegisterFramePopup({ action, leaving, onClose }: Props) {
  const { t } = useTranslation();
  const url = useRegisterFrameUrl();
  const isPricing = new URL(url).pathname.endsWith('/pricing');
  const title = isPricing ? t('plans.popup.pricing_title') : t('plans.popup.register_title');
  return (
    <PopupShell
      title={title}
      leaving={leaving}
      onClose={onClose}
      className="h-[min(92vh,760px)] w-full max-w-4xl"
    >
      <StartSiteFrame key={action} url={url} title={title} />
      <p className="border-t border-line px-4 py-2 text-center text-xs text-ink-muted">
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
          {t('plans.popup.open_in_tab')}
        </a>
      </p>
    </PopupShell>
  );
}
