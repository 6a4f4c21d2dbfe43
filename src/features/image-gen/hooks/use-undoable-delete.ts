import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { useDeleteImageMutation } from '../api/delete-image';
import type { CollectedImage } from '../api/image-collection';
import { getHiddenImages, hideImage, showImageAgain, subscribeToHiddenImages } from '../lib/hidden-images';

/**
 * Deleting an image with a way back (issue #27). The contract's POST /e/delete-image-flux cannot be
 * undone, so the image leaves the collection at once and a toast offers Undo for its few seconds
 * (longer while pointed at or focused); only when the toast goes, by time or by its close button, is
 * the image deleted on the server. Leaving the screen does not stop that; closing the tab first keeps
 * the image.
 */
export function useUndoableDelete() {
  const { t } = useTranslation('imagegen');
  const { mutateAsync: deleteImage } = useDeleteImageMutation();
  const hidden = useSyncExternalStore(subscribeToHiddenImages, getHiddenImages, getHiddenImages);

  const remove = useCallback(
    (image: CollectedImage) => {
      const { replicate } = image;
      if (getHiddenImages().has(replicate)) return;
      hideImage(replicate);
      showToast({
        message: t('deleted'),
        kind: 'info',
        action: { label: t('undo'), run: () => showImageAgain(replicate) },
        onEnd: (how) => {
          if (how === 'action') return;
          deleteImage(image)
            .catch(() => showToast({ message: t('delete_failed'), kind: 'error' }))
            .finally(() => showImageAgain(replicate));
        },
      });
    },
    [deleteImage, t],
  );
  return { hidden, remove };
}
