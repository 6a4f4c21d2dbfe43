import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { StaticMessageList } from '@/features/chat';
import { isApiError } from '@/lib/api-client';
import { useSharedConversationQuery, type SharedConversation } from '../api/get-shared-conversation';
import { newestBranch } from '../lib/newest-branch';

const START_LINK = 'text-sm font-medium text-accent hover:underline';

function Transcript({ data }: { data: SharedConversation }) {
  const { t } = useTranslation();
  const messages = useMemo(() => newestBranch(data.messages), [data.messages]);
  const title = data.conversation.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <header className="mx-auto w-full max-w-3xl px-4 pb-2 pt-8 md:pt-12">
        <p className="text-sm font-medium text-ink-muted">{t('tools.shared_title')}</p>
        <h1 className="mt-1 break-words text-2xl font-semibold text-ink md:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('tools.shared_lead')}</p>
      </header>
      <section aria-label={t('chat.messages')} className="pb-4">
        <StaticMessageList messages={messages} />
      </section>
      <footer className="mx-auto w-full max-w-3xl border-t border-line px-4 py-6">
        <Link to="/chat/new" className={START_LINK}>
          {t('tools.start_own_chat')}
        </Link>
      </footer>
    </>
  );
}

/** A shared conversation, read-only: the newest branch, no input and no message actions. */
export function SharedConversationView({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useSharedConversationQuery(token);
  if (query.data) return <Transcript data={query.data} />;
  if (query.isPending) {
    return (
      <PageFrame title={t('tools.shared_title')}>
        <Spinner label={t('common.loading')} />
      </PageFrame>
    );
  }
  const notFound = isApiError(query.error, 404);
  return (
    <PageFrame title={t('tools.shared_title')}>
      <Alert>{notFound ? t('share.not_found') : t('share.load_failed')}</Alert>
      <div className="flex items-center gap-4">
        {notFound ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('share.retry')}
          </Button>
        )}
        <Link to="/chat/new" className={START_LINK}>
          {t('tools.start_own_chat')}
        </Link>
      </div>
    </PageFrame>
  );
}
