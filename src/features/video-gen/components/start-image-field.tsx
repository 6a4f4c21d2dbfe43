import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CloseIcon, ImageIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/i18n';
import type { StartImage } from '../hooks/use-start-image';
import type { StartImageProblem } from '../lib/start-image';
import { START_IMAGE_TYPES } from '../lib/video-options';

export interface StartImageFieldProps {
  image: StartImage | null;
  problem: StartImageProblem | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Click or drop a start image; a preview with its size and a remove button once one is taken. */
export function StartImageField({ image, problem, onChoose, onRemove }: StartImageFieldProps) {
  const { t, i18n } = useTranslation('videogen');
  // A pixel size is written without thousands separators ('1920 × 1080 px'), as people write it.
  const pixels = (value: number) => formatNumber(value, i18n.language, 0, false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <div>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t('start_image')}
      </span>
      {image ? (
        <figure className="mt-1 flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
          <img
            src={image.previewUrl}
            alt={t('start_image_preview')}
            className="h-16 w-16 rounded-md object-cover"
          />
          <figcaption className="min-w-0 flex-1 text-xs text-ink-muted">
            <span className="block truncate text-sm text-ink">{image.file.name}</span>
            {t('start_image_size', { width: pixels(image.width), height: pixels(image.height) })}
          </figcaption>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('start_image_remove')}
            className="rounded-md p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </figure>
      ) : (
        <button
          type="button"
          aria-labelledby={`${id}-label ${id}-hint`}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-1 flex w-full flex-col items-center gap-1 rounded-lg border border-dashed px-3 py-4 text-sm ${
            dragging ? 'border-accent bg-surface-sunken' : 'border-line bg-surface hover:bg-surface-raised'
          }`}
        >
          <ImageIcon aria-hidden="true" />
          <span id={`${id}-hint`} className="text-ink-muted">
            {t('start_image_hint')}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={START_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs text-danger">
          {problem === 'type' ? t('start_image_type') : t('start_image_small')}
        </p>
      ) : null}
    </div>
  );
}
