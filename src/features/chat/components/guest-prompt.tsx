import { modelDisplayName } from '@/features/models';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { usePlanGate } from '@/features/plans';

export type GuestPromptReason = 'model' | 'attachments' | 'voice' | 'compare';

/**
 * Guests chat with gpt-4o-mini only; other models, attachments and voice ask them to sign up (spec
 * section 6). Sign up opens the register popup through the gate logic.
 */
export function GuestPrompt({
  reason,
  model,
  onClose,
}: {
  reason: GuestPromptReason;
  model: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const gate = usePlanGate();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-ink"
    >
      <p className="flex-1">{t(`chat.guest_prompt.${reason}`, { model: modelDisplayName(model) })}</p>
      {/* The register popup through the gate; the link itself still leads to sign-up (new tab, no script). */}
      <Link
        to="/register"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          gate.requestRegister();
        }}
        className="rounded-lg bg-accent px-3 py-1.5 font-medium text-accent-ink hover:bg-accent-strong"
      >
        {t('auth.sign_up')}
      </Link>
      {reason === 'model' ? (
        <Link
          to="/chat/gpt-4o-mini"
          onClick={onClose}
          className="rounded-lg px-3 py-1.5 font-medium text-accent hover:underline"
        >
          {t('chat.use_free_model')}
        </Link>
      ) : (
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-3 py-1.5 font-medium text-accent hover:underline"
        >
          {t('common.dismiss')}
        </button>
      )}
    </div>
  );
}
