import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { replySenderName } from '@/features/models';
import { conversationPath, prefetchConversation, shownTitle } from '@/features/conversations';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import { HighlightedText } from './highlighted-text';

export interface SearchResultCardProps {
  conversation: Conversation;
  hits: readonly Message[];
  query: string;
  onOpen: (conversation: Conversation) => void;
}

/** One matching conversation: its title and the messages in it that matched, each opening it. */
export function SearchResultCard({ conversation, hits, query, onOpen }: SearchResultCardProps) {
  const { t } = useTranslation();
  const to = conversationPath(conversation);
  const queryClient = useQueryClient();
  // Pressed (a pointer) or followed (a key): its conversation is read from then on.
  const open = {
    onPointerDown: () => prefetchConversation(queryClient, conversation),
    onClick: () => {
      prefetchConversation(queryClient, conversation);
      onOpen(conversation);
    },
  };
  const titleId = `search-result-${conversation.conversationId}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-3">
      <h2 id={titleId} className="text-sm font-semibold">
        <Link to={to} {...open} className="text-ink hover:text-accent hover:underline">
          {shownTitle(conversation.title, t)}
        </Link>
      </h2>
      {hits.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1.5">
          {hits.map((message) => (
            <li key={message.messageId}>
              <Link
                // The conversation opens at this message, marked, on its branch (issue #43).
                to={`${to}?m=${encodeURIComponent(message.messageId)}`}
                {...open}
                className="block rounded-lg bg-surface-raised px-3 py-2 text-sm text-ink hover:bg-surface-sunken"
              >
                <span className="mb-0.5 block text-xs font-medium text-ink-muted">
                  {message.isCreatedByUser ? t('search.you') : replySenderName(message)}
                </span>
                <span className="break-words">
                  <HighlightedText text={message.text} query={query} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">{t('search.title_match')}</p>
      )}
    </article>
  );
}
