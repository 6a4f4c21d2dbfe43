import { formatMarkdown } from '@/features/export/lib/format-markdown';
import { formatText } from '@/features/export/lib/format-text';
import { EXPORT_DATE, exportInput } from './fixtures';

// A person reads these exports: the date carries the day, not only the time (unlike the JSON's).
const at = EXPORT_DATE.toString();

describe('markdown export', () => {
  it('writes the contract layout for the selected branch, with marks', () => {
    expect(
      formatMarkdown(exportInput({ options: { includeOptions: false, branches: true, recursive: true } })),
    ).toBe(
      '# Conversation\n' +
        '- conversationId: convo-1\n' +
        '- endpoint: openAI\n' +
        '- title: Trip: Rome/Paris\n' +
        `- exportAt: ${at}\n` +
        '\n## History\n' +
        '**User:**\nHello, "world"\nsecond line\n\n' +
        '**ChatGPT:**\nSecond answer\n\n' +
        '**User:**\nTell me more\n\n' +
        '**ChatGPT:**\nPartial reply\n' +
        '*(This is an unfinished message)*\n' +
        '*(This is a cancelled message)*\n\n',
    );
  });

  it('adds the Options section and marks errors on the other branch', () => {
    const markdown = formatMarkdown(exportInput({ siblingIndex: { u1: 1 } }));
    expect(markdown).toContain(
      '\n## Options\n- endpoint: openAI\n- presetId: null\n- model: gpt-4o-mini\n- chatGptLabel: null\n',
    );
    expect(markdown).toContain('- title: Trip: Rome/Paris\n\n## History\n');
    expect(markdown).toContain('**ChatGPT:**\nSomething failed\n*(This is an error message)*\n\n');
    expect(markdown).not.toContain('Second answer');
  });

  it('names a reply as the chat does: the model where the server named only the endpoint', () => {
    const named = exportInput().messages.map((message) =>
      message.isCreatedByUser ? message : { ...message, model: 'gpt-4o-mini' },
    );
    const markdown = formatMarkdown(exportInput({ messages: named }));
    expect(markdown).toContain('**GPT-4o:**\nSecond answer\n');
    expect(markdown).not.toContain('**ChatGPT:**');
    expect(formatText(exportInput({ messages: named }))).toContain('>> GPT-4o:\nSecond answer\n');
  });

  it('writes nested option values as JSON', () => {
    const markdown = formatMarkdown(
      exportInput({ conversation: { conversationId: 'c', endpoint: 'gptPlugins', title: 'P' } }),
    );
    expect(markdown).toContain(
      '- agentOptions: {"agent":"functions","skipCompletion":true,"model":"gpt-3.5-turbo","temperature":0}\n',
    );
    expect(markdown).toContain('- tools: []\n');
  });
});

describe('text export', () => {
  it('underlines headings, writes plain key lines and ">> sender:" messages with marks', () => {
    const text = formatText(exportInput());
    expect(
      text.startsWith(
        'Conversation\n########################\n' +
          'conversationId: convo-1\nendpoint: openAI\ntitle: Trip: Rome/Paris\n' +
          `exportAt: ${at}\n` +
          '\nOptions\n########################\nendpoint: openAI\npresetId: null\n',
      ),
    ).toBe(true);
    expect(text).toContain('title: Trip: Rome/Paris\n\nHistory\n########################\n>> User:\nHello');
    expect(
      text.endsWith(
        '>> ChatGPT:\nPartial reply\n*(This is an unfinished message)*\n*(This is a cancelled message)*\n\n',
      ),
    ).toBe(true);
    expect(text).not.toContain('**');
  });

  it('leaves Options out when not included', () => {
    const text = formatText(
      exportInput({ options: { includeOptions: false, branches: false, recursive: false } }),
    );
    expect(text).not.toContain('Options');
    expect(formatText(exportInput({ siblingIndex: { u1: 1 } }))).toContain(
      '>> ChatGPT:\nSomething failed\n*(This is an error message)*\n\n',
    );
  });
});
