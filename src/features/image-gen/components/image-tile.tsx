import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DownloadIcon } from '@/components/ui/action-icons';
import { ImageIcon } from '@/components/ui/icons';
import { TrashIcon } from '@/components/ui/list-icons';
import { safeUrl } from '@/lib/url/safe-url';
import type { CollectedImage } from '../api/image-collection';

const ACTION =
  'absolute right-1.5 inline-flex h-8 w-8 items-center justify-center rounded-lg bg-surface/90 text-ink shadow transition-opacity hover:bg-surface focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100';

export interface ImageTileProps {
  image: CollectedImage;
  onOpen: (image: CollectedImage) => void;
  onDownload: (image: CollectedImage) => void;
  onDelete: (image: CollectedImage) => void;
}

/**
 * One square thumbnail: the picture (its prompt as alt text, loaded lazily, decoded off the main
 * thread) opens the details; download (bottom) and delete (top) sit in its right-hand corners, apart,
 * shown on hover or focus, and always on touch screens.
 */
export const ImageTile = memo(function ImageTile({ image, onOpen, onDownload, onDelete }: ImageTileProps) {
  const { t } = useTranslation('imagegen');
  const src = safeUrl(image.url, 'image');
  return (
    <div className="group relative h-full w-full overflow-hidden rounded-xl bg-surface-sunken">
      <button
        type="button"
        onClick={() => onOpen(image)}
        className="block h-full w-full focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
      >
        {src ? (
          <img
            src={src}
            alt={image.prompt}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-ink-muted">
            <ImageIcon aria-hidden="true" />
            <span className="sr-only">{image.prompt}</span>
          </span>
        )}
      </button>
      {/* Download and delete in opposite corners, so a thumb aiming for one does not hit the other. */}
      <button
        type="button"
        className={`${ACTION} bottom-1.5`}
        aria-label={t('download')}
        title={t('download')}
        onClick={() => onDownload(image)}
      >
        <DownloadIcon width={16} height={16} />
      </button>
      <button
        type="button"
        className={`${ACTION} top-1.5`}
        aria-label={t('delete')}
        title={t('delete')}
        onClick={() => onDelete(image)}
      >
        <TrashIcon width={16} height={16} />
      </button>
    </div>
  );
});
