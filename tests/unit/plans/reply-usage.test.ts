import { replyUsage } from '@/features/plans/lib/reply-usage';
import { withPlanCredits, type UsageModal } from '@/features/plans/lib/usage-limits';

describe('the token counts of a reply', () => {
  it('come from the final event’s usage first, in either spelling', () => {
    const responseMessage = { promptTokens: 1, completionTokens: 2 };
    expect(
      replyUsage({ usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 16 }, responseMessage }),
    ).toEqual({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 16 });
    expect(replyUsage({ usage: { promptTokens: 10, completionTokens: 5 }, responseMessage })).toEqual({
      prompt_tokens: 10,
      completion_tokens: 5,
      total_tokens: 15,
    });
  });

  it('else from the reply’s promptTokens and completionTokens, and are null without both', () => {
    expect(
      replyUsage({ usage: undefined, responseMessage: { promptTokens: 7, completionTokens: 3 } }),
    ).toEqual({ prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 });
    expect(
      replyUsage({ usage: 'n/a', responseMessage: { promptTokens: 7, completionTokens: null } }),
    ).toBeNull();
    expect(replyUsage({ usage: { prompt_tokens: -1 }, responseMessage: {} })).toBeNull();
  });
});

describe('the credit modal with the start site’s figure', () => {
  const creditModal: UsageModal = {
    kind: 'max-credit',
    variant: 'upgrade',
    titleKey: 't',
    bodyKey: 'b',
    actionKey: 'a',
    values: { model: 'DALL-E', credits: 80 },
  };

  it('names the plan’s credits in the upgrade variant only', () => {
    expect(withPlanCredits(creditModal, 200).values).toEqual({ model: 'DALL-E', credits: 200 });
    expect(withPlanCredits(creditModal, null)).toBe(creditModal);
    const support = { ...creditModal, variant: 'support' as const };
    expect(withPlanCredits(support, 200)).toBe(support);
    const tokens = { ...creditModal, kind: 'max-tokens' as const };
    expect(withPlanCredits(tokens, 200)).toBe(tokens);
  });
});
