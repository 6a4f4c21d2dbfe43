// @vitest-environment jsdom
import { keepBaselineProbeInline, listMarkersAsText } from '@/features/export/lib/capture-fixes';

function transcript(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  for (const item of root.querySelectorAll('li')) item.style.display = 'list-item';
  root.querySelectorAll('ul').forEach((list) => (list.style.listStyleType = 'disc'));
  root.querySelectorAll<HTMLElement>('ul ul').forEach((list) => (list.style.listStyleType = 'circle'));
  root.querySelectorAll<HTMLElement>('ol').forEach((list) => (list.style.listStyleType = 'decimal'));
  return root;
}

const markers = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('li > span[aria-hidden="true"]')).map((span) => span.textContent);

describe('list markers in the PNG export', () => {
  afterEach(() => document.body.replaceChildren());

  it('turns bullets and numbers into text beside each item, counting from the list’s start', () => {
    const root = transcript(
      '<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul><ol start="3"><li>c</li><li>d</li></ol>',
    );
    listMarkersAsText(root);
    expect(markers(root)).toEqual(['•', '◦', '•', '3.', '4.']);
    for (const item of root.querySelectorAll('li')) {
      expect(item.style.listStyleType).toBe('none');
      expect(item.style.position).toBe('relative');
    }
  });

  it('leaves task lists and unmarked items alone', () => {
    const root = transcript('<ul><li style="list-style-type: none">task</li></ul>');
    root.querySelector('li')!.style.listStyleType = 'none';
    listMarkersAsText(root);
    expect(markers(root)).toEqual([]);
  });
});

describe('the baseline probe', () => {
  it('adds its rule only while a capture runs', () => {
    const restore = keepBaselineProbeInline(document);
    expect(document.head.querySelector('style[data-export-capture]')?.textContent).toContain(
      'display: inline',
    );
    restore();
    expect(document.head.querySelector('style[data-export-capture]')).toBeNull();
  });
});
