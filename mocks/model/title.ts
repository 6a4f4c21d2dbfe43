import { stripTriggers } from './triggers';

const MAX_WORDS = 6;
const MAX_LENGTH = 48;

/** Title of a new conversation: the first words of the prompt (the real server asks the model). */
export function titleFromPrompt(prompt: string): string {
  const words = stripTriggers(prompt)
    .replace(/[`*_#>[\]]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let title = words.join(' ').replace(/[\s.,;:!?-]+$/, '');
  if (title.length > MAX_LENGTH) title = `${title.slice(0, MAX_LENGTH).replace(/\s+\S*$/, '')}…`;
  if (!title) return 'New Chat';
  return title.charAt(0).toUpperCase() + title.slice(1);
}
