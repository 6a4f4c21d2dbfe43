import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/components/ui/toast-store';
import { formatNumber, localeFor } from '@/lib/i18n';
import { safeUrl } from '@/lib/url/safe-url';
import { useNow } from '@/lib/use-now';
import { useDeleteVideoMutation } from '../api/delete-video';
import type { CollectedVideo } from '../api/video-collection';
import { downloadVideo } from '../lib/download-video';
import { hoursAndMinutes, timeLeft } from '../lib/expiry';
import { VideoCard } from './video-card';

/** The countdown is read again every 30 s; a video whose time is up leaves the list. */
const EXPIRY_TICK_MS = 30_000;

export function VideoCollection({
  videos,
  loading,
  onRegenerate,
}: {
  videos: CollectedVideo[];
  loading: boolean;
  onRegenerate: (video: CollectedVideo) => void;
}) {
  const { t, i18n } = useTranslation('videogen');
  const now = useNow(EXPIRY_TICK_MS);
  const remove = useDeleteVideoMutation();
  const [playing, setPlaying] = useState<CollectedVideo | null>(null);
  const [details, setDetails] = useState<CollectedVideo | null>(null);
  const [deleting, setDeleting] = useState<CollectedVideo | null>(null);
  // Files a download found gone: their cards turn to 'expired'.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const live = videos.filter((video) => timeLeft(video.date_created ?? video.timestamp, now) > 0);

  const onDownload = useCallback(
    async (video: CollectedVideo) => {
      if (await downloadVideo(video.url, video.prompt)) return;
      showToast({ message: t('link_expired'), kind: 'error' });
      setGone((old) => new Set(old).add(video.url));
    },
    [t],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => showToast({ message: t('deleted'), kind: 'success' }),
      onError: () => showToast({ message: t('delete_failed'), kind: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
  const playingSrc = playing ? safeUrl(playing.url, 'media') : undefined;
  const detailsLeft = details
    ? hoursAndMinutes(timeLeft(details.date_created ?? details.timestamp, now))
    : null;
  const created = details?.date_created ? new Date(details.date_created) : null;

  return (
    <section aria-labelledby="video-collection-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="video-collection-heading" className="text-lg font-semibold text-ink">
        {t('collection')}
      </h2>
      <p className="-mt-2 text-xs text-ink-muted">{t('lifetime_note')}</p>
      {loading ? (
        <Spinner label={t('loading')} />
      ) : live.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <ul
          aria-labelledby="video-collection-heading"
          className="grid max-h-[600px] grid-cols-1 gap-3 overflow-y-auto sm:grid-cols-2"
        >
          {live.map((video) => (
            <li key={`${video.index}-${video.replicate ?? video.url}`}>
              <VideoCard
                video={video}
                msLeft={timeLeft(video.date_created ?? video.timestamp, now)}
                onMaximize={setPlaying}
                onDetails={setDetails}
                onDownload={(item) => void onDownload(item)}
                onDelete={setDeleting}
                linkGone={gone.has(video.url)}
                onRegenerate={onRegenerate}
              />
            </li>
          ))}
        </ul>
      )}

      <ModalDialog
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.prompt || t('untitled')}
        closeLabel={t('close')}
        size="wide"
      >
        {playingSrc ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- generated clips have no speech to caption.
          <video
            src={playingSrc}
            controls
            autoPlay
            playsInline
            aria-label={t('player')}
            className="mt-4 max-h-[70vh] w-full rounded-xl bg-black"
          />
        ) : null}
      </ModalDialog>

      <ModalDialog
        open={details !== null}
        onClose={() => setDetails(null)}
        title={t('details_title')}
        closeLabel={t('close')}
      >
        {details ? (
          <div className="mt-4 flex flex-col gap-3 text-sm">
            <div>
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium text-ink">{t('prompt')}</h3>
                <CopyTextButton text={details.prompt} label={t('copy_prompt')} copiedLabel={t('copied')} />
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words text-ink-muted">{details.prompt}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {details.model ? (
                <>
                  <dt className="text-ink-muted">{t('model')}</dt>
                  <dd className="text-right text-ink">{details.model}</dd>
                </>
              ) : null}
              <dt className="text-ink-muted">{t('duration_label')}</dt>
              <dd className="text-right text-ink">{t('seconds', { count: 5 })}</dd>
              {created && !Number.isNaN(created.getTime()) ? (
                <>
                  <dt className="text-ink-muted">{t('created')}</dt>
                  <dd className="text-right text-ink">{created.toLocaleString(localeFor(i18n.language))}</dd>
                </>
              ) : null}
              {detailsLeft ? (
                <>
                  <dt className="text-ink-muted">{t('time_left')}</dt>
                  <dd className="text-right text-ink">
                    {t('hours_minutes', {
                      hours: formatNumber(detailsLeft.hours, i18n.language),
                      minutes: formatNumber(detailsLeft.minutes, i18n.language),
                    })}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}
      </ModalDialog>

      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('delete_title')}
        description={t('delete_body')}
        closeLabel={t('close')}
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
            {t('delete_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}
