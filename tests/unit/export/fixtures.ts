import { type ExportInput } from '@/features/export/lib/export-record';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

let minute = 0;
const message = (
  messageId: string,
  parentMessageId: string,
  text: string,
  extra: Partial<Message> = {},
): Message => {
  minute += 1;
  const isCreatedByUser = messageId.startsWith('u');
  return {
    messageId,
    parentMessageId,
    conversationId: 'convo-1',
    sender: isCreatedByUser ? 'User' : 'ChatGPT',
    text,
    isCreatedByUser,
    error: false,
    unfinished: false,
    cancelled: false,
    createdAt: `2024-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    ...extra,
  };
};

/**
 * The server's flat list, createdAt ascending:
 *   u1 ─┬─ a1 ── u3 ── a4 (error)
 *       └─ a2 ── u2 ── a3 (unfinished, cancelled)      a2 is the newest sibling, shown by default
 */
export const MESSAGES: Message[] = [
  message('u1', ROOT_PARENT_ID, 'Hello, "world"\nsecond line'),
  message('a1', 'u1', 'First answer'),
  message('a2', 'u1', 'Second answer'),
  message('u2', 'a2', 'Tell me more'),
  message('a3', 'u2', 'Partial reply', { unfinished: true, cancelled: true, finish_reason: 'incomplete' }),
  message('u3', 'a1', 'On the old branch'),
  message('a4', 'u3', 'Something failed', { error: true }),
];

export const ids = (messages: readonly { messageId: string }[]) => messages.map((m) => m.messageId);

/** 2024-05-01 12:34:56 local time: toTimeString() depends on the zone, so tests compare with it. */
export const EXPORT_DATE = new Date(2024, 4, 1, 12, 34, 56);

export function exportInput(overrides: Partial<ExportInput> = {}): ExportInput {
  return {
    conversation: {
      conversationId: 'convo-1',
      endpoint: 'openAI',
      title: 'Trip: Rome/Paris',
      model: 'gpt-4o-mini',
      temperature: 0.5,
      user: 'user-1',
      createdAt: '2024-05-01T10:00:00.000Z',
    },
    messages: MESSAGES,
    siblingIndex: {},
    options: { includeOptions: true, branches: false, recursive: true },
    now: () => EXPORT_DATE,
    ...overrides,
  };
}
