import { common } from 'lowlight';
import { createElement, type ReactNode } from 'react';
import rehypeHighlight from 'rehype-highlight';

type Highlight = ReturnType<typeof rehypeHighlight>;
type Root = Parameters<Highlight>[0];
type Element = Extract<Root['children'][number], { type: 'element' }>;
type Content = Element['children'][number];

/** One highlighter per set of grammars (a key from languageGrammars), built once and kept. */
const byGrammars = new Map<string, Highlight>();

/**
 * rehype-highlight writes to the file only about a language it has no grammar for, and every block's
 * grammar is registered.
 */
const NO_FILE = { message() {} } as unknown as Parameters<Highlight>[1];

function highlighterFor(grammars: string): Highlight {
  let highlight = byGrammars.get(grammars);
  if (!highlight) {
    // `common` by name only, so the bundle leaves out lowlight's other grammars.
    const languages = Object.fromEntries(grammars.split(',').map((name) => [name, common[name]!]));
    highlight = rehypeHighlight({ detect: false, languages });
    byGrammars.set(grammars, highlight);
  }
  return highlight;
}

function toReact(node: Content, index: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const { className } = node.properties;
  return createElement(
    'span',
    { key: index, className: Array.isArray(className) ? className.join(' ') : undefined },
    ...node.children.map(toReact),
  );
}

/**
 * `code` highlighted as `grammar` (registered with the rest of `grammars`, what it embeds), as the
 * children of its `<code>` element. One code block at a time, outside the markdown pipeline: loaded
 * lazily (highlight-loader.ts), and run in a task of its own per block (use-highlighted-code.ts).
 */
export function highlightCode(grammars: string, grammar: string, code: string): ReactNode[] {
  const element: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: [`language-${grammar}`] },
    children: [{ type: 'text', value: code }],
  };
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: 'pre', properties: {}, children: [element] }],
  };
  highlighterFor(grammars)(tree, NO_FILE);
  return element.children.map(toReact);
}
