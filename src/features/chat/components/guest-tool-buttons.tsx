import { useTranslation } from 'react-i18next';
import { CompareIcon, MicrophoneIcon, PaperclipIcon } from '@/components/ui/icons';
import type { GuestPromptReason } from './guest-prompt';

const BUTTON =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-50';

/** The attach, dictate and compare buttons as a guest sees them: each asks to create an account first. */
export function GuestToolButtons({
  onBlocked,
  disabled,
}: {
  onBlocked: (reason: GuestPromptReason) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={BUTTON}
        disabled={disabled}
        aria-label={t('chat.attachments.attach')}
        onClick={() => onBlocked('attachments')}
      >
        <PaperclipIcon />
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={disabled}
        aria-label={t('chat.dictation.start')}
        onClick={() => onBlocked('voice')}
      >
        <MicrophoneIcon />
      </button>
      {/* Comparing models is for accounts (issue #44): the register prompt, as for other models. */}
      <button
        type="button"
        className={BUTTON}
        disabled={disabled}
        aria-label={t('chat.compare_with')}
        onClick={() => onBlocked('compare')}
      >
        <CompareIcon />
      </button>
    </>
  );
}
