import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router-dom';
import type { ModelChoice } from '../lib/access';
import { videoModelFor } from '../lib/video-models';
import { FixedModelName } from './fixed-model-name';
import { LegacyModelMenu } from './legacy-model-menu';
import { ModelDropdown } from './model-dropdown';

// Only the video page's phone header shows it: its Headless UI list loads there.
const VideoModelDropdown = lazy(() =>
  import('./video-model-dropdown').then((module) => ({ default: module.VideoModelDropdown })),
);

type Props = {
  page: string;
  current: ModelChoice;
  /** The mobile top bar offers the video model dropdown on the video page (spec section 2). */
  videoPicker?: boolean;
};

/** The headers' model control for a page: dropdown and full list on chat, fixed names on the generators. */
export function ModelSlot({ page, current, videoPicker = false }: Props) {
  const { t } = useTranslation();
  const { videoId } = useParams();
  if (page === 'chat-pdf' || page === 'chat-pdf-conversation') return null;
  if (page === 'image-gen') return <FixedModelName name={t('models.flux_pro')} />;
  if (page === 'video-gen') {
    const fixed = <FixedModelName name={t(videoModelFor(videoId).nameKey)} />;
    return videoPicker ? (
      <Suspense fallback={fixed}>
        <VideoModelDropdown />
      </Suspense>
    ) : (
      fixed
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-0.5">
      <ModelDropdown current={current} />
      <LegacyModelMenu current={current} />
    </div>
  );
}
