import { readJson, writeJson } from '@/lib/storage';
import { DEFAULT_MODEL, type ModelChoice } from './access';
import { findCatalogueEntry, slugModel } from './catalogue';
import { rememberSlug, type ModelSlug } from './slugs';

/** localStorage: the last model chosen per endpoint (spec section 3 'Browser storage'). */
export const LAST_SELECTED_MODEL_KEY = 'lastSelectedModel';
/** localStorage: the last chosen model (default gpt-4o-mini). */
export const AI_MODEL_STATE_KEY = 'aiModelState';

export function lastSelectedModels(): Record<string, string> {
  const stored = readJson<unknown>(LAST_SELECTED_MODEL_KEY, {});
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

export function rememberedAiModel(): string {
  const stored = readJson<unknown>(AI_MODEL_STATE_KEY, DEFAULT_MODEL);
  return typeof stored === 'string' && stored ? stored : DEFAULT_MODEL;
}

/** Keeps a choice: lastSelectedModel for its endpoint, aiModelState, and the access_endpoint cookie. */
export function rememberChoice(choice: ModelChoice, slug: ModelSlug | null): void {
  writeJson(LAST_SELECTED_MODEL_KEY, { ...lastSelectedModels(), [choice.endpoint]: choice.model });
  writeJson(AI_MODEL_STATE_KEY, choice.model);
  if (slug) rememberSlug(slug);
}

/**
 * The model a /chat/{slug} address opens with: the slug's default, or the model last chosen for that
 * endpoint when it belongs to the same header entry (Claude 4 Sonnet picked in the full list stays
 * Claude 4 Sonnet on /chat/claude).
 */
export function slugChoice(slug: ModelSlug): ModelChoice {
  const base = slugModel(slug);
  const remembered = lastSelectedModels()[base.endpoint];
  const entry = findCatalogueEntry(remembered);
  const target = slug === 'new' ? 'gpt-4o-mini' : slug;
  return entry && entry.slug === target && entry.endpoint === base.endpoint
    ? { endpoint: base.endpoint, model: entry.model }
    : base;
}
