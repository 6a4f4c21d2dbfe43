import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PaperclipIcon } from '@/components/ui/icons';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-types';

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Why the chosen model takes no images, and the one click to a model that does. */
export interface AttachRefusal {
  /** Already translated: names the models that take images. */
  reason: string;
  switchLabel: string;
  onSwitch: () => void;
}

export interface AttachButtonProps {
  /** The picked files, as picked (validation happens in useImageAttachments). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Set while the chosen model takes no images: the button is disabled and says why (issue #45). */
  refusal?: AttachRefusal | null;
}

/** Paperclip button opening the file picker for up to five images. */
export function AttachButton({ onFiles, disabled = false, refusal = null }: AttachButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const [noteOpen, setNoteOpen] = useState(false);
  const label = t('chat.attachments.attach');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so that picking the same file again still fires change (and reports the duplicate).
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const showNote = noteOpen && refusal !== null && !disabled;
  return (
    <span className="relative inline-flex">
      {/* aria-disabled, not disabled: still reachable, so its reason can be read and opened. */}
      <button
        ref={attachRef}
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? reasonId : undefined}
        aria-expanded={refusal ? showNote : undefined}
        onClick={() => (refusal ? setNoteOpen((open) => !open) : inputRef.current?.click())}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        <PaperclipIcon />
      </button>
      {refusal ? (
        <span
          className={
            showNote
              ? 'absolute bottom-full left-0 z-20 mb-2 flex w-64 flex-col items-start gap-2 rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-lg'
              : 'sr-only'
          }
        >
          <span id={reasonId}>{refusal.reason}</span>
          {showNote ? (
            <button
              type="button"
              onClick={() => {
                setNoteOpen(false);
                refusal.onSwitch();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                setNoteOpen(false);
                attachRef.current?.focus();
              }}
              className="min-h-9 rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-accent-ink hover:bg-accent-strong"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to attach: the way there
              autoFocus
            >
              {refusal.switchLabel}
            </button>
          ) : null}
        </span>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={label}
        disabled={disabled || refusal !== null}
        onChange={onChange}
        tabIndex={-1}
        hidden
      />
    </span>
  );
}
