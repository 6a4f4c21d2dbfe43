import type { Message } from '@/lib/schemas/message';

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

export const lacksTimestamps = (messages: readonly Message[]): boolean =>
  messages.some((message) => !message.createdAt);

/**
 * Messages that arrived through a stream carry no `createdAt` (the final event is not the stored
 * document). This copies the stored timestamps onto them by id, and changes nothing else: the
 * store stays the truth for text, flags and structure.
 */
export function withServerTimestamps(messages: readonly Message[], stored: readonly Message[]): Message[] {
  const byId = new Map(stored.map((message) => [message.messageId, message]));
  return messages.map((message) => {
    const match = byId.get(message.messageId);
    if (!match) return message;
    const missing = TIMESTAMPS.filter((key) => !message[key] && match[key]);
    if (missing.length === 0) return message;
    const filled: Message = { ...message };
    for (const key of missing) filled[key] = match[key];
    return filled;
  });
}
