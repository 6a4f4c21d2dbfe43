import { exportMessages, type ExportFlatMessage, type ExportTreeMessage } from './export-messages';
import { conversationOptions, exportAt, type ExportInput } from './export-record';

/** The json export (contract section 6); later LibreChat importers detect it by its keys. */
export interface JsonExport {
  conversationId: string;
  endpoint: string | null;
  title: string;
  exportAt: string;
  branches: boolean;
  recursive: boolean;
  options?: Record<string, unknown>;
  messagesTree?: ExportTreeMessage[];
  messages?: ExportFlatMessage[];
}

export function buildJsonExport(input: ExportInput): JsonExport {
  const { conversation, options } = input;
  const record: JsonExport = {
    conversationId: conversation.conversationId,
    endpoint: conversation.endpoint ?? null,
    title: conversation.title || 'New Chat',
    exportAt: exportAt(input),
    branches: options.branches,
    recursive: options.recursive,
  };
  if (options.includeOptions) record.options = conversationOptions(conversation);
  return { ...record, ...exportMessages(input.messages, input.siblingIndex, options) };
}

/** The json file's text (two-space indent). */
export function formatJson(input: ExportInput): string {
  return JSON.stringify(buildJsonExport(input), null, 2);
}
