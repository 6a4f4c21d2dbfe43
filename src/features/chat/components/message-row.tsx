import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { replySenderName } from '@/features/models';
import { countRender } from '@/lib/render-probe';
import { useConversationEndpoint, useIsEditing, useMessage } from '../state/chat-hooks';
import { MessageActions } from './message-actions';
import { MessageContent } from './message-content';
import { MessageEditor } from './message-editor';

/**
 * One message of the visible path. Its props are primitives and it reads its message from the store,
 * so a streamed token re-renders only the row of the streaming reply.
 */
export const MessageRow = memo(function MessageRow({
  id,
  slot,
  isLatest,
}: {
  id: string;
  slot: number;
  isLatest: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage(slot);
  const isEditing = useIsEditing(slot);
  const endpoint = useConversationEndpoint();
  countRender(`message:${id}`);
  if (!message || message.messageId !== id) return null;
  const mine = message.isCreatedByUser;
  const sender = mine ? '' : replySenderName(message);
  return (
    <article
      aria-label={mine ? t('chat.your_message') : t('chat.reply_from', { sender })}
      data-message-id={id}
      className={`group mx-auto flex w-full max-w-3xl flex-col gap-1 px-4 py-3 ${mine ? 'items-end' : 'items-start'}`}
    >
      <span className="text-xs font-semibold text-ink-muted">{mine ? t('chat.you') : sender}</span>
      <div
        className={`min-w-0 max-w-full text-ink ${
          mine && !isEditing ? 'rounded-2xl bg-surface-sunken px-4 py-2.5' : 'w-full'
        }`}
      >
        {isEditing ? (
          <MessageEditor message={message} />
        ) : (
          <MessageContent message={message} isLatest={isLatest} endpoint={endpoint} />
        )}
      </div>
      {isEditing ? null : <MessageActions message={message} slot={slot} isLatest={isLatest} />}
    </article>
  );
});
