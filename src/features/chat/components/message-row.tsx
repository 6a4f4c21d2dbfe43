import { memo } from 'react';
import { useConversationEndpoint, useIsEditing, useMessage } from '../state/chat-hooks';
import { useIsLinked } from '../state/reading-atoms';
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
  const linked = useIsLinked(id);
  if (!message || message.messageId !== id) return null;
  return (
    <MessageFrame
      message={message}
      isEditing={isEditing}
      linked={linked}
      actions={isEditing ? null : <MessageActions message={message} slot={slot} isLatest={isLatest} />}
    >
      {isEditing ? (
        <MessageEditor message={message} />
      ) : (
        // Keyed by slot (a renamed message keeps it): what a message's content holds (its parsed blocks, an
        // open code view) is not its variant's.
        <MessageContent key={slot} message={message} isLatest={isLatest} endpoint={endpoint} foldable />
      )}
    </MessageFrame>
  );
});
