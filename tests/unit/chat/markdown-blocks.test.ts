import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { composeReply } from '@mocks/model/reply-generator';
import { splitMarkdownBlocks } from '@/features/chat/lib/markdown-blocks';

const split = splitMarkdownBlocks;

/** HTML of markdown; the newlines react-markdown puts between block elements are dropped. */
function html(markdown: string): string {
  return renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, markdown)).replace(
    />\n+</g,
    '><',
  );
}

/** Rendering block by block must look exactly like rendering the whole text. */
function expectSameRendering(text: string) {
  expect(split(text).map(html).join('')).toBe(html(text));
  expect(html(split(text).join('\n\n'))).toBe(html(text));
}

describe('splitMarkdownBlocks', () => {
  it('splits paragraphs at blank lines and drops the blank lines', () => {
    expect(split('One.\n\nTwo.\nStill two.\n\nThree.')).toEqual(['One.', 'Two.\nStill two.', 'Three.']);
  });

  it('treats many blank lines, whitespace-only lines and blank edges as one boundary', () => {
    expect(split('\n\n  \nOne.\n\n\n \t \n\n\nTwo.\n\n\n')).toEqual(['One.', 'Two.']);
    expect(split('')).toEqual([]);
    expect(split('\n \n\t\n')).toEqual([]);
  });

  it('keeps a backtick fence with blank lines in one block', () => {
    const code = '```python\nimport os\n\n\ndef main():\n    pass\n```';
    expect(split(`Intro:\n\n${code}\n\nAfter.`)).toEqual(['Intro:', code, 'After.']);
  });

  it('keeps a tilde fence, and fences that hold the other kind or shorter fences', () => {
    const tilde = '~~~\n```\n\nnot a close\n~~~';
    const long = '````md\n```js\n\nx\n```\n\n````';
    expect(split(`${tilde}\n\n${long}\n\nEnd.`)).toEqual([tilde, long, 'End.']);
  });

  it('closes a fence only with the same character, at least as long, and nothing after it', () => {
    const code = '~~~~\na\n\n~~~\n\n~~~~ x\n\nb\n~~~~~  ';
    expect(split(`${code}\n\nEnd.`)).toEqual(['~~~~\na\n\n~~~\n\n~~~~ x\n\nb\n~~~~~  ', 'End.']);
  });

  it('does not take a backtick line with backticks in its info string for a fence', () => {
    expect(split('```a` b\n\nNext.')).toEqual(['```a` b', 'Next.']);
  });

  it('runs an unclosed fence to the end while a reply streams, without trailing blank lines', () => {
    expect(split('Here:\n\n```ts\nconst a = 1;\n\n\nconst b')).toEqual([
      'Here:',
      '```ts\nconst a = 1;\n\n\nconst b',
    ]);
    expect(split('Here:\n\n```ts\nconst a = 1;\n\n')).toEqual(['Here:', '```ts\nconst a = 1;']);
  });

  it('keeps a GFM table in one block apart from the text around it', () => {
    const table = '| A | B |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |';
    expect(split(`Compare:\n\n${table}\n\nDone.`)).toEqual(['Compare:', table, 'Done.']);
  });

  it('keeps loose lists, item paragraphs and nested code in one block', () => {
    const loose =
      '1. First\n\n2. Second\n\n   More about the second.\n\n   ```sh\n   npm i\n\n   npm test\n   ```\n\n3. Third';
    expect(split(`Steps:\n\n${loose}\n\nThat is all.`)).toEqual(['Steps:', loose, 'That is all.']);
    const bullets = '- a\n- b\n\n- c\n  - nested\n\n    indented more';
    expect(split(bullets)).toEqual([bullets]);
  });

  it('splits a list from the paragraph, heading or fence that ends it', () => {
    expect(split('- a\n- b\n\nAfter.\n\n- c')).toEqual(['- a\n- b', 'After.', '- c']);
    expect(split('- a\n\n## Next\n\n```\ncode\n```\n\n1. b')).toEqual([
      '- a',
      '## Next',
      '```\ncode\n```',
      '1. b',
    ]);
  });

  it('never starts a block at an indented line (item continuation or indented code)', () => {
    expect(split('Code:\n\n    a = 1\n\n    b = 2\n\nEnd.')).toEqual([
      'Code:\n\n    a = 1\n\n    b = 2',
      'End.',
    ]);
    expect(split('- item\n\n  more of the item\n\nAfter.')).toEqual([
      '- item\n\n  more of the item',
      'After.',
    ]);
  });

  it('handles CRLF line endings', () => {
    expect(split('One.\r\n\r\nTwo.\r\nMore.\r\n\r\n')).toEqual(['One.', 'Two.\r\nMore.']);
    expect(split('```\r\na\r\n\r\nb\r\n```\r\n\r\nEnd.')).toEqual(['```\r\na\r\n\r\nb\r\n```', 'End.']);
  });

  it('renders block by block exactly like the whole text', () => {
    const samples = [
      '# Title\n\nSome *text* with `code`.\n\n## Steps\n\n1. One\n2. Two\n\n> A quote\n> spanning lines\n\n> Another quote',
      'Intro:\n\n- **a:** one\n\n- **b:** two\n  - nested\n\n  Continued.\n\nAfter the list.\n\n---\n\nEnd.',
      'Table:\n\n| Left | Right |\n| :--- | ---: |\n| `x` | **y** |\n\n```js\nconst x = 1;\n\n\nconst y = 2;\n```\n\n~~~\n```\n~~~',
      '1. Install:\n\n   ```bash\n   npm i\n\n   npm run build\n   ```\n\n2. Run it.\n\nText\n\n\n\n\nMore text with https://example.com and ~~strike~~.',
      'Code:\n\n    indented\n\n    code\n\n- [ ] task\n- [x] done\n\nLine one  \nline two',
      'Setext\n======\n\nAnother\n-------\n\n* a\n* b\n\n+ c\n\nText.\r\n\r\nCRLF paragraph.\r\n',
    ];
    for (const sample of samples) expectSameRendering(sample);
  });

  it('renders the mock model replies block by block exactly like the whole text', () => {
    const prompts = [
      'hello',
      'list the steps',
      'write python code',
      'compare options in a table',
      'sql vs css',
    ];
    for (const prompt of prompts) {
      for (const variant of [0, 1, 2]) {
        const reply = composeReply(prompt, variant);
        expect(split(reply).length).toBeGreaterThan(1);
        expectSameRendering(reply);
      }
    }
  });
});
