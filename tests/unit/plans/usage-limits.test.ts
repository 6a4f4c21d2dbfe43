import {
  chatUsageSchema,
  creditUsageSchema,
  decideUsage,
  imageCreditCost,
  isTrialInterval,
  needsUsageCheck,
  type UsagePlan,
} from '@/features/plans';

const usage = (body: Record<string, unknown>) => chatUsageSchema.parse(body);
const credits = (data: Record<string, unknown> | null) => creditUsageSchema.parse({ success: true, data });

const basic: UsagePlan = { tier: 'basic' };

describe('usage check before sending', () => {
  it('skips free users and guests', () => {
    expect(needsUsageCheck({ tier: 'free' })).toBe(false);
    expect(needsUsageCheck({ tier: 'guest' })).toBe(false);
    expect(needsUsageCheck({ tier: 'basic' })).toBe(true);
    expect(needsUsageCheck({ tier: 'enterprisemax' })).toBe(true);
  });

  it('lets a message through and says what is left', () => {
    const decision = decideUsage({
      plan: basic,
      model: 'gpt-4o-mini',
      usage: usage({
        status: 'ok',
        max_token_usage: 1000,
        token_count: '250',
        max_prompt_usage: 10,
        prompt_count: 3,
      }),
    });
    expect(decision).toEqual({
      blocked: false,
      left: { tokens: 750, prompts: 7, images: null, credits: null },
    });
  });

  it('shows Maximum Token Limit, with the per-model wording for other models', () => {
    const atLimit = usage({ status: 'max-tokens', max_token_usage: 1000, token_count: 1200 });
    const fast = decideUsage({ plan: basic, model: 'gpt-4o-mini', usage: atLimit });
    expect(fast).toMatchObject({
      blocked: true,
      left: { tokens: 0 },
      modal: {
        kind: 'max-tokens',
        variant: 'upgrade',
        titleKey: 'plans.usage.max_tokens_title',
        bodyKey: 'plans.usage.max_tokens_body',
        actionKey: 'plans.usage.action_upgrade_promax',
      },
    });
    const other = decideUsage({
      plan: { tier: 'pro' },
      model: 'gpt-4o',
      modelTitle: 'GPT-4o',
      usage: atLimit,
    });
    expect(other).toMatchObject({
      modal: { bodyKey: 'plans.usage.max_tokens_body_model', values: { model: 'GPT-4o' } },
    });
  });

  it('shows Maximum Prompt Limit', () => {
    expect(
      decideUsage({ plan: basic, model: 'gpt-4o-mini', usage: usage({ status: 'MAX-PROMPT' }) }),
    ).toMatchObject({
      blocked: true,
      modal: {
        kind: 'max-prompt',
        titleKey: 'plans.usage.max_prompt_title',
        bodyKey: 'plans.usage.max_prompt_body',
      },
    });
  });

  it('tells enterprise members and the top tiers to contact support', () => {
    const member = decideUsage({
      plan: { tier: 'enterprise' },
      model: 'gpt-4o-mini',
      usage: usage({ status: 'max-tokens', ent_member: 1 }),
    });
    expect(member).toMatchObject({
      modal: {
        variant: 'support',
        bodyKey: 'plans.usage.max_tokens_body_member',
        actionKey: 'plans.usage.action_contact_support',
      },
    });
    for (const tier of ['promax', 'enterprise', 'enterprisemax'] as const) {
      const decision = decideUsage({
        plan: { tier },
        model: 'gpt-4o',
        usage: usage({ status: 'max-prompt' }),
      });
      expect(decision).toMatchObject({
        modal: { variant: 'support', bodyKey: 'plans.usage.max_prompt_body_member' },
      });
    }
    const advanced = decideUsage({
      plan: { tier: 'advanced' },
      model: 'gpt-4o',
      usage: usage({ status: 'max-prompt' }),
    });
    expect(advanced).toMatchObject({ modal: { variant: 'upgrade' } });
  });

  it('offers Switch to PRO to a trial user at any limit', () => {
    expect(
      decideUsage({
        plan: { tier: 'pro', isTrial: true },
        model: 'gpt-4o',
        usage: usage({ status: 'max-tokens' }),
      }),
    ).toMatchObject({
      modal: {
        kind: 'trial',
        titleKey: 'plans.usage.trial_title',
        actionKey: 'plans.usage.action_switch_pro',
      },
    });
    expect(isTrialInterval('Trial')).toBe(true);
    expect(isTrialInterval('monthly')).toBe(false);
  });

  it('charges image models 1 credit unless a member', () => {
    expect(imageCreditCost('dall-e-3', false)).toBe(1);
    expect(imageCreditCost('gpt-image-1', false)).toBe(1);
    expect(imageCreditCost('dall-e-3', true)).toBe(0);
    expect(imageCreditCost('gpt-4o', false)).toBe(0);
    expect(imageCreditCost('constructor', false)).toBe(0);
    const named = decideUsage({
      plan: { tier: 'pro' },
      model: 'constructor',
      usage: usage({
        status: 'ok',
        max_token_usage: 1000,
        token_count: '1',
        max_prompt_usage: 10,
        prompt_count: 1,
      }),
    });
    expect(named).toMatchObject({ blocked: false, left: { images: null } });

    const none = decideUsage({
      plan: { tier: 'pro' },
      model: 'dall-e-3',
      usage: usage({}),
      credits: credits({ credits: 0 }),
    });
    expect(none).toMatchObject({
      blocked: true,
      left: { credits: 0 },
      modal: { kind: 'max-credit', values: { model: 'dall-e-3', credits: 80 } },
    });
    const some = decideUsage({
      plan: { tier: 'pro' },
      model: 'gpt-image-1',
      usage: usage({}),
      credits: credits({ available_free_credits: 2, available_topup_credits: '3' }),
    });
    expect(some).toEqual({ blocked: false, left: { tokens: null, prompts: null, images: null, credits: 5 } });
    // Not an image model: credits do not matter.
    expect(decideUsage({ plan: basic, model: 'gpt-4o-mini', credits: credits({ credits: 0 }) }).blocked).toBe(
      false,
    );
  });

  it('holds members to the image counts instead (Maximum Image Limit)', () => {
    const full = usage({
      dalle_max_image_usage: 20,
      dalle_image_count: 20,
      gpt_image_1_max_image_usage: 20,
      gpt_image_1_image_count: 4,
    });
    const member: UsagePlan = { tier: 'pro', isMember: true };
    expect(
      decideUsage({ plan: member, model: 'dall-e-3', usage: full, credits: credits({ credits: 0 }) }),
    ).toMatchObject({
      blocked: true,
      modal: { kind: 'max-image', titleKey: 'plans.usage.max_image_title' },
      left: { images: 0 },
    });
    expect(decideUsage({ plan: member, model: 'gpt-image-1', usage: full })).toMatchObject({
      blocked: false,
      left: { images: 16 },
    });
  });

  it('reads odd answers without crashing', () => {
    const parsed = usage({ status: null, ent_member: 'yes', dalle_max_image_usage: 'lots' });
    expect(parsed).toMatchObject({ status: null, ent_member: false, dalle_max_image_usage: null });
    expect(decideUsage({ plan: basic, model: 'gpt-4o-mini', usage: null, credits: null })).toEqual({
      blocked: false,
      left: { tokens: null, prompts: null, images: null, credits: null },
    });
  });
});
