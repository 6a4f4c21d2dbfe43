import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import { useConversationQuery } from '@/features/conversations';
import { AppShell } from '@/features/layout';
import { isModelSlug, rememberSlug } from '@/features/models';
import { ChatLanding } from './chat-landing';

function StoredConversation({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthContext();
  const { data, isError } = useConversationQuery(conversationId, isAuthenticated);
  useEffect(() => {
    if (data?.title) document.title = data.title;
  }, [data?.title]);
  if (isError) return <Navigate to="/chat/new" replace />;
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-xl font-semibold text-ink">{data.title}</h1>
    </section>
  );
}

export function Component() {
  const { conversationId = 'new' } = useParams();
  const slug = isModelSlug(conversationId) ? conversationId : null;
  useEffect(() => {
    if (slug && slug !== 'new') rememberSlug(slug);
  }, [slug]);
  return (
    <AppShell>
      {slug ? (
        <ChatLanding />
      ) : conversationId === 'search' ? (
        <Navigate to="/chat/new" replace />
      ) : (
        <StoredConversation conversationId={conversationId} />
      )}
    </AppShell>
  );
}
