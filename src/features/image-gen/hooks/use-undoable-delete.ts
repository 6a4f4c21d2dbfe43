import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toast-store';
import { deleteImage } from '../api/delete-image';
import { imageCollectionQueryOptions, type CollectedImage } from '../api/image-collection';
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
  const queryClient = useQueryClient();
  const hidden = useSyncExternalStore(subscribeToHiddenImages, getHiddenImages, getHiddenImages);

  const remove = useCallback(
    (image: CollectedImage) => {
      const { replicate } = image;
      if (getHiddenImages().has(replicate)) return;
      hideImage(replicate);
      const { queryKey } = imageCollectionQueryOptions();
      showToast({
        message: t('deleted'),
        kind: 'info',
        action: { label: t('undo'), run: () => showImageAgain(replicate) },
        onEnd: (how) => {
          if (how === 'action') return;
          deleteImage(image)
            .then(() =>
              queryClient.setQueryData(queryKey, (list) =>
                list?.filter((item) => item.replicate !== replicate),
              ),
            )
            .catch(() => showToast({ message: t('delete_failed'), kind: 'error' }))
            .finally(() => {
              showImageAgain(replicate);
              void queryClient.invalidateQueries({ queryKey });
            });
        },
      });
    },
    [queryClient, t],
  );
  return { hidden, remove };
}
