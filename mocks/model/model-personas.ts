import { hashString } from '../db/ids';
import { SENTENCES } from './reply-corpus';
import { composeReply, paragraph } from './reply-generator';
import { createRng } from './rng';

/**
 * How each simulated model answers (issue #44): its own style, length and speed, and a first line that
 * names it, so a comparison's panes can be told apart by eye and by test. The default model
 * (gpt-4o-mini, or a request without a model) answers the plain reply of `composeReply`, unmarked, as
 * it always has: every other test predicts that text.
 */
export type PersonaStyle = 'plain' | 'concise' | 'detailed' | 'bullets';

export interface Persona {
  style: PersonaStyle;
  /** Multiplies the mock's tokens per second (the settings' `tokensPerSecond`). */
  speed: number;
}

const DEFAULT_MODEL = 'gpt-4o-mini';

/** By model; a model not listed takes its endpoint's persona, and an unknown endpoint `detailed`. */
const BY_MODEL: Readonly<Record<string, Persona>> = {
  'gpt-4o': { style: 'detailed', speed: 0.8 },
  'gpt-3.5-turbo': { style: 'concise', speed: 1.5 },
  'gpt-4-1106-preview': { style: 'detailed', speed: 0.6 },
  'grok-4-fast': { style: 'concise', speed: 2 },
  'gemini-1.5-flash': { style: 'concise', speed: 1.6 },
};

const BY_ENDPOINT: Readonly<Record<string, Persona>> = {
  openAI: { style: 'detailed', speed: 0.8 },
  azureOpenAI: { style: 'detailed', speed: 0.8 },
  claude: { style: 'bullets', speed: 0.7 },
  anthropic: { style: 'bullets', speed: 0.7 },
  gemini: { style: 'concise', speed: 1.25 },
  google: { style: 'concise', speed: 1.25 },
  Deepseek: { style: 'detailed', speed: 0.5 },
  perplexity: { style: 'bullets', speed: 1.1 },
  xAI: { style: 'concise', speed: 1.4 },
  Llama: { style: 'bullets', speed: 1.2 },
  Opensource: { style: 'concise', speed: 1 },
};

export function personaOf(model: string | null, endpoint: string): Persona {
  if (model === null || model === DEFAULT_MODEL) return { style: 'plain', speed: 1 };
  if (Object.hasOwn(BY_MODEL, model)) return BY_MODEL[model] as Persona;
  if (Object.hasOwn(BY_ENDPOINT, endpoint)) return BY_ENDPOINT[endpoint] as Persona;
  return { style: 'detailed', speed: 1 };
}

/** The visible first line of a marked answer: it names the simulated model and its endpoint. */
export function modelMarker(model: string, endpoint: string): string {
  return `[Simulated ${model} on ${endpoint}]`;
}

/**
 * The answer of `model` on `endpoint` to `prompt` (deterministic: the same inputs give the same text).
 * `variant` counts the earlier answers of the same model to the same question (regenerations).
 */
export function composeModelReply(
  prompt: string,
  variant: number,
  model: string | null,
  endpoint: string,
): string {
  const persona = personaOf(model, endpoint);
  const base = composeReply(prompt, variant);
  if (persona.style === 'plain' || model === null) return base;
  const marker = modelMarker(model, endpoint);
  const rng = createRng(hashString(`${model}\u0000${variant}\u0000${prompt}`));
  const paragraphs = base.split('\n\n');
  switch (persona.style) {
    case 'concise':
      // One paragraph: the opener, and the closing line.
      return [marker, paragraphs[0] ?? '', paragraphs[paragraphs.length - 1] ?? ''].join('\n\n');
    case 'bullets': {
      const points = rng.sample(SENTENCES, 4).map((sentence) => `- ${sentence}`);
      return [marker, paragraphs[0] ?? '', points.join('\n'), paragraphs[paragraphs.length - 1] ?? ''].join(
        '\n\n',
      );
    }
    case 'detailed':
      return [marker, ...paragraphs, `In more depth: ${paragraph(rng, 3)}`].join('\n\n');
  }
}
