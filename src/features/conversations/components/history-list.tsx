import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useConversationsQuery } from '../api/get-conversations';

/** First page of the signed-in user's history. Paging, rename and delete come with the history issue. */
export function HistoryList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useConversationsQuery(1, enabled);
  if (!enabled) return null;
  if (isPending) return <Spinner className="h-4 w-4" label={t('history.loading')} />;
  if (isError) return <p className="px-2 text-sm text-danger">{t('history.load_failed')}</p>;
  if (data.conversations.length === 0) {
    return (
      <p className="px-2 text-sm text-ink-muted">
        {t('history.empty')}{' '}
        <NavLink to="/chat/new" className="text-accent hover:underline">
          {t('history.create_one')}
        </NavLink>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-0.5">
      {data.conversations.map((conversation) => (
        <li key={conversation.conversationId}>
          <NavLink
            to={
              conversation.collection_name
                ? `/chatpdf/${conversation.conversationId}`
                : `/chat/${conversation.conversationId}`
            }
            className={({ isActive }) =>
              `block truncate rounded-lg px-2 py-1.5 text-sm ${isActive ? 'bg-surface-sunken text-ink' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`
            }
          >
            {conversation.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
