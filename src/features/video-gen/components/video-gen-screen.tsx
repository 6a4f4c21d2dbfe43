import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router-dom';
import { useAuthContext } from '@/features/auth';
import { focusIfLost } from '@/lib/focus-if-lost';
import { videoModelFor } from '@/features/models';
import { GeneratorLimitGate, usePlanGate } from '@/features/plans';
import { useVideoCollectionQuery } from '../api/video-collection';
import { useAnimatedImage } from '../hooks/use-animated-image';
import { useStartImage } from '../hooks/use-start-image';
import { useVideoGeneration } from '../hooks/use-video-generation';
import { VIDEO_DEFAULTS, type VideoSettings } from '../lib/video-options';
import { GenerationProgress } from './generation-progress';
import { ServerErrorOverlay } from './server-error-overlay';
import { VeoSamples } from './veo-samples';
import { VideoCollection } from './video-collection';
import { VideoGenForm } from './video-gen-form';
import { VideoPreviewOverlay } from './video-preview-overlay';

/**
 * The video generator (spec sections 2 and 4): Kling 2.1 or Veo 3, a prompt, an optional start image,
 * and the simulated generation that ends in the plan's overlay; the collection of the last 3 hours.
 */
export function VideoGenScreen() {
  const { t } = useTranslation('videogen');
  const { videoId } = useParams();
  const model = videoModelFor(videoId);
  const { isAuthenticated } = useAuthContext();
  const gate = usePlanGate();
  const { progress, job, start, clear } = useVideoGeneration();
  // A running (or finished) job's settings come back with its card, after a reload too.
  const form = useForm<VideoSettings>({ defaultValues: job?.settings ?? VIDEO_DEFAULTS });
  const startImage = useStartImage();
  const collection = useVideoCollectionQuery(isAuthenticated);
  const { setValue } = form;
  const takePrompt = useCallback(
    (prompt: string) => setValue('prompt', prompt, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );
  useAnimatedImage(startImage.choose, takePrompt);

  const onGenerate = form.handleSubmit((settings) => {
    if (!isAuthenticated) return gate.requestRegister();
    start({ ...settings, model: model.model, startImage: startImage.image?.file ?? null });
  });
  const ready = progress !== null && progress >= 100;
  const screen = useRef<HTMLElement>(null);
  // Back from the finished job's overlay: the collection is usable again, the prompt kept and focused.
  const backToVideos = () => {
    clear();
    focusIfLost(() => screen.current?.querySelector('textarea'));
  };
  // A sample or an expired video's settings go into the prompt, which comes into view with the focus.
  const fillPrompt = (prompt: string) => {
    form.setValue('prompt', prompt, { shouldDirty: true, shouldValidate: true });
    form.setFocus('prompt');
  };

  return (
    <GeneratorLimitGate
      kind="video"
      cover={ready ? (tier) => <VideoPreviewOverlay tier={tier} onBack={backToVideos} /> : null}
    >
      <section
        ref={screen}
        className="relative mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:py-8"
      >
        <header>
          <h1 className="text-2xl font-semibold text-ink md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-muted">{t('lead')}</p>
        </header>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <VideoGenForm
              form={form}
              startImage={startImage}
              generating={progress !== null}
              onGenerate={() => void onGenerate()}
            />
            {model.id === 'veo-3' ? <VeoSamples onPick={fillPrompt} /> : null}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            {progress !== null ? <GenerationProgress value={progress} /> : null}
            <VideoCollection
              videos={collection.data ?? []}
              loading={isAuthenticated && collection.isPending}
              onRegenerate={(video) => fillPrompt(video.prompt ?? '')}
            />
          </div>
        </div>
        {collection.isError ? <ServerErrorOverlay onRetry={() => void collection.refetch()} /> : null}
      </section>
    </GeneratorLimitGate>
  );
}
