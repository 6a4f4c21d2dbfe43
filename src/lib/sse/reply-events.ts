import type { StreamEvent } from '@/lib/schemas/message';

export type FinalReply = Extract<StreamEvent, { type: 'final' }>;
type Listener = (reply: FinalReply) => void;

const listeners = new Set<Listener>();

/**
 * Called after every reply the stream completes with a final event, whoever started it: what a reply
 * changes outside the conversation (usage counters, the usage report) follows from here.
 */
export function onFinalReply(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitFinalReply(reply: FinalReply): void {
  for (const listener of listeners) {
    try {
      listener(reply);
    } catch {
      // A follow-up must never break the stream that delivered the reply.
    }
  }
}
