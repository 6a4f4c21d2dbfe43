import { useTranslation } from 'react-i18next';
import { useRegisterFrameUrl } from '../hooks/use-register-frame-url';
import type { GateAction } from '../lib/gates';
import { PopupShell } from './popup-shell';

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
      <iframe
        key={action}
        src={url}
        title={title}
        data-testid="register-frame"
        // The start site's forms and checkout need scripts, forms, its own cookies and new tabs; a click
        // may send the whole page to it. Nothing else.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        className="min-h-0 w-full flex-1 border-0 bg-white"
      />
      <p className="border-t border-line px-4 py-2 text-center text-xs text-ink-muted">
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
          {t('plans.popup.open_in_tab')}
        </a>
      </p>
    </PopupShell>
  );
}
