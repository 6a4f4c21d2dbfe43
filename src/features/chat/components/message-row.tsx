import { memo } from 'react';
import { useConversationEndpoint, useIsEditing, useMessage } from '../state/chat-hooks';
import { MessageActions } from './message-actions';
import { MessageContent } from './message-content';
import { MessageEditor } from './message-editor';
import { MessageFrame } from './message-frame';

/**
 * One message of the visible path. Its props are primitives and it reads its message from its slot's atom,
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
  const message = useMessage(slot);
  const isEditing = useIsEditing(slot);
  const endpoint = useConversationEndpoint();
  if (!message || message.messageId !== id) return null;
  return (
    <MessageFrame
      message={message}
      isEditing={isEditing}
      actions={isEditing ? null : <MessageActions message={message} slot={slot} isLatest={isLatest} />}
    >
      {isEditing ? (
        <MessageEditor message={message} />
      ) : (
        <MessageContent message={message} isLatest={isLatest} endpoint={endpoint} />
      )}
    </MessageFrame>
  );
});
