import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { DocumentIcon } from '@/components/ui/icons';
import { usePdfChatsQuery } from '../api/get-pdf-chats';

/** Below the upload zone: the user's earlier PDF chats, newest first, each opening its conversation. */
export function PdfChatList() {
  const { t, i18n } = useTranslation('chatpdf');
  const { data } = usePdfChatsQuery(true);
  if (!data || data.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="pdf-chat-list" className="flex flex-col gap-2">
      <h2 id="pdf-chat-list" className="text-sm font-semibold text-ink">
        {t('earlier')}
      </h2>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
        {data.map((chat) => (
          <li key={chat.conversationId}>
            <Link
              to={`/chatpdf/${encodeURIComponent(chat.conversationId)}`}
              className="flex items-center gap-3 px-4 py-3 text-sm text-ink hover:bg-surface-sunken"
            >
              <DocumentIcon width={18} height={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
              <span className="min-w-0 flex-1 truncate">{chat.title || t('untitled')}</span>
              {chat.updatedAt ? (
                <time dateTime={chat.updatedAt} className="shrink-0 text-xs text-ink-muted">
                  {date.format(new Date(chat.updatedAt))}
                </time>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
