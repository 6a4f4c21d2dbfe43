import type { ModelSlug } from './slugs';

export interface ModelChoice {
  endpoint: string;
  model: string;
}

/** The endpoint and model each /chat/{slug} address chats with ('new' is the default fast model). */
export const SLUG_MODELS: Record<ModelSlug, ModelChoice> = {
  new: { endpoint: 'openAI', model: 'gpt-4o-mini' },
  'gpt-4o-mini': { endpoint: 'openAI', model: 'gpt-4o-mini' },
  'gpt-4o': { endpoint: 'openAI', model: 'gpt-4o' },
  claude: { endpoint: 'claude', model: 'claude-sonnet-4-5' },
  deepseek: { endpoint: 'Deepseek', model: 'deepseek-chat' },
  gemini: { endpoint: 'gemini', model: 'gemini-2.0-flash' },
  perplexity: { endpoint: 'perplexity', model: 'sonar' },
  grok: { endpoint: 'xAI', model: 'grok-4' },
  'dall-e': { endpoint: 'dallE', model: 'dall-e-3' },
};

export function slugModel(slug: ModelSlug): ModelChoice {
  return SLUG_MODELS[slug];
}
