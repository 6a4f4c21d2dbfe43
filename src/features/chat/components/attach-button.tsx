import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon } from '@/components/ui/icons';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-types';

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export interface AttachButtonProps {
  /** The picked files, as picked (validation happens in useImageAttachments). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Paperclip button opening the file picker for up to five images. */
export function AttachButton({ onFiles, disabled = false }: AttachButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = t('chat.attachments.attach');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so that picking the same file again still fires change (and reports the duplicate).
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
      >
        <PaperclipIcon />
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={label}
        disabled={disabled}
        onChange={onChange}
        tabIndex={-1}
        hidden
      />
    </>
  );
}
