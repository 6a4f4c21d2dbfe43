import { z } from 'zod/mini';
import type { Tier } from './tier';

/** 'credits shown in the monthly limit modal 80' (spec section 9). */
export const MONTHLY_LIMIT_MODAL_CREDITS = 80;

/** A count that may come as a number or a numeric string; anything else reads as null (unknown). */
export const usageFigure = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }),
);

const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/**
 * POST /e/get-chat-usage (spec section 7). The spec names status, ent_member and the image figures;
 * the token and prompt figures are optional extras (the mock sends them) used to show what is left.
 */
export const chatUsageSchema = z.object({
  success: z.optional(z.boolean()),
  status: z.nullish(z.string()),
  ent_member: flag,
  dalle_max_image_usage: usageFigure,
  dalle_image_count: usageFigure,
  gpt_image_1_max_image_usage: usageFigure,
  gpt_image_1_image_count: usageFigure,
  max_token_usage: usageFigure,
  token_count: usageFigure,
  max_prompt_usage: usageFigure,
  prompt_count: usageFigure,
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

/** POST /e/get-credit-usage: `data` holds the credits (the User's credits and model_credits fields). */
export const creditUsageSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.nullish(
    z.object({
      credits: usageFigure,
      available_free_credits: usageFigure,
      available_topup_credits: usageFigure,
    }),
  ),
});
export type CreditUsage = z.infer<typeof creditUsageSchema>;

export interface UsagePlan {
  tier: Tier;
  /** is_member: image models cost no credits and count against the image limits instead. */
  isMember?: boolean;
  /** A trial subscription (payment_interval 'trial'): any limit offers 'Switch to PRO'. */
  isTrial?: boolean;
}

export type UsageModalKind = 'max-tokens' | 'max-prompt' | 'max-image' | 'max-credit' | 'trial';

export interface UsageModal {
  kind: UsageModalKind;
  /** upgrade: push to PRO MAX; support: contact support; trial: switch to PRO. */
  variant: 'upgrade' | 'support' | 'trial';
  titleKey: string;
  bodyKey: string;
  actionKey: string;
  values: { model?: string; credits?: number };
}

/** What is left before each limit, where the answers give the figures (null = unknown). */
export interface UsageLeft {
  tokens: number | null;
  prompts: number | null;
  images: number | null;
  credits: number | null;
}

/** i18n keys of the 'left before the limit' lines, each taking {{value}}. */
export const USAGE_LEFT_KEYS: Record<keyof UsageLeft, string> = {
  tokens: 'plans.usage.left_tokens',
  prompts: 'plans.usage.left_prompts',
  images: 'plans.usage.left_images',
  credits: 'plans.usage.left_credits',
};

export type UsageDecision =
  { blocked: false; left: UsageLeft } | { blocked: true; modal: UsageModal; left: UsageLeft };

export interface UsageInput {
  plan: UsagePlan;
  /** The model about to be used. */
  model: string;
  /** Its display name for the per-model wording; defaults to the model id. */
  modelTitle?: string;
  usage?: ChatUsage | null;
  credits?: CreditUsage | null;
}

// The models feature holds the catalogue; plans keeps its own two facts so it does not depend on models.
const DEFAULT_MODEL = 'gpt-4o-mini';
const IMAGE_FIGURES = {
  'dall-e-3': ['dalle_max_image_usage', 'dalle_image_count'],
  'gpt-image-1': ['gpt_image_1_max_image_usage', 'gpt_image_1_image_count'],
} as const;

/**
 * An image model's usage fields (limit, count), or undefined for any other model. Own keys only: the
 * server names the models, and `constructor` is a key of every object.
 */
const imageFiguresOf = (model: string) =>
  Object.hasOwn(IMAGE_FIGURES, model) ? IMAGE_FIGURES[model as keyof typeof IMAGE_FIGURES] : undefined;

/** Tiers with nothing above them to upgrade to: their usage modal says contact support. */
const SUPPORT_TIERS: readonly Tier[] = ['promax', 'enterprise', 'enterprisemax'];

/** 'Free users (IS_FREE_USER) skip the usage check' (spec section 4); guests have no session to check. */
export function needsUsageCheck(plan: { tier: Tier }): boolean {
  return plan.tier !== 'guest' && plan.tier !== 'free';
}

export function isTrialInterval(paymentInterval: string | null | undefined): boolean {
  return (paymentInterval ?? '').trim().toLowerCase() === 'trial';
}

/** Credits per image of an image model: 1 for dall-e-3 and gpt-image-1 unless a member (spec section 6). */
export function imageCreditCost(model: string, isMember: boolean): 0 | 1 {
  return imageFiguresOf(model) && !isMember ? 1 : 0;
}

const leftOf = (max: number | null, used: number | null) =>
  max === null || used === null ? null : Math.max(0, max - used);

