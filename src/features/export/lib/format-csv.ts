import { type Message } from '@/lib/schemas/message';
import { exportFlatMessages } from './export-messages';
import { type ExportInput } from './export-record';

/** The csv columns, exactly (spec section 9). */
export const CSV_COLUMNS = [
  'sender',
  'text',
  'isCreatedByUser',
  'error',
  'unfinished',
  'cancelled',
  'messageId',
  'parentMessageId',
  'createdAt',
] as const;

const FLAG_COLUMNS: ReadonlySet<string> = new Set(['isCreatedByUser', 'error', 'unfinished', 'cancelled']);

/** RFC 4180: a field holding a comma, quote, line break or edge space is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(message: Message, column: (typeof CSV_COLUMNS)[number]): string {
  const value: unknown = message[column];
  // A missing flag is false: every row then reads true or false in the flag columns.
  if (FLAG_COLUMNS.has(column)) return value === true ? 'true' : 'false';
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The csv export: a header row and one row per exported message (branches as chosen), CRLF ends. */
export function formatCsv(input: Pick<ExportInput, 'messages' | 'siblingIndex' | 'options'>): string {
  const rows = exportFlatMessages(input.messages, input.siblingIndex, input.options).map((message) =>
    CSV_COLUMNS.map((column) => csvField(cellText(message, column))).join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}
