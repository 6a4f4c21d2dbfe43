import { z } from 'zod/mini';
import { conversationSchema, type Conversation } from './conversation';

/** The parent id of a conversation's first message (contract section 4). */
export const ROOT_PARENT_ID = '00000000-0000-0000-0000-000000000000';

const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());
const count = z.nullish(z.number());

/** One tool run of a gptPlugins reply (`plugin` on stored messages, `plugins[]` on partials and finals). */
export const pluginRunSchema = z.looseObject({
  runId: text,
  plugin: text,
  input: text,
  thought: text,
  loading: flag,
  latest: text,
  inputs: z.optional(z.unknown()),
  outputs: z.optional(z.unknown()),
});

export type PluginRun = z.infer<typeof pluginRunSchema>;

/** An uploaded or generated image attached to a message (fork addition). */
export const messageImageSchema = z.looseObject({
  id: text,
  url: text,
  image_url: z.nullish(z.looseObject({ url: z.string() })),
  url_timestamp: z.nullish(z.union([z.string(), z.number()])),
  url_expires: z.nullish(z.union([z.string(), z.number()])),
  file_name: text,
});

/**
 * A stored or streamed message. Only `messageId` is required; `text` and `isCreatedByUser`
 * default to '' and false because the server omits them on some paths. Unknown fields are kept.
 */
export const messageSchema = z.looseObject({
  messageId: z.string().check(z.minLength(1)),
  conversationId: text,
  parentMessageId: text,
  clientId: text,
  responseMessageId: text,
  overrideParentMessageId: text,
  sender: text,
  text: z.pipe(
    text,
    z.transform((value) => value ?? ''),
  ),
  generation: text,
  isCreatedByUser: z.pipe(
    flag,
    z.transform((value) => value ?? false),
  ),
  model: text,
  title: text,
  bg: text,
  error: flag,
  unfinished: flag,
  cancelled: flag,
  submitting: flag,
  current: flag,
  searchResult: flag,
  finish_reason: text,
  tokenCount: count,
  promptTokens: count,
  completionTokens: count,
  plugin: z.nullish(pluginRunSchema),
  plugins: z.nullish(z.array(pluginRunSchema)),
  image_urls: z.nullish(z.array(messageImageSchema)),
  s3_path: text,
  image_name: text,
  createdAt: text,
  updatedAt: text,
});

export type Message = z.infer<typeof messageSchema>;

/**
 * Reads GET /api/messages/{cid}: a list that is not an array throws a clear error; single bad entries
 * are dropped and counted instead of failing the whole conversation.
 */
export function parseMessageList(value: unknown): { messages: Message[]; rejected: number } {
  if (!Array.isArray(value)) throw new Error('Expected a list of messages');
  const messages: Message[] = [];
  for (const item of value) {
    const parsed = messageSchema.safeParse(item);
    if (parsed.success) messages.push(parsed.data);
  }
  return { messages, rejected: value.length - messages.length };
}

/** `event: message` number 1: the user message with server ids. */
export const createdEventSchema = z.looseObject({ message: messageSchema, created: z.literal(true) });

/** Cumulative text so far (`response` is accepted as a fallback spelling of `text`). */
export const partialEventSchema = z
  .looseObject({
    text: z.optional(z.string()),
    response: z.optional(z.string()),
    message: z.optional(z.literal(true)),
    initial: z.nullish(z.boolean()),
    parentMessageId: text,
    plugin: z.nullish(pluginRunSchema),
    plugins: z.nullish(z.array(pluginRunSchema)),
  })
  .check(
    z.refine((data) => typeof data.text === 'string' || typeof data.response === 'string', {
      message: 'a partial needs text',
    }),
  );

/** The final event, also the body of the abort reply. `usage` and top-level `plugins` are fork additions. */
export const finalEventSchema = z.looseObject({
  title: text,
  final: z.literal(true),
  conversation: conversationSchema,
  requestMessage: messageSchema,
  responseMessage: messageSchema,
  plugins: z.nullish(z.array(pluginRunSchema)),
  usage: z.optional(z.unknown()),
});

