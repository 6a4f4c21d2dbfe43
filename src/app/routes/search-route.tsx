import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ToolPage } from './tool-page';

export function Component() {
  const { t } = useTranslation();
  const { query = '' } = useParams();
  return (
    <ToolPage titleKey="tools.search_title" leadKey="tools.search_lead">
      <p className="text-sm text-ink">{t('tools.search_query', { query })}</p>
    </ToolPage>
  );
}
