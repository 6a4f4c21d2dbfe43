import { type Message } from '@/lib/schemas/message';
import { exportFlatMessages } from './export-messages';
import {
  conversationOptions,
  exportDateTime,
  optionValueText,
  senderOf,
  type ExportInput,
} from './export-record';

/** The marks text exports add under error, unfinished and cancelled messages (markdown and text). */
export function messageMarks(message: Message): string[] {
  const marks: string[] = [];
  if (message.error) marks.push('*(This is an error message)*');
  if (message.unfinished) marks.push('*(This is an unfinished message)*');
  if (message.cancelled) marks.push('*(This is a cancelled message)*');
  return marks;
}

/**
 * The markdown export (contract section 6): '# Conversation' with `- key: value` lines, an
 * optional '## Options', then '## History' with `**{sender}:**\n{text}\n`, the marks and a blank
 * line per message. Text exports always follow the selected branch.
 */
export function formatMarkdown(input: ExportInput): string {
  const { conversation } = input;
  let data =
    '# Conversation\n' +
    `- conversationId: ${conversation.conversationId}\n` +
    `- endpoint: ${optionValueText(conversation.endpoint ?? null)}\n` +
    `- title: ${conversation.title || 'New Chat'}\n` +
    `- exportAt: ${exportDateTime(input)}\n`;

  if (input.options.includeOptions) {
    data += '\n## Options\n';
    for (const [key, value] of Object.entries(conversationOptions(conversation))) {
      data += `- ${key}: ${optionValueText(value)}\n`;
    }
  }

  data += '\n## History\n';
  for (const message of exportFlatMessages(input.messages, input.siblingIndex, { branches: false })) {
    data += `**${senderOf(message)}:**\n${message.text}\n`;
    for (const mark of messageMarks(message)) data += `${mark}\n`;
    data += '\n';
  }
  return data;
}
