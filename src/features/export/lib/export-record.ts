import { type SiblingIndex } from '@/lib/message-tree';
import { replySenderName } from '@/features/models';
import { parseConversationOptions } from '@/features/presets';
import { type Message } from '@/lib/schemas/message';
import { type ExportOptions } from './export-types';

/** The conversation being exported: its id, endpoint, title and its option fields. */
export interface ExportConversation {
  conversationId: string;
  endpoint?: string | null;
  title?: string | null;
  [field: string]: unknown;
}

/** Everything a formatter needs. `now` is injected so exportAt is deterministic in tests. */
export interface ExportInput {
  conversation: ExportConversation;
  /** The server's flat list (GET /api/messages/{cid}), createdAt ascending. */
  messages: readonly Message[];
  /** The UI's sibling selection; without branches the export follows it at each level. */
  siblingIndex: SiblingIndex;
  options: ExportOptions;
  now?: () => Date;
}

const exportDate = (input: Pick<ExportInput, 'now'>): Date => (input.now ?? (() => new Date()))();

/** The JSON's `exportAt`: `Date.toTimeString()`, as upstream writes it (e.g. '14:03:12 GMT+0200 (…)'). */
export function exportAt(input: Pick<ExportInput, 'now'>): string {
  return exportDate(input).toTimeString();
}

/** The `exportAt` a person reads (markdown and text): the day as well as the time. */
export function exportDateTime(input: Pick<ExportInput, 'now'>): string {
  return exportDate(input).toString();
}

/**
 * The `options` block (upstream `cleanupPreset`): `{endpoint, presetId: null, ...the endpoint's
 * option fields with defaults, title}`. An unknown or missing endpoint keeps only the three
 * fixed keys.
 */
export function conversationOptions(conversation: ExportConversation): Record<string, unknown> {
  const endpoint = conversation.endpoint ?? null;
  const parsed = parseConversationOptions(endpoint, conversation) ?? {};
  return {
    endpoint,
    presetId: null,
    ...parsed,
    title: conversation.title ?? 'New Preset',
  };
}

/** A value on a `key: value` line: strings as they are, objects as JSON. */
export function optionValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Who wrote a message, for the text layouts: the name the chat shows on a reply. */
export function senderOf(message: Message): string {
  return message.isCreatedByUser ? message.sender || 'User' : replySenderName(message);
}
