/** The chat's reading shortcuts (issue #43): Ctrl+F (⌘F) finds in the chat, Ctrl+Shift+' (⌘⇧') quotes. */
export type ReadingKey = 'find' | 'quote';

export interface ReadingKeyInput {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

export function readingKeyFor(event: ReadingKeyInput, apple: boolean): ReadingKey | null {
  if (event.isComposing || event.altKey) return null;
  if (!(apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)) return null;
  if (!event.shiftKey && (event.code === 'KeyF' || event.key.toLowerCase() === 'f')) return 'find';
  if (event.shiftKey && event.code === 'Quote') return 'quote';
  return null;
}
