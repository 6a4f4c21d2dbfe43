import { exportFlatMessages } from './export-messages';
import {
  conversationOptions,
  exportDateTime,
  optionValueText,
  senderOf,
  type ExportInput,
} from './export-record';
import { messageMarks } from './format-markdown';

const UNDERLINE = '########################';

/**
 * The text export: the markdown layout with headings underlined by '#' characters, plain
 * `key: value` lines and messages as `>> {sender}:\n{text}`, with the same marks.
 */
export function formatText(input: ExportInput): string {
  const { conversation } = input;
  let data =
    `Conversation\n${UNDERLINE}\n` +
    `conversationId: ${conversation.conversationId}\n` +
    `endpoint: ${optionValueText(conversation.endpoint ?? null)}\n` +
    `title: ${conversation.title || 'New Chat'}\n` +
    `exportAt: ${exportDateTime(input)}\n`;

  if (input.options.includeOptions) {
    data += `\nOptions\n${UNDERLINE}\n`;
    for (const [key, value] of Object.entries(conversationOptions(conversation))) {
      data += `${key}: ${optionValueText(value)}\n`;
    }
  }

  data += `\nHistory\n${UNDERLINE}\n`;
  for (const message of exportFlatMessages(input.messages, input.siblingIndex, { branches: false })) {
    data += `>> ${senderOf(message)}:\n${message.text}\n`;
    for (const mark of messageMarks(message)) data += `${mark}\n`;
    data += '\n';
  }
  return data;
}
