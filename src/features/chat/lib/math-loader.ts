import type { Options } from 'react-markdown';

type RemarkPlugins = NonNullable<Options['remarkPlugins']>;
type RehypePlugins = NonNullable<Options['rehypePlugins']>;

export interface MathPlugins {
  remark: RemarkPlugins;
  rehype: RehypePlugins;
}

let plugins: MathPlugins | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads math (remark-math, rehype-katex and KaTeX's stylesheet and fonts) once, in its own lazy chunk:
 * only for text that mayHaveMath. A failed load (e.g. a new deployment removed the chunk) leaves the
 * formulas as text and is retried on the next call.
 */
export function loadMath(): Promise<void> {
  pending ??= Promise.all([
    import('remark-math'),
    import('rehype-katex'),
    import('katex/dist/katex.min.css'),
  ]).then(
    ([{ default: remarkMath }, { default: rehypeKatex }]) => {
      plugins = {
        // Single dollars are safe: prepareMath has escaped those that are prices.
        remark: [[remarkMath, { singleDollarTextMath: true }]],
        // A formula that fails to parse shows its source in the text's colour (KaTeX's error markup);
        // trust stays off, so \href, \url and \html* make nothing live.
        rehype: [[rehypeKatex, { errorColor: 'inherit', trust: false, strict: 'ignore' }]],
      };
      listeners.forEach((listener) => listener());
    },
    () => {
      pending = null;
    },
  );
  return pending;
}

/** The math plugins, or null until loaded. Always the same object once loaded. */
export function mathPlugins(): MathPlugins | null {
  return plugins;
}

export function subscribeMath(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
