import { memo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DownloadIcon, RegenerateIcon } from '@/components/ui/action-icons';
import { InfoCircleIcon } from '@/components/ui/icons';
import { TrashIcon } from '@/components/ui/list-icons';
import { formatNumber } from '@/lib/i18n';
import { safeUrl } from '@/lib/url/safe-url';
import type { CollectedVideo } from '../api/video-collection';
import { hoursAndMinutes } from '../lib/expiry';
import { canPlay, videoType } from '../lib/video-file';

const ACTION =
  'inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-xs text-ink hover:bg-surface-sunken focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';

export interface VideoCardProps {
  video: CollectedVideo;
  msLeft: number;
  /** Its file is known to be gone (a download found it missing). */
  linkGone: boolean;
  onMaximize: (video: CollectedVideo) => void;
  onDetails: (video: CollectedVideo) => void;
  onDownload: (video: CollectedVideo) => void;
  onDelete: (video: CollectedVideo) => void;
  /** Puts the video's settings back in the form, to generate it again. */
  onRegenerate: (video: CollectedVideo) => void;
}

/**
 * One video: its first frame, a muted preview while hovered or focused, the time left before the
 * server deletes it, and its actions. An expired one (its file gone) says so, keeps only the actions
 * that still work, and offers to generate it again.
 */
export const VideoCard = memo(function VideoCard({ video, msLeft, linkGone, ...actions }: VideoCardProps) {
  const { t, i18n } = useTranslation('videogen');
  const player = useRef<HTMLVideoElement>(null);
  const [broken, setBroken] = useState(false);
  const src = safeUrl(video.url, 'media');
  const { mime } = videoType(video.url);
  const left = hoursAndMinutes(msLeft);
  const expired = broken || linkGone || !src || msLeft <= 0;
  const preview = (on: boolean) => {
    const element = player.current;
    if (!element) return;
    if (on) void element.play().catch(() => undefined);
    else {
      element.pause();
      element.currentTime = 0;
    }
  };
  return (
    <article
      aria-label={video.prompt || t('untitled')}
      className="overflow-hidden rounded-xl border border-line bg-surface"
    >
      {expired ? (
        <p className="flex aspect-video w-full items-center justify-center bg-surface-sunken p-3 text-center text-xs text-ink-muted">
          {t('expired_note')}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => actions.onMaximize(video)}
          onMouseEnter={() => preview(true)}
          onMouseLeave={() => preview(false)}
          onFocus={() => preview(true)}
          onBlur={() => preview(false)}
          aria-label={t('maximize')}
          className="block aspect-video w-full bg-black focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
        >
          <video
            ref={player}
            src={`${src}#t=0.1`}
            muted
            loop
            playsInline
            preload="metadata"
            onError={() => setBroken(true)}
            aria-hidden="true"
            tabIndex={-1}
            className="h-full w-full object-cover"
          />
        </button>
      )}
      <div className="flex flex-col gap-1 p-3">
        <p className="line-clamp-2 text-sm text-ink">{video.prompt}</p>
        <p className="text-xs text-ink-muted">
          {[
            video.model,
            expired
              ? t('expired')
              : t('deleted_in', {
                  hours: formatNumber(left.hours, i18n.language),
                  minutes: formatNumber(left.minutes, i18n.language),
                }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {canPlay(mime) ? null : (
          <p role="note" className="text-xs text-danger">
            {t('mime_warning', { type: mime })}
          </p>
        )}
        <div className="-ml-2 flex flex-wrap gap-1">
          <button type="button" className={ACTION} onClick={() => actions.onDetails(video)}>
            <InfoCircleIcon width={14} height={14} aria-hidden="true" />
            {t('details')}
          </button>
          {expired ? (
            <button type="button" className={ACTION} onClick={() => actions.onRegenerate(video)}>
              <RegenerateIcon width={14} height={14} aria-hidden="true" />
              {t('generate_again')}
            </button>
          ) : (
            <button type="button" className={ACTION} onClick={() => actions.onDownload(video)}>
              <DownloadIcon width={14} height={14} aria-hidden="true" />
              {t('download')}
            </button>
          )}
          <button type="button" className={ACTION} onClick={() => actions.onDelete(video)}>
            <TrashIcon width={14} height={14} aria-hidden="true" />
            {t('delete')}
          </button>
        </div>
      </div>
    </article>
  );
});
