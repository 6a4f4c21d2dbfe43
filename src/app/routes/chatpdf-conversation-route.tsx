import { useTranslation } from '@/lib/i18n';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import { ChatPdfConversation, useChatPdfConversationQuery } from '@/features/chatpdf';

export function Component() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const { isAuthenticated } = useAuthContext();
  const { data, isError } = useChatPdfConversationQuery(conversationId, isAuthenticated);
  // A PDF chat belongs to a signed-in user; a guest or a failed load goes back to the reader (spec section 2).
  if (!isAuthenticated || isError) return <Navigate to="/chatpdf" replace />;
  return data ? (
    <ChatPdfConversation
      key={conversationId}
      conversationId={conversationId}
      fileName={data.fileName ?? t('tools.pdf_title')}
      collectionName={data.collection_name}
    />
  ) : (
    <Spinner label={t('common.loading')} />
  );
}
