import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '@/components/ui/icons';
import { MAX_PDF_MB, pdfUploadProblem, type PdfUploadProblem } from '../lib/upload-rules';

/**
 * Drop one PDF or click to choose it. The rules are checked here, before anything is sent; a guest's
 * click or drop goes to `onGuest` instead (the register prompt).
 */
export function PdfUploadZone({
  disabled,
  isGuest,
  onFile,
  onGuest,
}: {
  disabled: boolean;
  isGuest: boolean;
  onFile: (file: File) => void;
  onGuest: () => void;
}) {
  const { t } = useTranslation('chatpdf');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<PdfUploadProblem | null>(null);

  const take = (files: File[]) => {
    if (isGuest) return onGuest();
    const found = pdfUploadProblem(files);
    setProblem(found);
    if (!found && files[0]) onFile(files[0]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };
  const messages: Record<PdfUploadProblem, string> = {
    single: t('single_file'),
    type: t('invalid_type'),
    size: t('too_large', { size: MAX_PDF_MB }),
  };

  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onClick={() => (isGuest ? onGuest() : input.current?.click())}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors disabled:cursor-wait ${
          dragging ? 'border-accent bg-surface-sunken' : 'border-line bg-surface hover:bg-surface-raised'
        }`}
      >
        <DocumentIcon width={32} height={32} aria-hidden="true" />
        <span className="text-base font-medium text-ink">{t('drop_title')}</span>
        <span id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('drop_hint', { size: MAX_PDF_MB })}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          take(files);
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-danger">
          {messages[problem]}
        </p>
      ) : null}
    </div>
  );
}
