const MAX_WORDS = 6;
const MAX_LENGTH = 48;

/**
 * A chat title from its first prompt: its first words, without markdown marks or trailing
 * punctuation, capitalised; 'New Chat' when nothing is left. The mock titles new chats this way, and
 * the client names a chat whose first reply failed (the server titles only a completed reply).
 */
export function titleFromPrompt(prompt: string): string {
  const words = prompt
    .replace(/[`*_#>[\]]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let title = words.join(' ').replace(/[\s.,;:!?-]+$/, '');
  if (title.length > MAX_LENGTH) title = `${title.slice(0, MAX_LENGTH).replace(/\s+\S*$/, '')}…`;
  if (!title) return 'New Chat';
  return title.charAt(0).toUpperCase() + title.slice(1);
}
