import { createContext } from 'react';

/** The markdown a block parsed, so a code block can tell whether its fence has closed yet. */
export const MarkdownSource = createContext('');
