import { describe, expect, it } from 'vitest';
import { speakableText } from '@/features/chat/lib/speakable-text';

const LABELS = { code: 'Code block', diagram: 'Diagram' };
const speak = (markdown: string) => speakableText(markdown, LABELS);

describe('speakableText', () => {
  it('drops heading marks, emphasis, list and quote markers', () => {
    expect(speak('### Plan\n\n**Bold** and *italic* and ~~gone~~ and `code`')).toBe(
      'Plan\n\nBold and italic and gone and code',
    );
    expect(speak('- one\n- [x] two\n1. three\n> quoted')).toBe('one\ntwo\nthree\nquoted');
  });

  it('reads a link’s text and an image’s description, never a URL', () => {
    expect(
      speak('See [the docs](https://example.com/docs) and ![a cat](https://x.test/cat.png) <https://a.b>'),
    ).toBe('See the docs and a cat');
  });

  it('reads a table as cells, without pipes or the separator row', () => {
    expect(speak('| Name | Price |\n| --- | ---: |\n| Tea | 4 |')).toBe('Name, Price\n\nTea, 4');
  });

  it('announces a code block and a diagram instead of spelling them out', () => {
    const reply =
      'Run this:\n\n```bash\nrm -rf ./build\n```\n\nFlow:\n\n```mermaid\ngraph TD\n  A --> B\n```\nDone.';
    expect(speak(reply)).toBe('Run this:\n\nCode block.\n\nFlow:\n\nDiagram.\nDone.');
  });

  it('announces a code block still open at the end', () => {
    expect(speak('Here:\n```js\nconst a = 1;')).toBe('Here:\nCode block.');
  });

  it('keeps formulas’ contents without their delimiters', () => {
    expect(speak('Area \\(\\pi r^2\\) or $x$')).toBe('Area \\pi r^2 or x');
  });
});
