import type { Tier } from '@/features/plans';
import { findCatalogueEntry, type CatalogueEntry } from './catalogue';

/** What the access rules need to know about the user. */
export interface AccessPlan {
  tier: Tier;
  /** Defaults to tier === 'enterprise' (spec section 4 'Tier flags'). */
  isEnterprise?: boolean;
  /** is_member: image models cost no credits (spec section 6). */
  isMember?: boolean;
}

/** Which popup a gated entry opens (the gate logic of plans/lib/gates.ts runs before either). */
export type GateKind = 'register' | 'pricing';

export type ModelAccess =
  | { state: 'usable'; creditsPerImage: 0 | 1 }
  | { state: 'gated'; gate: GateKind }
  | { state: 'disabled'; reason: 'disabled' | 'attachments' }
  | { state: 'hidden'; reason: 'not-visible' | 'not-for-enterprise' };

/** The one model anyone, guests included, may use (spec sections 4 and 6). */
export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_ENDPOINT = 'openAI';
/** 'free fallback gpt-3.5-turbo' (spec section 9). */
export const FREE_FALLBACK_MODEL = 'gpt-3.5-turbo';
/** 'Fallback model gpt-4-1106-preview' (spec section 4). */
export const PRO_FALLBACK_MODEL = 'gpt-4-1106-preview';
/** The only model that accepts images (spec section 5). */
export const IMAGE_INPUT_MODEL = 'gpt-4o';
export const IMAGE_CREDIT_MODELS: readonly string[] = ['dall-e-3', 'gpt-image-1'];

/** A registered user without a plan may use the default model and the free fallback. */
const FREE_MODELS: readonly string[] = [DEFAULT_MODEL, FREE_FALLBACK_MODEL];

/**
 * Models a non-pro user keeps (spec section 4). The spec's wording is vague for two of them; these are
 * the ids the mock's /api/endpoints lists ('Llama-2-70b chat', 'a Claude 3.5 Sonnet version').
 */
export const NON_PRO_ALLOWED_MODELS: readonly string[] = [
  'gpt-3.5-turbo-0301',
  'text-davinci-003',
  'Llama-2-70b-chat',
  'zephyr-7B-beta',
  'claude-3-5-sonnet-20240620',
  'dall-e-3',
];

/** Endpoints that take OpenAI model names, where gpt-3.5-turbo is a meaningful forced model. */
const GPT_ENDPOINTS: readonly string[] = ['openAI', 'azureOpenAI', 'gptPlugins'];

const isEnterprisePlan = (plan: AccessPlan) => plan.isEnterprise ?? plan.tier === 'enterprise';

/** 'Any non-basic, non-empty tier marks the user pro' (spec section 4 'Tier flags'). */
export function isProPlan(plan: AccessPlan): boolean {
  return plan.tier !== 'guest' && plan.tier !== 'free' && plan.tier !== 'basic';
}

/**
 * The catalogue flag that holds a tier's rights. Tiers without their own flag (advanced, teammax,
 * officemax, enterprisemax: 'their other rights: not shown') are pro, like the tier flags make them.
 */
function includedInPlan(plan: AccessPlan, entry: CatalogueEntry): boolean {
  if (plan.tier === 'guest') return entry.model === DEFAULT_MODEL;
  if (plan.tier === 'free') return FREE_MODELS.includes(entry.model);
  if (isEnterprisePlan(plan)) return entry.isEnterprise;
  if (plan.tier === 'basic') return entry.isBasic;
  if (plan.tier === 'promax') return entry.isPromax;
  return entry.isPro;
}

/**
 * Whether a catalogue entry is visible, usable or gated for a plan, and why (spec section 4 'Model
 * choice', section 6). In order:
 * 1. entries flagged invisible are hidden; enterprise hides entries not flagged for enterprise
 *    ('Enterprise users do not see those two and hide models not flagged for enterprise');
 * 2. a disabled entry shows but cannot be chosen; with an attachment only gpt-4o is selectable;
 * 3. a guest may use gpt-4o-mini, anything else asks to register;
 * 4. a model the plan includes is usable (image models cost 1 credit per image unless a member);
 *    any other opens the pricing popup ('otherwise the pricing popup opens').
 */
