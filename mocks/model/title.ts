import { titleFromPrompt as titleOfText } from '../../src/lib/prompt-title';
import { stripTriggers } from './triggers';

/** Title of a new conversation: the first words of the prompt (the real server asks the model). */
export function titleFromPrompt(prompt: string): string {
  return titleOfText(stripTriggers(prompt));
}
