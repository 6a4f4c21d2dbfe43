import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DocumentIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/i18n';
import { pdfFileProblem } from '../lib/pdf-bytes';
import { MAX_PDF_MB, pdfUploadProblem, type PdfUploadProblem } from '../lib/upload-rules';

/**
 * Drop one PDF or click to choose it. The rules and the file's bytes are checked here, before anything
 * is sent, and a refusal stays in words under the zone; a guest's click or drop goes to `onGuest`
 * instead (the register prompt).
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
  const { t, i18n } = useTranslation('chatpdf');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<PdfUploadProblem | 'invalid' | null>(null);
  const [checking, setChecking] = useState(false);

  const take = async (files: File[]) => {
    if (isGuest) return onGuest();
    const found = pdfUploadProblem(files);
    setProblem(found);
    const [file] = files;
    if (found || !file) return;
    setChecking(true);
    const bytes = await pdfFileProblem(file);
    setChecking(false);
    if (bytes) setProblem('invalid');
    else onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !checking) void take([...event.dataTransfer.files]);
  };
  const messages: Record<PdfUploadProblem | 'invalid', string> = {
    single: t('single_file'),
    type: t('invalid_type'),
    size: t('too_large', { size: formatNumber(MAX_PDF_MB, i18n.language) }),
    invalid: t('not_valid_pdf'),
  };

  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        aria-busy={checking}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onClick={() => (isGuest ? onGuest() : checking ? undefined : input.current?.click())}
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
          {t('drop_hint', { size: formatNumber(MAX_PDF_MB, i18n.language) })}
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
          void take(files);
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
