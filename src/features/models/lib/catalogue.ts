import type { ModelSlug } from './slugs';

/** Endpoint kinds of spec section 3 that the catalogue's models are served from. */
export type CatalogueEndpoint =
  'openAI' | 'gemini' | 'Llama' | 'claude' | 'Deepseek' | 'perplexity' | 'xAI' | 'dallE';

/** A model catalogue entry (spec section 3, 'Model catalogue entry'). */
export interface CatalogueEntry {
  model: string;
  endpoint: CatalogueEndpoint;
  /** The product name; model names are the same in every language. */
  title: string;
  description: {
    title: string;
    /** Context window in tokens; null where the spec gives none (image models, and ids it lists without one). */
    tokenWindow: number | null;
    /** i18n key of the one-line description. */
    content: string;
  };
  isDisabled: boolean;
  isNew: boolean;
  isBeta: boolean;
  isDefault: boolean;
  isVisible: boolean;
  /** Per-tier flags: true = the tier's plan includes the model (see access.ts for the tier → flag map). */
  isBasic: boolean;
  isPro: boolean;
  isPromax: boolean;
  isEnterprise: boolean;
  /** The header dropdown entry (and /chat/{slug} path) this model belongs to; null = legacy selector only. */
  slug: ModelSlug | null;
}

type Flags = Pick<CatalogueEntry, 'isBasic' | 'isPro' | 'isPromax' | 'isEnterprise'>;

// Tier flag sets (spec section 6). 'Promax adds ...': a promax plan holds every pro model too.
const EVERYONE: Flags = { isBasic: true, isPro: true, isPromax: true, isEnterprise: true };
const PRO_UP: Flags = { isBasic: false, isPro: true, isPromax: true, isEnterprise: true };
/** Pro models that enterprise hides ('gpt-4-1106-preview, Claude, dall-e-3 hidden'). */
const PRO_NOT_ENTERPRISE: Flags = { isBasic: false, isPro: true, isPromax: true, isEnterprise: false };
const PROMAX_ONLY: Flags = { isBasic: false, isPro: false, isPromax: true, isEnterprise: false };

const CLAUDE_WINDOW = 200_000;
const GEMINI_WINDOW = 1_000_000;

function entry(
  model: string,
  endpoint: CatalogueEndpoint,
  title: string,
  tokenWindow: number | null,
  content: string,
  flags: Flags,
  extra: Partial<Pick<CatalogueEntry, 'isNew' | 'isBeta' | 'isDefault' | 'slug'>> = {},
): CatalogueEntry {
  return {
    model,
    endpoint,
    title,
    description: { title, tokenWindow, content: `plans.model_desc.${content}` },
    isDisabled: false,
    isNew: false,
    isBeta: false,
    isDefault: false,
    isVisible: true,
    ...flags,
    slug: null,
    ...extra,
  };
}

/**
 * Every model of spec section 3 with the token windows given there. Choices where the spec is silent
 * or contradicts itself:
 * - gpt-4o is not basic. Section 6 says 'gpt-3.5, gpt-4o, gpt-4o-mini visible as basic', but section 2
 *   labels it 'GPT-5, most accurate, pro' and section 4 forces a non-pro user's openAI endpoint to
 *   gpt-4o-mini; we read 'visible as basic' as visible to basic users, who get the pricing popup.
 * - Claude: section 2 labels the header's Claude 'pro' (and the acceptance has pro@ use it),
 *   section 6 says 'Promax: adds Claude'. The header's Claude (4 and 4.5 Sonnet) is pro; the legacy
 *   Claude 3.5 Sonnet is promax only. Enterprise hides every Claude ('Claude ... hidden').
 * - dall-e-3 is pro ('Pro: adds DALL-E', 'dall-e requires pro') and hidden for enterprise.
 * - Ids the spec lists without tiers (Gemini image, Grok, DeepSeek R1, Perplexity Sonar, gpt-image-1)
 *   follow the header's 'pro' label; enterprise keeps them (only the three above are named hidden).
 * - One name per model: the titles here are the names shown everywhere (All models, toasts, limit
 *   modals); gpt-4o-mini and gpt-4o carry the header's labels 'GPT-4o' and 'GPT-5' so no place
 *   contradicts the header (issue #15 item 7).
 * - Token windows apply to the whole family where the spec names one ('Claude 200,000', 'gemini
 *   1,000,000'); ids without a window in the spec have null. isNew and isBeta are our choice.
 */
