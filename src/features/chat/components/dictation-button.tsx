import { useTranslation } from '@/lib/i18n';
import { MicrophoneIcon, MicrophoneOffIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { useDictation, type DictationOptions } from '../hooks/use-dictation';

export interface DictationButtonProps extends DictationOptions {
  disabled?: boolean;
}

/** Microphone button: 'click to dictate', 'listening' or 'not available' (tooltip after 300 ms). */
export function DictationButton({ onText, onStart, lang, disabled = false }: DictationButtonProps) {
  const { t } = useTranslation();
  const { isSupported, isListening, toggle } = useDictation({ onText, onStart, lang });
  let label = t('chat.dictation.start');
  if (!isSupported) label = t('chat.dictation.unavailable');
  else if (isListening) label = t('chat.dictation.listening');

  const tone = isListening
    ? 'bg-danger-soft text-danger motion-safe:animate-pulse'
    : isSupported
      ? 'text-ink-muted hover:bg-surface-sunken hover:text-ink'
      : 'text-ink-muted/70 hover:bg-surface-sunken';
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={isSupported ? isListening : undefined}
        disabled={disabled}
        onClick={toggle}
        className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-50 ${tone}`}
      >
        {isSupported ? <MicrophoneIcon /> : <MicrophoneOffIcon />}
      </button>
    </Tooltip>
  );
}
