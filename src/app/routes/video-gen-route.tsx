import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ToolPage } from './tool-page';

export function Component() {
  const { t } = useTranslation();
  const { videoId } = useParams();
  const model = videoId === 'veo-3' ? t('models.veo') : t('models.kling');
  return (
    <ToolPage titleKey="tools.video_title" leadKey="tools.video_lead" limit="video">
      <p className="text-sm text-ink-muted">{t('tools.video_model', { model })}</p>
    </ToolPage>
  );
}