/** Error data: validation errors carry only `{text}`, so every other field is optional. */
export const streamErrorSchema = z.looseObject({
  text: z.string(),
  sender: text,
  messageId: text,
  conversationId: text,
  parentMessageId: text,
  isCreatedByUser: flag,
  error: flag,
  unfinished: flag,
  cancelled: flag,
  final: flag,
});

export type StreamErrorData = z.infer<typeof streamErrorSchema>;

export type StreamEvent =
  | { type: 'created'; message: Message }
  | {
      type: 'partial';
      text: string;
      initial: boolean;
      parentMessageId: string | null;
      plugin: PluginRun | null;
      plugins: PluginRun[] | null;
    }
  | {
      type: 'final';
      title: string | null;
      conversation: Conversation;
      requestMessage: Message;
      responseMessage: Message;
      plugins: PluginRun[] | null;
      usage: unknown;
    }
  | { type: 'error'; error: StreamErrorData }
  | { type: 'malformed'; eventName: string; data: string; reason: string };

type Json = { ok: true; value: unknown } | { ok: false };

function parseJson(data: string): Json {
  try {
    return { ok: true, value: JSON.parse(data) as unknown };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function errorFrom(value: unknown, raw: string): StreamEvent {
  const parsed = streamErrorSchema.safeParse(value);
  if (parsed.success) return { type: 'error', error: parsed.data };
  if (typeof value === 'string') return { type: 'error', error: { text: value } };
  if (isRecord(value)) {
    const fallback = [value.message, value.error].find((item) => typeof item === 'string');
    if (typeof fallback === 'string') {
      const withText = streamErrorSchema.safeParse({ ...value, text: fallback });
      return { type: 'error', error: withText.success ? withText.data : { text: fallback } };
    }
  }
  return { type: 'error', error: { text: raw } };
}

function malformed(eventName: string, data: string, reason: string): StreamEvent {
  return { type: 'malformed', eventName, data, reason };
}

function messageEvent(eventName: string, data: string, value: Record<string, unknown>): StreamEvent {
  if (value.created === true) {
    const parsed = createdEventSchema.safeParse(value);
    return parsed.success
      ? { type: 'created', message: parsed.data.message }
      : malformed(eventName, data, 'created event without a valid message');
  }
  if (value.final === true) {
    const parsed = finalEventSchema.safeParse(value);
    if (parsed.success) {
      const { title, conversation, requestMessage, responseMessage, plugins, usage } = parsed.data;
      return {
        type: 'final',
        title: title ?? null,
        conversation,
        requestMessage,
        responseMessage,
        plugins: plugins ?? null,
        usage,
      };
    }
    // v0.5.9+ marks error data with final:true.
    if (value.error === true) return errorFrom(value, data);
    return malformed(eventName, data, 'final event without conversation and messages');
  }
  if (value.error === true) return errorFrom(value, data);
  const partial = partialEventSchema.safeParse(value);
  if (partial.success) {
    return {
      type: 'partial',
      text: partial.data.text ?? partial.data.response ?? '',
      initial: partial.data.initial ?? false,
      parentMessageId: partial.data.parentMessageId ?? null,
      plugin: partial.data.plugin ?? null,
      plugins: partial.data.plugins ?? null,
    };
  }
  return malformed(eventName, data, 'unrecognised message event');
}

/**
 * Turns one server-sent event into a typed event. Never throws: anything unexpected becomes
 * `malformed`, and an `error` event always yields an error (its data may be raw, non-JSON text).
 */
export function parseStreamEvent(eventName: string, data: string): StreamEvent {
  const name = eventName || 'message';
  const json = parseJson(data);
  if (name === 'error') return errorFrom(json.ok ? json.value : data, data);
  if (name !== 'message') return malformed(name, data, `unknown event "${name}"`);
  if (!json.ok) return malformed(name, data, 'data is not JSON');
  if (!isRecord(json.value)) return malformed(name, data, 'data is not an object');
  return messageEvent(name, data, json.value);
}

/** The abort reply is a JSON string sent as text; tolerate it being encoded twice. */
export function parseAbortResponse(body: string): StreamEvent {
  const json = parseJson(body);
  if (json.ok && typeof json.value === 'string') return parseStreamEvent('message', json.value);
  return parseStreamEvent('message', body);
}
