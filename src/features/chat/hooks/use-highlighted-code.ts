import { useEffect, useState, type ReactNode } from 'react';
import { yieldToMain } from '@/lib/yield-to-main';
import { grammarFor, languageGrammars } from '../lib/code-languages';
import { loadHighlighter } from '../lib/highlight-loader';
import { createRecentCache } from '../lib/recent-cache';

/** About the code blocks of a few dozen replies. */
const BLOCKS_KEPT = 200;

/** Code highlighted before, by grammar and text: a block drawn again shows its colours at once. */
const highlightedCode = createRecentCache<string, ReactNode[]>(BLOCKS_KEPT);

interface Highlighted {
  /** The text that was highlighted. */
  text: string;
  nodes: ReactNode[];
}

/**
 * The children of a code block's `<code>`, highlighted, or null to show the code plain: a language no
 * grammar knows, or the highlighter not there yet.
 *
 * Each block is highlighted in a task of its own once it has been drawn, so a key pressed meanwhile is
 * answered between two blocks, not after all of them (issue #30). A block still streaming is highlighted
 * up to its last whole line, again as each line completes, not on every token; the line being written
 * shows plain after the highlighted ones.
 */
export function useHighlightedCode(language: string | null, code: string, growing: boolean): ReactNode {
  const grammar = language ? grammarFor(language) : null;
  const text = growing ? code.slice(0, code.lastIndexOf('\n') + 1) : code;
  const cached = grammar && text ? highlightedCode.get(`${grammar}\n${text}`) : undefined;
  const [last, setLast] = useState<Highlighted | null>(null);

  useEffect(() => {
    const key = `${grammar}\n${text}`;
    if (!grammar || !text || highlightedCode.get(key)) return;
    let live = true;
    void (async () => {
      const highlight = await loadHighlighter();
      await yieldToMain();
      if (!live || !highlight) return;
      const nodes = highlight(languageGrammars(grammar), grammar, text);
      highlightedCode.set(key, nodes);
      setLast({ text, nodes });
    })();
    return () => {
      live = false;
    };
  }, [grammar, text]);

  if (!grammar) return null;
  // While the next lines are highlighted, the lines done before keep their colours.
  const shown = cached ? { text, nodes: cached } : last && code.startsWith(last.text) ? last : null;
  if (!shown) return null;
  const rest = code.slice(shown.text.length);
  return rest ? [...shown.nodes, rest] : shown.nodes;
}
