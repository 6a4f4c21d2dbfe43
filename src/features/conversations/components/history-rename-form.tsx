import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';

/**
 * Leaving the field ends the rename after 500 ms (spec section 9); it keeps what was typed, as ChatGPT does
 * (an unchanged or empty title saves nothing).
 */
export const RENAME_BLUR_CANCEL_MS = 500;
/** The longest title a rename saves; the field stops there and says so. */
export const TITLE_MAX_LENGTH = 200;

export interface HistoryRenameFormProps {
  initialTitle: string;
  saving: boolean;
  onSave: (input: string) => void;
  onCancel: () => void;
}

/** The inline title editor: Enter or the check button saves, Escape cancels, leaving it cancels. */
export function HistoryRenameForm({ initialTitle, saving, onSave, onCancel }: HistoryRenameFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialTitle);
  const latest = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopBlurTimer = () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = null;
  };
  useEffect(() => {
    inputRef.current?.select();
    return stopBlurTimer;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    stopBlurTimer();
    onSave(value);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Moving between the field and its own buttons is not leaving.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    stopBlurTimer();
    blurTimer.current = setTimeout(() => onSave(latest.current), RENAME_BLUR_CANCEL_MS);
  };

  return (
    <form
      onSubmit={submit}
      onBlur={onBlur}
      onFocus={stopBlurTimer}
      className="flex flex-wrap items-center gap-1 px-1"
    >
      <input
        ref={inputRef}
        value={value}
        disabled={saving}
        aria-label={t('history.title_field')}
        maxLength={TITLE_MAX_LENGTH}
        aria-describedby={value.length >= TITLE_MAX_LENGTH ? 'rename-title-limit' : undefined}
        onChange={(event) => {
          latest.current = event.target.value;
          setValue(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          stopBlurTimer();
          onCancel();
        }}
        className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
      />
      <button
        type="submit"
        disabled={saving}
        aria-label={t('history.save_title')}
        className="rounded-md p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <CheckIcon width={16} height={16} />
      </button>
      <button
        type="button"
        aria-label={t('history.cancel_rename')}
        onClick={() => {
          stopBlurTimer();
          onCancel();
        }}
        className="rounded-md p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <CloseIcon width={16} height={16} />
      </button>
      {value.length >= TITLE_MAX_LENGTH ? (
        <p id="rename-title-limit" role="status" className="basis-full px-1 text-xs text-ink-muted">
          {t('history.title_too_long', { count: TITLE_MAX_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