export const MODEL_CATALOGUE: readonly CatalogueEntry[] = [
  entry('gpt-4o-mini', 'openAI', 'GPT-4o', 128_000, 'fast', EVERYONE, {
    isDefault: true,
    slug: 'gpt-4o-mini',
  }),
  entry('gpt-4o', 'openAI', 'GPT-5', 128_000, 'accurate', PRO_UP, { slug: 'gpt-4o' }),
  entry('gpt-3.5-turbo', 'openAI', 'GPT-3.5 Turbo', 4_096, 'classic', EVERYONE),
  entry('gpt-4-1106-preview', 'openAI', 'GPT-4 Turbo', 8_192, 'gpt4', PRO_NOT_ENTERPRISE),
  entry('gpt-4-pro-max', 'openAI', 'GPT-4 Pro Max', null, 'gpt4_pro_max', PROMAX_ONLY),
  entry('gemini-1.5-flash', 'gemini', 'Gemini 1.5 Flash', GEMINI_WINDOW, 'gemini', PRO_UP),
  entry('gemini-1.5-pro', 'gemini', 'Gemini 1.5 Pro', GEMINI_WINDOW, 'gemini', PRO_UP, { slug: 'gemini' }),
  entry('gemini-2.5-flash-image', 'gemini', 'Gemini Image', null, 'gemini_image', PRO_UP, {
    isBeta: true,
    slug: 'gemini',
  }),
  entry('llama-3-8b', 'Llama', 'Llama 3 8B', 8_000, 'llama', EVERYONE),
  entry('llama-3-70b', 'Llama', 'Llama 3 70B', 8_192, 'llama', PRO_UP),
  entry('claude-3-5-sonnet-20240620', 'claude', 'Claude 3.5 Sonnet', CLAUDE_WINDOW, 'claude', PROMAX_ONLY),
  entry('claude-sonnet-4', 'claude', 'Claude 4 Sonnet', CLAUDE_WINDOW, 'claude', PRO_NOT_ENTERPRISE, {
    slug: 'claude',
  }),
  entry('claude-sonnet-4-5', 'claude', 'Claude 4.5 Sonnet', CLAUDE_WINDOW, 'claude', PRO_NOT_ENTERPRISE, {
    isNew: true,
    slug: 'claude',
  }),
  entry('deepseek-r1', 'Deepseek', 'DeepSeek R1', null, 'deepseek', PRO_UP, { slug: 'deepseek' }),
  entry('sonar', 'perplexity', 'Perplexity Sonar', null, 'perplexity', PRO_UP, { slug: 'perplexity' }),
  entry('grok-3', 'xAI', 'Grok 3', null, 'grok', PRO_UP, { slug: 'grok' }),
  entry('grok-4', 'xAI', 'Grok 4', null, 'grok', PRO_UP, { slug: 'grok' }),
  entry('grok-4-fast', 'xAI', 'Grok 4 Fast', null, 'grok', PRO_UP, { isNew: true, slug: 'grok' }),
  entry('dall-e-3', 'dallE', 'DALL-E 3', null, 'dall_e', PRO_NOT_ENTERPRISE, { slug: 'dall-e' }),
  entry('gpt-image-1', 'dallE', 'GPT Image 1', null, 'gpt_image', PRO_UP, { isNew: true, slug: 'dall-e' }),
];

/** The model each /chat/{slug} path and header entry selects (spec section 2, 'Model slug access'). */
const SLUG_MODELS: Record<ModelSlug, { endpoint: CatalogueEndpoint; model: string }> = {
  new: { endpoint: 'openAI', model: 'gpt-4o-mini' },
  'gpt-4o-mini': { endpoint: 'openAI', model: 'gpt-4o-mini' },
  'gpt-4o': { endpoint: 'openAI', model: 'gpt-4o' },
  claude: { endpoint: 'claude', model: 'claude-sonnet-4-5' },
  deepseek: { endpoint: 'Deepseek', model: 'deepseek-r1' },
  gemini: { endpoint: 'gemini', model: 'gemini-1.5-pro' },
  perplexity: { endpoint: 'perplexity', model: 'sonar' },
  grok: { endpoint: 'xAI', model: 'grok-4' },
  'dall-e': { endpoint: 'dallE', model: 'dall-e-3' },
};

/** `{endpoint, model}` of a /chat/{slug} path ('new' is the default fast model). */
export function slugModel(slug: ModelSlug): { endpoint: CatalogueEndpoint; model: string } {
  return { ...SLUG_MODELS[slug] };
}

export function findCatalogueEntry(model: string | null | undefined): CatalogueEntry | undefined {
  return model ? MODEL_CATALOGUE.find((candidate) => candidate.model === model) : undefined;
}

/** The catalogue entry a header entry selects. */
export function slugEntry(slug: ModelSlug): CatalogueEntry {
  const found = findCatalogueEntry(SLUG_MODELS[slug].model);
  if (!found) throw new Error(`No catalogue entry for slug ${slug}`);
  return found;
}

/**
 * The header dropdown's entries in order (spec section 2): Perplexity or Gemini by current selection
 * (Perplexity unless Gemini is the current one).
 */
export function headerSlugs(current: ModelSlug): ModelSlug[] {
  return [
    'gpt-4o-mini',
    'gpt-4o',
    'claude',
    'deepseek',
    current === 'gemini' ? 'gemini' : 'perplexity',
    'grok',
    'dall-e',
  ];
}

type EndpointsAnswer = Record<string, false | { availableModels?: readonly string[] } | undefined>;

/** Whether GET /api/endpoints offers the entry: its endpoint is configured and lists the model. */
export function isOffered(entry: CatalogueEntry, endpoints: EndpointsAnswer | undefined): boolean {
  const config = endpoints?.[entry.endpoint];
  return Boolean(config && config.availableModels?.includes(entry.model));
}

/** The catalogue narrowed to what the server offers. */
export function offeredCatalogue(endpoints: EndpointsAnswer | undefined): CatalogueEntry[] {
  return MODEL_CATALOGUE.filter((candidate) => isOffered(candidate, endpoints));
}

/** The one name of a model shown everywhere (All models, toasts, notices, limit modals): its title, or its id. */
export function modelDisplayName(model: string): string {
  return findCatalogueEntry(model)?.title ?? model;
}
