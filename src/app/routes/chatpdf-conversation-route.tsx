import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useChatPdfConversationQuery } from '@/features/chatpdf';
import { AppShell } from '@/features/layout';

export function Component() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const { data, isError } = useChatPdfConversationQuery(conversationId);
  if (isError) return <Navigate to="/chatpdf" replace />;
  return (
    <AppShell>
      {data ? (
        <PageFrame title={data.fileName ?? t('tools.pdf_title')} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </AppShell>
  );
}