function creditsLeft(credits: CreditUsage | null | undefined): number | null {
  const data = credits?.data;
  if (!data) return null;
  if (data.credits !== null) return Math.max(0, data.credits);
  if (data.available_free_credits === null && data.available_topup_credits === null) return null;
  return Math.max(0, (data.available_free_credits ?? 0) + (data.available_topup_credits ?? 0));
}

export function usageLeft(input: Omit<UsageInput, 'plan' | 'modelTitle'>): UsageLeft {
  const { usage, model } = input;
  const figures = imageFiguresOf(model);
  return {
    tokens: usage ? leftOf(usage.max_token_usage, usage.token_count) : null,
    prompts: usage ? leftOf(usage.max_prompt_usage, usage.prompt_count) : null,
    images: usage && figures ? leftOf(usage[figures[0]], usage[figures[1]]) : null,
    credits: creditsLeft(input.credits),
  };
}

function modal(
  kind: Exclude<UsageModalKind, 'trial'>,
  variant: 'upgrade' | 'support',
  input: Pick<UsageInput, 'model' | 'modelTitle'>,
) {
  const model = input.modelTitle ?? input.model;
  const support = variant === 'support';
  const action = support ? 'plans.usage.action_contact_support' : 'plans.usage.action_upgrade_promax';
  const base = {
    'max-tokens': 'plans.usage.max_tokens',
    'max-prompt': 'plans.usage.max_prompt',
    'max-image': 'plans.usage.max_image',
    'max-credit': 'plans.usage.max_credit',
  }[kind];
  let bodyKey = `${base}_body${support ? '_member' : ''}`;
  let values: UsageModal['values'] = {};
  if (kind === 'max-tokens' && !support && input.model !== DEFAULT_MODEL) {
    bodyKey = `${base}_body_model`;
    values = { model };
  }
  if (kind === 'max-image') values = { model };
  if (kind === 'max-credit' && !support) values = { model, credits: MONTHLY_LIMIT_MODAL_CREDITS };
  return {
    kind,
    variant,
    titleKey: `${base}_title`,
    bodyKey,
    actionKey: action,
    values,
  } satisfies UsageModal;
}

/** The token-limit modal of a tool without a model choice (the PDF reader): the member variant for enterprise members. */
export function tokenLimitModal(isMember: boolean): UsageModal {
  return modal('max-tokens', isMember ? 'support' : 'upgrade', { model: DEFAULT_MODEL });
}

const TRIAL_MODAL: UsageModal = {
  kind: 'trial',
  variant: 'trial',
  titleKey: 'plans.usage.trial_title',
  bodyKey: 'plans.usage.trial_body',
  actionKey: 'plans.usage.action_switch_pro',
  values: {},
};

/**
 * Whether a message may be sent, from the /e/get-chat-usage answer (and /e/get-credit-usage for image
 * models), and which modal shows when it may not (spec sections 4, 6 and 8):
 * - status max-tokens → 'Maximum Token Limit' (per-model wording for models other than gpt-4o-mini);
 * - status max-prompt → 'Maximum Prompt Limit';
 * - dall-e-3 / gpt-image-1: a member is held by the image counts ('Maximum Image Limit'), anyone
 *   else pays 1 credit per image ('Maximum Credit Limit' with fewer than 1 left).
 * A promax, enterprise or enterprisemax user, or an enterprise member (ent_member), gets the
 * contact-support variant; other plans are pushed to PRO MAX. A trial user gets 'Switch to PRO'.
 */
export function decideUsage(input: UsageInput): UsageDecision {
  const { usage, plan, model } = input;
  const left = usageLeft(input);
  const isMember = Boolean(plan.isMember || usage?.ent_member);
  const variant = usage?.ent_member || SUPPORT_TIERS.includes(plan.tier) ? 'support' : 'upgrade';
  const block = (kind: Exclude<UsageModalKind, 'trial'>): UsageDecision => ({
    blocked: true,
    modal: plan.isTrial ? TRIAL_MODAL : modal(kind, variant, input),
    left,
  });

  const status = (usage?.status ?? '').trim().toLowerCase();
  if (status === 'max-tokens') return block('max-tokens');
  if (status === 'max-prompt') return block('max-prompt');
  if (imageFiguresOf(model)) {
    if (isMember && left.images !== null && left.images <= 0) return block('max-image');
    if (!isMember && left.credits !== null && left.credits < imageCreditCost(model, false)) {
      return block('max-credit');
    }
  }
  return { blocked: false, left };
}

/** The credit modal names the credits of the plan it offers, when the start site gave that figure. */
export function withPlanCredits(modal: UsageModal, credits: number | null): UsageModal {
  if (modal.kind !== 'max-credit' || modal.variant !== 'upgrade' || credits === null) return modal;
  return { ...modal, values: { ...modal.values, credits } };
}
