import { buildJsonExport, formatJson } from '@/features/export/lib/format-json';
import { EXPORT_DATE, exportInput, ids } from './fixtures';

/** Later LibreChat's importer: `{conversationId, messagesTree|messages}` is a LibreChat export. */
const isLibreChatExport = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  'conversationId' in data &&
  ('messagesTree' in data || 'messages' in data);

describe('json export', () => {
  it('writes the contract shape in order, with exportAt from the injected clock', () => {
    const data = buildJsonExport(exportInput());
    expect(Object.keys(data)).toEqual([
      'conversationId',
      'endpoint',
      'title',
      'exportAt',
      'branches',
      'recursive',
      'options',
      'messagesTree',
    ]);
    expect(data).toMatchObject({
      conversationId: 'convo-1',
      endpoint: 'openAI',
      title: 'Trip: Rome/Paris',
      exportAt: EXPORT_DATE.toTimeString(),
      branches: false,
      recursive: true,
    });
  });

  it('puts the endpoint options between endpoint/presetId and title, with defaults filled in', () => {
    const { options } = buildJsonExport(exportInput());
    expect(options).toEqual({
      endpoint: 'openAI',
      presetId: null,
      model: 'gpt-4o-mini',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 0.5,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
      title: 'Trip: Rome/Paris',
    });
    expect(Object.keys(options!)[0]).toBe('endpoint');
    expect(Object.keys(options!).at(-1)).toBe('title');
    expect(options).not.toHaveProperty('user');
  });

  it('leaves options out when they are not included', () => {
    const data = buildJsonExport(
      exportInput({ options: { includeOptions: false, branches: false, recursive: true } }),
    );
    expect(data).not.toHaveProperty('options');
  });

  it('exports a flat messages list when not recursive', () => {
    const data = buildJsonExport(
      exportInput({ options: { includeOptions: true, branches: true, recursive: false } }),
    );
    expect(data).not.toHaveProperty('messagesTree');
    expect(ids(data.messages!)).toEqual(['u1', 'a1', 'u3', 'a4', 'a2', 'u2', 'a3']);
    expect(data.branches).toBe(true);
  });

  it('is valid JSON that the later importer detects, in both modes', () => {
    for (const recursive of [true, false]) {
      const parsed: unknown = JSON.parse(
        formatJson(exportInput({ options: { includeOptions: true, branches: false, recursive } })),
      );
      expect(isLibreChatExport(parsed)).toBe(true);
    }
    const tree = JSON.parse(formatJson(exportInput())) as {
      messagesTree: { text: string; children: unknown[] }[];
    };
    expect(tree.messagesTree[0]!.text).toBe('Hello, "world"\nsecond line');
    expect(tree.messagesTree[0]!.children).toHaveLength(1);
  });
});
