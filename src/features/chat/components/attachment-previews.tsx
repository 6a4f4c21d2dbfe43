import { useTranslation } from '@/lib/i18n';
import { AlertCircleIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { ImagePreview } from '../lib/image-attachments';

export interface AttachmentPreviewsProps {
  previews: readonly ImagePreview[];
  onRemove: (id: string) => void;
}

function statusKey(preview: ImagePreview): string {
  if (preview.failed) return 'chat.attachments.status_failed';
  if (preview.uploaded) return 'chat.attachments.status_uploaded';
  return 'chat.attachments.status_uploading';
}

/** Thumbnails of the attached images with upload progress, an error marker and a remove button. */
export function AttachmentPreviews({ previews, onRemove }: AttachmentPreviewsProps) {
  const { t } = useTranslation();
  if (previews.length === 0) return null;
  return (
    <ul aria-label={t('chat.attachments.list')} className="flex flex-wrap gap-3 px-1 pr-2 pt-2">
      {previews.map((preview) => (
        <li
          key={preview.id}
          className={`relative h-16 w-16 shrink-0 rounded-lg border bg-surface-sunken ${preview.failed ? 'border-danger' : 'border-line'}`}
        >
          {preview.base64 ? (
            <img
              src={preview.base64}
              alt={preview.file_name}
              className={`h-full w-full rounded-[7px] object-cover ${preview.isLoading || preview.failed ? 'opacity-60' : ''}`}
            />
          ) : (
            <span className="flex h-full w-full items-center justify-center">
              <Spinner className="h-5 w-5" />
            </span>
          )}
          <span className="sr-only">{t(statusKey(preview))}</span>
          {preview.isLoading ? (
            <div
              role="progressbar"
              aria-label={t('chat.attachments.uploading', { name: preview.file_name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(preview.progress * 100)}
              className="absolute inset-x-1.5 bottom-1.5 h-1.5 overflow-hidden rounded-full bg-surface/80"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-150"
                style={{ width: `${Math.max(4, Math.round(preview.progress * 100))}%` }}
              />
            </div>
          ) : null}
          {preview.failed ? (
            <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
              <span className="rounded-full bg-surface p-0.5 text-danger shadow">
                <AlertCircleIcon width={20} height={20} />
              </span>
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => onRemove(preview.id)}
            aria-label={t('chat.attachments.remove', { name: preview.file_name })}
            className="absolute -right-2 -top-2 inline-flex h-6 w-6 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm hover:bg-surface-sunken"
          >
            <CloseIcon width={14} height={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
