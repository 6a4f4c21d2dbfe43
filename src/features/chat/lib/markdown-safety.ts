import { defaultUrlTransform, type ExtraProps } from 'react-markdown';

const HTTP_URL = /^https?:\/\//i;

/**
 * react-markdown's `urlTransform`. Links keep only safe protocols (http, https, mailto, irc, xmpp) or
 * relative URLs, so `javascript:`, `vbscript:` and `data:` never reach an href; images load only over
 * http(s). A refused URL is dropped (undefined), not turned into an empty href that links to the page.
 */
export function safeMarkdownUrl(url: string, key: string): string | undefined {
  if (key === 'src') return HTTP_URL.test(url.trim()) ? url : undefined;
  const safe = defaultUrlTransform(url);
  return safe === '' ? undefined : safe;
}

type HastElement = NonNullable<ExtraProps['node']>;
type HastNode = HastElement | HastElement['children'][number];

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

export interface CodeBlockInfo {
  /** From the fence's info string (`language-xxx` class), or null. */
  language: string | null;
  /** The code as written, without the final newline: what "Copy code" copies. */
  code: string;
}

/** Language and raw text of a `<pre>` element of the markdown tree (highlighted or not). */
export function codeBlockInfo(pre: HastElement | undefined): CodeBlockInfo {
  const code = pre?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code || code.type !== 'element') return { language: null, code: pre ? textOf(pre) : '' };
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  return {
    language: languageClass ? languageClass.slice('language-'.length) : null,
    code: textOf(code).replace(/\n$/, ''),
  };
}