export function modelAccess(
  plan: AccessPlan,
  entry: CatalogueEntry,
  options: { hasAttachments?: boolean } = {},
): ModelAccess {
  if (!entry.isVisible) return { state: 'hidden', reason: 'not-visible' };
  if (isEnterprisePlan(plan) && !entry.isEnterprise) return { state: 'hidden', reason: 'not-for-enterprise' };
  if (entry.isDisabled) return { state: 'disabled', reason: 'disabled' };
  if (plan.tier === 'guest') {
    return entry.model === DEFAULT_MODEL
      ? { state: 'usable', creditsPerImage: 0 }
      : { state: 'gated', gate: 'register' };
  }
  if (options.hasAttachments && entry.model !== IMAGE_INPUT_MODEL) {
    return { state: 'disabled', reason: 'attachments' };
  }
  if (!includedInPlan(plan, entry)) return { state: 'gated', gate: 'pricing' };
  const costsCredits = IMAGE_CREDIT_MODELS.includes(entry.model) && !plan.isMember;
  return { state: 'usable', creditsPerImage: costsCredits ? 1 : 0 };
}

/** A model containing gpt-4, other than gpt-4-1106-preview, gpt-4o, gpt-4o-mini or a pro-max model. */
export function isGpt4Variant(model: string): boolean {
  const lower = model.toLowerCase();
  if (!lower.includes('gpt-4')) return false;
  if (lower.includes('pro-max')) return false;
  return ![PRO_FALLBACK_MODEL, 'gpt-4o', 'gpt-4o-mini'].includes(lower);
}

export interface ModelChoice {
  endpoint: string;
  model: string;
}

export type SwitchReason = 'guest' | 'attachments' | 'gpt-4-variant' | 'non-pro' | 'not-in-plan';

export type ResolvedModel = ModelChoice & { switched: SwitchReason | null };

function usableFor(plan: AccessPlan, model: string): boolean | undefined {
  const entry = findCatalogueEntry(model);
  return entry ? modelAccess(plan, entry).state === 'usable' : undefined;
}

function switched(choice: ModelChoice, next: ModelChoice, reason: SwitchReason): ResolvedModel {
  const same = choice.endpoint === next.endpoint && choice.model === next.model;
  return { ...next, switched: same ? null : reason };
}

/**
 * The model actually used for a choice (spec section 4 'Model choice'), in order:
 * 1. guests always get gpt-4o-mini (attachments never reach here: the register gate stops them);
 * 2. an attached file or image forces gpt-4o, for every plan ('any message with images forces gpt-4o');
 * 3. gpt-4 variants become gpt-4-1106-preview;
 * 4. non-pro users (free, basic): a model their plan includes is kept (section 6 gives basic Llama 3 8B,
 *    so 'forced to gpt-3.5-turbo' cannot mean every model); otherwise the openAI endpoint goes to
 *    gpt-4o-mini, a model on the allowed list is kept, the other OpenAI-style endpoints go to
 *    gpt-3.5-turbo, and any other endpoint to the default openAI gpt-4o-mini (gpt-3.5-turbo means
 *    nothing to, say, the claude endpoint);
 * 5. pro users keep unknown models; a catalogue model outside their plan falls back to
 *    gpt-4-1106-preview, or gpt-4o-mini where the plan lacks that too (enterprise).
 */
export function resolveModel(
  plan: AccessPlan,
  choice: ModelChoice,
  options: { hasAttachments?: boolean } = {},
): ResolvedModel {
  const fallback = { endpoint: DEFAULT_ENDPOINT, model: DEFAULT_MODEL };
  const to = (next: ModelChoice, reason: SwitchReason) => switched(choice, next, reason);
  if (plan.tier === 'guest') return to(fallback, 'guest');
  if (options.hasAttachments)
    return to({ endpoint: DEFAULT_ENDPOINT, model: IMAGE_INPUT_MODEL }, 'attachments');

  const current: ResolvedModel = isGpt4Variant(choice.model)
    ? { endpoint: choice.endpoint, model: PRO_FALLBACK_MODEL, switched: 'gpt-4-variant' }
    : { ...choice, switched: null };

  if (!isProPlan(plan)) {
    if (usableFor(plan, current.model)) return current;
    if (current.endpoint === 'openAI') return to(fallback, 'non-pro');
    if (NON_PRO_ALLOWED_MODELS.includes(current.model)) return current;
    if (GPT_ENDPOINTS.includes(current.endpoint)) {
      return to({ endpoint: current.endpoint, model: FREE_FALLBACK_MODEL }, 'non-pro');
    }
    return to(fallback, 'non-pro');
  }

  if (usableFor(plan, current.model) === false) {
    const proFallback = { endpoint: DEFAULT_ENDPOINT, model: PRO_FALLBACK_MODEL };
    return to(usableFor(plan, PRO_FALLBACK_MODEL) ? proFallback : fallback, 'not-in-plan');
  }
  return current;
}
