import { composeContinuation, composeReply } from '@mocks/model/reply-generator';
import { titleFromPrompt } from '@mocks/model/title';
import { parseTriggers, stripTriggers } from '@mocks/model/triggers';
import { countWordPieces, toWordPieces } from '@mocks/model/word-pieces';
import { countTokens } from '@mocks/lib/tokenizer';

const PROMPTS = [
  'How do I center a div?',
  'Explain recursion to a child',
  'Write a SQL query for top customers',
  'Plan a trip to Japan',
  'What is the difference between TCP and UDP?',
  'Give me tips to learn the guitar',
  'Summarise the causes of the French revolution',
  'Bash script to rename files',
  'Compare React and Vue in a table',
  'Draft an email to my landlord',
  'Explain JSON config files',
  'hello',
  'Write a haiku about autumn',
  'How does a hash map work?',
  'Improve this sentence: me and him goes to school',
  'Ideas for a birthday party',
  'What should I cook tonight?',
  'Explain TypeScript generics',
  'Teach me CSS grid',
  'Why is the sky blue?',
];

describe('simulated model', () => {
  it('word pieces join back to the text', () => {
    const text = composeReply('Write some python code and a table');
    expect(toWordPieces(text).join('')).toBe(text);
    expect(toWordPieces('Ünïcödé — 123456 ✓')).toEqual(['Ünïcödé', ' —', ' 123', '456', ' ✓']);
  });

  it('is deterministic per prompt and variant', () => {
    expect(composeReply('Plan a trip to Japan')).toBe(composeReply('Plan a trip to Japan'));
    expect(composeReply('Plan a trip to Japan', 1)).not.toBe(composeReply('Plan a trip to Japan'));
    expect(composeContinuation('a', 'b')).toBe(composeContinuation('a', 'b'));
  });

  it('writes 80–250 word pieces with lists, tables and code in several languages', async () => {
    const replies = PROMPTS.map((prompt) => composeReply(prompt));
    for (const reply of replies) {
      expect(countWordPieces(reply)).toBeGreaterThanOrEqual(80);
      expect(countWordPieces(reply)).toBeLessThanOrEqual(300);
      expect((reply.match(/```/g) ?? []).length % 2).toBe(0);
      const tokens = await countTokens(reply);
      expect(tokens).toBeGreaterThan(50);
      expect(tokens).toBeLessThan(320);
    }
    expect(replies.some((reply) => /^- /m.test(reply))).toBe(true);
    expect(replies.some((reply) => reply.includes('| --- |'))).toBe(true);
    const languages = new Set(
      replies.flatMap((reply) => [...reply.matchAll(/```(\w+)\n/g)].map((match) => match[1])),
    );
    expect(languages.size).toBeGreaterThanOrEqual(4);
    expect(composeReply('Write a SQL query for top customers')).toContain('```sql\n');
    expect(composeReply('Bash script to rename files')).toContain('```bash\n');
  });

  it('parses and strips triggers', () => {
    expect(parseTriggers('a [[error:insufficient_quota]] [[slow]] b')).toEqual({
      error: 'insufficient_quota',
      drop: false,
      length: false,
      limited: false,
      slow: true,
      unsafe: false,
      math: false,
      linger: false,
      chars: null,
      holdCreated: false,
      hold: false,
      failModels: [],
    });
    expect(parseTriggers('x [[fail:Gemini-1.5-pro]] [[fail:claude-sonnet-4]]').failModels).toEqual([
      'gemini-1.5-pro',
      'claude-sonnet-4',
    ]);
    expect(stripTriggers('a [[fail:gpt-4o]] b')).toBe('a b');
    expect(parseTriggers('show [[unsafe]]').unsafe).toBe(true);
    expect(parseTriggers('show [[math]]').math).toBe(true);
    expect(parseTriggers('a [[linger]]').linger).toBe(true);
    expect(stripTriggers('a [[linger]] b')).toBe('a b');
    expect(parseTriggers('[[ERROR:500]]').error).toBe('server_error');
    expect(stripTriggers('Hello [[drop]] world [[length]]')).toBe('Hello world');
  });

  it('titles a conversation with the first words of the prompt', () => {
    expect(titleFromPrompt('what is the best way to learn rust quickly?')).toBe('What is the best way to');
    expect(titleFromPrompt('[[slow]] Hi!')).toBe('Hi');
    expect(titleFromPrompt('[[drop]]')).toBe('New Chat');
  });
});
