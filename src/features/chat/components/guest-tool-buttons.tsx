import { useTranslation } from '@/lib/i18n';
import { CompareIcon, MicrophoneIcon, PaperclipIcon } from '@/components/ui/icons';
import type { GuestPromptReason } from './guest-prompt';

const BUTTON =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-50';

/** Each tool a guest sees, the register prompt it opens and its label. Comparing models is for accounts
 * (issue #44), as other models are. */
const GUEST_TOOLS = [
  { reason: 'attachments', labelKey: 'chat.attachments.attach', Icon: PaperclipIcon },
  { reason: 'voice', labelKey: 'chat.dictation.start', Icon: MicrophoneIcon },
  { reason: 'compare', labelKey: 'chat.compare_with', Icon: CompareIcon },
] as const satisfies readonly { reason: GuestPromptReason; labelKey: string; Icon: unknown }[];

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
      {GUEST_TOOLS.map(({ reason, labelKey, Icon }) => (
        <button
          key={reason}
          type="button"
          className={BUTTON}
          disabled={disabled}
          aria-label={t(labelKey)}
          onClick={() => onBlocked(reason)}
        >
          <Icon />
        </button>
      ))}
    </>
  );
}
