import type { Message } from '@/lib/schemas/message';
import { MessageContent } from './message-content';
import { MessageFrame } from './message-frame';

export interface StaticMessageListProps {
  /** The messages top to bottom, e.g. a visible path. */
  messages: readonly Message[];
}

/**
 * A read-only, non-virtualised transcript that looks like the chat's message list: no actions, no
 * editor, no state. For the shared page and the screenshot export, which need every message in the DOM.
 */
export function StaticMessageList({ messages }: StaticMessageListProps) {
  return (
    <div className="flex flex-col">
      {messages.map((message) => (
        <MessageFrame key={message.messageId} message={message}>
          <MessageContent message={message} />
        </MessageFrame>
      ))}
    </div>
  );
}
