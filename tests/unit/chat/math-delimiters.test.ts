import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { mathReply } from '@mocks/model/reply-generator';
import { mayHaveMath, prepareMath } from '@/features/chat/lib/math-delimiters';

describe('mayHaveMath', () => {
  it.each([
    ['inline dollars', 'Euler: $e^{i\\pi}+1=0$.'],
    ['display dollars', '$$\\int_0^1 x\\,dx$$'],
    ['parentheses', 'so \\(a^2\\) grows'],
    ['brackets', '\\[x = 1\\]'],
    ['a one-letter formula', 'let $x$ be'],
  ])('finds %s', (_name, text) => {
    expect(mayHaveMath(text)).toBe(true);
  });

  it.each([
    ['two prices', 'It costs $4 and $5 at most.'],
    ['a real', 'R$ 12,29 por mês'],
    ['a price range', 'from $5 to $10'],
    ['no dollar at all', 'plain *markdown* text'],
  ])('does not find %s', (_name, text) => {
    expect(mayHaveMath(text)).toBe(false);
  });
});

describe('prepareMath', () => {
  it('turns \\(...\\) into $...$ and \\[...\\] into display math', () => {
    expect(prepareMath('so \\( a^2 + b^2 \\) holds')).toBe('so $a^2 + b^2$ holds');
    expect(prepareMath('\\[\n  x = \\frac{1}{2}\n\\]')).toBe('$$\nx = \\frac{1}{2}\n$$');
    expect(prepareMath('Then \\[x\\] inline')).toBe('Then $$x$$ inline');
    expect(prepareMath('\\[x\\] so')).toBe('$$\nx\n$$\n so');
    expect(prepareMath('\\[x = 1\\]')).toBe('$$\nx = 1\n$$');
    expect(prepareMath('   \\[ y \\]\nnext')).toBe('   $$\n   y\n   $$\nnext');
  });

  it('makes a line holding only $$...$$ a display block', () => {
    expect(prepareMath('Energy:\n$$E = mc^2$$\nend')).toBe('Energy:\n$$\nE = mc^2\n$$\nend');
  });

  it('keeps multi-line display math as written, closed or still streaming', () => {
    const closed = '$$\n\\sum_{i=1}^n i = $5 \\cdot n\n$$\nAfter $3.';
    expect(prepareMath(closed)).toBe('$$\n\\sum_{i=1}^n i = $5 \\cdot n\n$$\nAfter \\$3.');
    expect(prepareMath('$$\n\\sum_{i=1}^n $x')).toBe('$$\n\\sum_{i=1}^n $x');
  });

  it('keeps prices as text by Pandoc’s rule', () => {
    expect(prepareMath('It costs $4 and $5.')).toBe('It costs \\$4 and \\$5.');
    expect(prepareMath('R$ 12,29')).toBe('R\\$ 12,29');
    expect(prepareMath('from $5/$10 a month')).toBe('from \\$5/\\$10 a month');
    expect(prepareMath('pay $ 3 $ now')).toBe('pay \\$ 3 \\$ now');
    expect(prepareMath('the pen $5, or R$ 12,29')).toBe('the pen \\$5, or R\\$ 12,29');
    expect(prepareMath('grows as $2^n$ and $3x + 1$')).toBe('grows as $2^n$ and $3x + 1$');
  });

  it('keeps formulas by Pandoc’s rule', () => {
    expect(prepareMath('let $x$ and $y_2$ be')).toBe('let $x$ and $y_2$ be');
    expect(prepareMath('$4 and $x$')).toBe('\\$4 and $x$');
    expect(prepareMath('a $$x^2$$ inline')).toBe('a $$x^2$$ inline');
  });

  it('never touches code spans or fences', () => {
    expect(prepareMath('run `echo $HOME \\(x\\)` then $x$')).toBe('run `echo $HOME \\(x\\)` then $x$');
    const fence = '```bash\necho $PATH \\(a\\) $x$\n```\nCosts $4.';
    expect(prepareMath(fence)).toBe('```bash\necho $PATH \\(a\\) $x$\n```\nCosts \\$4.');
    const tilde = '~~~\n\\[x\\]\n~~~';
    expect(prepareMath(tilde)).toBe(tilde);
  });

  it('leaves a fence still open mid-stream alone to its end', () => {
    const streaming = 'Price $4 and $x$:\n```python\nprice = "$5"  # \\(not math\\)\ntotal = $x$';
    expect(prepareMath(streaming)).toBe(
      'Price \\$4 and $x$:\n```python\nprice = "$5"  # \\(not math\\)\ntotal = $x$',
    );
  });

  it('keeps escapes and an unclosed delimiter as they are', () => {
    expect(prepareMath('a \\$ sign and \\(x')).toBe('a \\$ sign and \\(x');
    expect(prepareMath('half $$x')).toBe('half \\$\\$x');
  });

  it('does not let math cross a blank line', () => {
    expect(prepareMath('$a\n\nb$')).toBe('\\$a\n\nb\\$');
  });
});

describe('prepareMath with remark-math and KaTeX', () => {
  it('renders every notation of the [[math]] reply as math and its prices as text', () => {
    const html = renderToStaticMarkup(
      createElement(
        Markdown,
        {
          remarkPlugins: [remarkGfm, [remarkMath, { singleDollarTextMath: true }]],
          rehypePlugins: [[rehypeKatex, { errorColor: 'inherit' }]],
        },
        prepareMath(mathReply()),
      ),
    );
    // \(...\), $$...$$ on its line, $...$ twice and \[...\] on its lines.
    expect(html.match(/class="katex"/g)).toHaveLength(5);
    expect(html.match(/class="katex-display"/g)).toHaveLength(2);
    expect(html).toContain('the book costs $4 and the pen $5, or R$ 12,29 in Brazil.');
    expect(html).toContain('<code class="language-mermaid">');
  });

  it('shows a formula that fails to parse as its source', () => {
    const html = renderToStaticMarkup(
      createElement(
        Markdown,
        {
          remarkPlugins: [[remarkMath, { singleDollarTextMath: true }]],
          rehypePlugins: [[rehypeKatex, { errorColor: 'inherit' }]],
        },
        prepareMath('bad: \\(\\frac{1}{\\)'),
      ),
    );
    expect(html).toContain('katex-error');
    expect(html).toContain('\\frac{1}{');
  });
});
