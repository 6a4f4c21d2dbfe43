import { useTranslation } from 'react-i18next';
import { replySenderName } from '@/features/models';
import type { Message } from '@/lib/schemas/message';
import { MessageContent } from './message-content';

export interface StaticMessageListProps {
  /** The messages top to bottom, e.g. a visible path. */
  messages: readonly Message[];
}

/**
 * A read-only, non-virtualised transcript that looks like the chat's message list: no actions, no
 * editor, no store. For the shared page and the screenshot export, which need every message in the DOM.
 */
export function StaticMessageList({ messages }: StaticMessageListProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      {messages.map((message) => {
        const mine = message.isCreatedByUser;
        const sender = mine ? '' : replySenderName(message);
        return (
          <article
            key={message.messageId}
            aria-label={mine ? t('chat.your_message') : t('chat.reply_from', { sender })}
            className={`mx-auto flex w-full max-w-3xl flex-col gap-1 px-4 py-3 ${mine ? 'items-end' : 'items-start'}`}
          >
            <span className="text-xs font-semibold text-ink-muted">{mine ? t('chat.you') : sender}</span>
            <div
              className={`min-w-0 max-w-full text-ink ${
                mine ? 'rounded-2xl bg-surface-sunken px-4 py-2.5' : 'w-full'
              }`}
            >
              <MessageContent message={message} />
            </div>
          </article>
        );
      })}
    </div>
  );
}
