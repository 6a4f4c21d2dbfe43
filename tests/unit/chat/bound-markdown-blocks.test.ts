import {
  boundMarkdownBlocks,
  MAX_BLOCK_CHARS,
  splitMarkdownBlocks,
} from '@/features/chat/lib/markdown-blocks';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('boundMarkdownBlocks', () => {
  it('leaves blocks that fit as they are', () => {
    const blocks = ['# Title', 'A paragraph.', '```js\nconst a = 1;\n```'];
    expect(boundMarkdownBlocks(blocks)).toEqual(blocks);
  });

  it('cuts a huge paragraph at spaces into pieces that fit, losing nothing', () => {
    const paragraph = words(3000);
    const pieces = boundMarkdownBlocks([paragraph]);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_BLOCK_CHARS);
    expect(pieces.join('')).toBe(paragraph);
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith(' '))).toBe(true);
  });

  it('cuts a huge code block into code blocks with the same fence and language', () => {
    const lines = Array.from({ length: 800 }, (_, index) => `print(${index})`).join('\n');
    const pieces = boundMarkdownBlocks([`~~~python\n${lines}\n~~~`]);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.startsWith('~~~python\n')).toBe(true);
      expect(piece.endsWith('\n~~~')).toBe(true);
      expect(piece.length).toBeLessThanOrEqual(MAX_BLOCK_CHARS + 20);
    }
    const bodies = pieces.map((piece) => piece.slice('~~~python\n'.length, -'\n~~~'.length));
    expect(bodies.join('\n')).toBe(lines);
  });

  it('cuts a growing reply at the same places, so earlier pieces stay the same', () => {
    const text = words(4000);
    const early = boundMarkdownBlocks(splitMarkdownBlocks(text.slice(0, 12_000)));
    const later = boundMarkdownBlocks(splitMarkdownBlocks(text));
    expect(later.slice(0, early.length - 1)).toEqual(early.slice(0, -1));
  });

  it('has no piece without text even for one very long word', () => {
    const pieces = boundMarkdownBlocks(['x'.repeat(9001)]);
    expect(pieces.map((piece) => piece.length)).toEqual([4000, 4000, 1001]);
  });
});
