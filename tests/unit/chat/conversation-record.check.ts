import {
  applyEvent,
  recordFromSeed,
  type ConversationRecord,
  type RecordEvent,
  type StreamStatus,
} from '@/features/chat/lib/conversation-record';
import { ROOT_PARENT_ID } from '@/lib/schemas/message';
import {
  drive,
  emptyModel,
  live,
  questionId,
  type Action,
  type DriveOptions,
  type Expected,
  type Model,
} from './conversation-record.model';

/**
 * Checks the record against the reference model of conversation-record.model.ts after every event: the
 * same messages (id, tree parent, text, error, unfinished, cancelled, being written), the same stream
 * status, conversation id and title. A failure prints the events applied.
 */
const describeEvent = (event: RecordEvent): string => {
  const { type, ...rest } = event;
  const shown = Object.entries(rest)
    .filter(([key]) => key !== 'messages' && key !== 'requestMessage' && key !== 'conversation')
    .map(([key, value]) =>
      key === 'userMessage' || key === 'placeholder' || key === 'message' || key === 'responseMessage'
        ? `${key}=${(value as { messageId: string } | null)?.messageId ?? null}`
        : `${key}=${JSON.stringify(value)}`,
    );
  if (type === 'sync') shown.push(`messages=[${event.messages.map((m) => m.messageId).join(',')}]`);
  return `${type}(${shown.join(' ')})`;
};

function actual(record: ConversationRecord) {
  const messages: Record<string, Expected | string> = {};
  for (const [id, message] of record.tree.byId) {
    messages[id] = {
      parent: record.tree.parentOf.get(id) ?? 'none',
      text: message.text ?? '',
      user: Boolean(message.isCreatedByUser),
      error: Boolean(message.error),
      unfinished: Boolean(message.unfinished),
      cancelled: Boolean(message.cancelled),
      submitting: Boolean(message.submitting),
    };
  }
  return messages;
}

/** Whether following the parents from `id` reaches the root through messages the tab holds. */
function rooted(model: Model, id: string): boolean {
  let current = id;
  for (let steps = 0; steps <= model.tab.size; steps += 1) {
    const parent = model.tab.get(current)?.parent;
    if (parent === undefined) return false;
    if (parent === ROOT_PARENT_ID) return true;
    current = parent;
  }
  return false;
}

function expected(model: Model, record: ConversationRecord) {
  const messages: Record<string, Expected | string> = {};
  for (const [id, entry] of model.tab) {
    // A message whose parent the tab does not hold waits as an orphan, and so does what hangs below it:
    // the tree rule (tested in message-tree*.test.ts) places them; here only their content counts.
    const parent = rooted(model, id) ? entry.parent : (record.tree.parentOf.get(id) ?? 'missing');
    messages[id] = { ...entry, parent };
  }
  return messages;
}

/** Every exchange still being written, in the order it was sent (issue #44: one entry per stream). */
function expectedStream(model: Model): StreamStatus | 'not checked' {
  const replies = live(model).map((ex) => ({ replyId: ex.replyId, userMessageId: questionId(ex) }));
  return replies.length === 0 ? { status: 'idle' } : { status: 'streaming', replies };
}

/** How many runs went through each event order. */
export const seen = new Map<string, number>();

/** The events so far, for a failure's message (built only when one is printed). */
type Context = () => string;
type Check = (record: ConversationRecord, model: Model, context: Context) => void;

/** One line per message, sorted: cheap to compare after every event of 1,000 runs. */
const lines = (messages: Record<string, Expected | string>): string =>
  Object.keys(messages)
    .sort()
    .map((id) => `${id} ${JSON.stringify(messages[id])}`)
    .join('\n');

/** `toEqual` with its diff, but only when a cheap comparison already found a difference. */
function same<T>(received: T, wanted: T, context: Context, key = JSON.stringify): void {
  if (key(received) !== key(wanted)) expect(received, context()).toEqual(wanted);
}

/** Runs the actions through the model and the record, calling `check` after every event. */
export function replay(steps: readonly Action[], options: DriveOptions, check: Check): Model {
  const model = emptyModel();
  let record = recordFromSeed(null);
  const log: string[] = [];
  for (const action of steps) {
    const event = drive(model, action, options);
    if (!event) continue;
    log.push(describeEvent(event));
    record = applyEvent(record, event);
    check(record, model, () => `after:\n  ${log.join('\n  ')}`);
  }
  return model;
}

/** Runs the actions, checking the record against the model after every event. */
export function run(steps: readonly Action[], options: DriveOptions, checkOlderStream = false): void {
  const model = replay(steps, options, (record, model, context) => {
    same(actual(record), expected(model, record), context, lines);
    const stream = expectedStream(model);
    if (stream !== 'not checked') {
      same(record.stream, stream, context);
      same(record.stream.status === 'streaming', stream.status === 'streaming', context);
    } else if (checkOlderStream) {
      // An older stream still writes after the newer one ended: the record must still say so.
      same(record.stream.status, 'streaming', context);
    }
    same(record.conversationId, model.conversationId, context);
    same(record.conversation?.title ?? null, model.title, context);
    same(record.model, model.chosen, context);
  });
  for (const order of model.orders) seen.set(order, (seen.get(order) ?? 0) + 1);
}

export const ORDERS = [
  'late created',
  'final',
  'final without tokens',
  'error before created',
  'error after tokens',
  'error right after created',
  'HTTP error',
  'drop before created',
  'drop after tokens',
  'abort during created',
  'abort answered by a final',
  'stop without an abort route',
  'sync during a stream',
  'sync before created',
  'sync beside a saved partial',
  'clear during a stream',
  'regenerate',
  'named',
  'model chosen',
  'model dropped',
];
