import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/list-icons';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/components/ui/toast-store';
import { useAuthContext } from '@/features/auth';
import { useClearImagesMutation } from '../api/clear-images';
import { useImageCollectionQuery, type CollectedImage } from '../api/image-collection';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import { focusIfLost } from '@/lib/focus-if-lost';
import { downloadImage } from '@/lib/images/download-image';
import { useHistoryDialog } from '@/lib/use-history-dialog';
import type { PendingImage } from '../lib/pending-image';
import { promptMatcher } from '../lib/prompt-filter';
import { ClearImagesDialog } from './clear-images-dialog';
import { ImageDetailDialog } from './image-detail-dialog';
import { ImageGrid } from './image-grid';

/** What /video-gen reads from the router state when 'Animate' sends an image there. */
export interface AnimateState {
  startImage: { url: string; prompt: string };
}

/** The router-state key of the open details dialog (the image's replicate id): Back closes it. */
const DETAILS_KEY = 'imageDetails';

export function ImageCollection({
  pending,
  onUseSettings,
}: {
  pending: PendingImage | null;
  /** Fills the form with the image's settings; returns what moves the focus there once the dialog has closed. */
  onUseSettings: (image: CollectedImage) => () => void;
}) {
  const { t } = useTranslation('imagegen');
  const { isAuthenticated } = useAuthContext();
  const query = useImageCollectionQuery(isAuthenticated);
  const { hidden, remove } = useUndoableDelete();
  const clear = useClearImagesMutation();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const details = useHistoryDialog(DETAILS_KEY);
  const focusOnClosed = useRef<(() => void) | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const data = query.data;
  const all = useMemo(() => data?.filter((image) => !hidden.has(image.replicate)), [data, hidden]);
  const images = useMemo(() => {
    const matches = promptMatcher(deferredFilter);
    return (all ?? []).filter((image) => matches(image.prompt));
  }, [all, deferredFilter]);
  const opened = (details.value && all?.find((image) => image.replicate === details.value)) || null;
  // An entry that names an image no longer there (deleted, after a reload) is dropped.
  const { forget } = details;
  const missing =
    details.value !== null && query.isSuccess && !data?.some((image) => image.replicate === details.value);
  useEffect(() => {
    if (missing) forget();
  }, [missing, forget]);

  const onDownload = useCallback((image: CollectedImage) => void downloadImage(image.url, image.prompt), []);
  const { open: openDetails, close: closeDetails, value: openedId } = details;
  const onDelete = useCallback(
    (image: CollectedImage) => {
      // The picture (or its trash button) goes: the focus moves to the collection, not to the page body.
      const toCollection = () =>
        focusIfLost(
          () => sectionRef.current?.querySelector<HTMLElement>('[role="list"]') ?? sectionRef.current,
        );
      if (openedId === image.replicate) {
        focusOnClosed.current = toCollection;
        closeDetails();
      } else toCollection();
      remove(image);
    },
    [openedId, closeDetails, remove],
  );
  const onOpen = useCallback((image: CollectedImage) => openDetails(image.replicate), [openDetails]);
  const onAnimate = (image: CollectedImage) => {
    const state: AnimateState = { startImage: { url: image.url, prompt: image.prompt } };
    // In place of the dialog's entry: Back from the video generator comes back to the images.
    details.leaveTo('/video-gen', state);
  };
  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmingClear(false);
        setFilter('');
        showToast({ message: t('cleared'), kind: 'success' });
      },
      onError: () => showToast({ message: t('clear_failed'), kind: 'error' }),
    });

  const total = all?.length ?? 0;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="image-collection-heading"
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-3 focus:outline-none"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="image-collection-heading" className="text-lg font-semibold text-ink">
          {t('collection')}
        </h2>
        <span className="mr-auto text-sm text-ink-muted">{total > 0 ? total : null}</span>
        <Button variant="secondary" size="sm" disabled={total === 0} onClick={() => setConfirmingClear(true)}>
          {t('clear_all')}
        </Button>
      </div>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-muted"
          width={16}
          height={16}
        />
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-label={t('filter')}
          placeholder={t('filter_placeholder')}
          className="w-full rounded-lg border border-line bg-surface py-2 pl-9 pr-3 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent"
        />
      </div>
      {query.isPending && isAuthenticated ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <Alert tone="error">
          {t('load_failed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : images.length === 0 && !pending ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          {total === 0 ? t('empty') : t('no_match', { query: deferredFilter.trim() })}
        </p>
      ) : (
        <ImageGrid
          images={images}
          pending={pending}
          onOpen={onOpen}
          onDownload={onDownload}
          onDelete={onDelete}
        />
      )}
      <ImageDetailDialog
        image={opened}
        onClose={closeDetails}
        onClosed={() => {
          const focus = focusOnClosed.current;
          focusOnClosed.current = null;
          focus?.();
        }}
        onUseSettings={(image) => {
          closeDetails();
          // The dialog gives the focus back to the picture that opened it as it closes; the form takes it after.
          focusOnClosed.current = onUseSettings(image);
        }}
        onAnimate={onAnimate}
        onDownload={onDownload}
        onDelete={onDelete}
      />
      <ClearImagesDialog
        open={confirmingClear}
        count={total}
        clearing={clear.isPending}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={onClear}
      />
    </section>
  );
}
