import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { AnimateState } from '@/features/image-gen';
import { safeUrl } from '@/lib/url/safe-url';
import { ToolPage } from './tool-page';

/** The start image an image's 'Animate' button sent along, if it is one the page may draw. */
function startImageOf(state: unknown): AnimateState['startImage'] | null {
  const image = (state as Partial<AnimateState> | null)?.startImage;
  if (!image || typeof image.url !== 'string') return null;
  const url = safeUrl(image.url, 'image');
  return url ? { url, prompt: typeof image.prompt === 'string' ? image.prompt : '' } : null;
}

export function Component() {
  const { t } = useTranslation();
  const { videoId } = useParams();
  const location = useLocation();
  const model = videoId === 'veo-3' ? t('models.veo') : t('models.kling');
  const startImage = startImageOf(location.state);
  return (
    <ToolPage titleKey="tools.video_title" leadKey="tools.video_lead" limit="video">
      <p className="text-sm text-ink-muted">{t('tools.video_model', { model })}</p>
      {startImage ? (
        <figure className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3">
          <img src={startImage.url} alt={startImage.prompt} className="h-20 w-20 rounded-lg object-cover" />
          <figcaption className="text-sm text-ink">{t('tools.video_start_image')}</figcaption>
        </figure>
      ) : null}
    </ToolPage>
  );
}
