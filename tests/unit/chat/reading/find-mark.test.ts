// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIND_MARK_ATTRIBUTE, markOccurrence } from '@/features/chat/lib/find-mark';

function body(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

const marked = (root: Element) =>
  [...root.querySelectorAll('mark')].map((mark) => mark.textContent).join('|');

describe('markOccurrence (the find bar marks its current match in the drawn message)', () => {
  it('wraps the n-th place in <mark>, ignoring case and accents, and removing it restores the text', () => {
    const root = body('<p>The Café and the cafe and the CAFÉ.</p>');
    const text = root.textContent;
    const mark = markOccurrence(root, 'cafe', 2);
    expect(marked(root)).toBe('CAFÉ');
    expect(mark?.element.hasAttribute(FIND_MARK_ATTRIBUTE)).toBe(true);
    expect(root.textContent).toBe(text);
    expect(mark?.intact()).toBe(true);
    mark?.remove();
    expect(root.querySelector('mark')).toBeNull();
    expect(root.innerHTML).toBe('<p>The Café and the cafe and the CAFÉ.</p>');
  });

  it('marks each piece of a match across styled words, the first as the current one', () => {
    const root = body('<p>Say <strong>hello</strong> world</p>');
    const mark = markOccurrence(root, 'hello wor', 0);
    expect(marked(root)).toBe('hello| wor');
    expect(mark?.element.textContent).toBe('hello');
    mark?.remove();
    expect(root.innerHTML).toBe('<p>Say <strong>hello</strong> world</p>');
  });

  it('does not join words across blocks, and skips buttons', () => {
    const root = body('<p>end</p><p>start</p><button>start</button><p>start again</p>');
    expect(markOccurrence(root, 'endstart', 0)).toBeNull();
    markOccurrence(root, 'start', 1);
    expect(root.querySelector('mark')?.parentElement?.textContent).toBe('start again');
  });

  it('marks the whole formula for a match in its source', () => {
    const root = body(
      '<p>See <span class="katex"><span class="katex-mathml"><math><annotation>x^2</annotation></math></span><span class="katex-html" aria-hidden="true">x2</span></span></p>',
    );
    const mark = markOccurrence(root, 'x^2', 0);
    expect(mark?.element.className).toBe('katex');
    expect(root.querySelector('mark')).toBeNull();
    mark?.remove();
    expect(root.querySelector(`[${FIND_MARK_ATTRIBUTE}]`)).toBeNull();
  });

  it('marks the last place when the drawn text has fewer, and nothing when it has none', () => {
    const root = body('<p>one river</p>');
    markOccurrence(root, 'river', 3);
    expect(marked(root)).toBe('river');
    expect(markOccurrence(body('<p>nothing</p>'), 'river', 0)).toBeNull();
  });

  it('is no longer intact once React writes the text node again', () => {
    const root = body('<p>growing reply</p>');
    const node = root.querySelector('p')?.firstChild as Text;
    const mark = markOccurrence(root, 'reply', 0);
    node.data = 'growing reply, longer';
    expect(mark?.intact()).toBe(false);
    mark?.remove();
    expect(root.querySelector('mark')).toBeNull();
    expect(node.data).toBe('growing reply, longer');
  });
});
