import { createContext } from 'react';

export interface MarkdownSourceInfo {
  /** The markdown a block parsed, so a code block can tell whether its fence has closed yet. */
  source: string;
  /** The block is the last of a reply still streaming: it changes with every token. */
  growing: boolean;
}

export const MarkdownSource = createContext<MarkdownSourceInfo>({ source: '', growing: false });
