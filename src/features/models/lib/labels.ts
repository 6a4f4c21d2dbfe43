import type { ModelSlug } from './slugs';

/**
 * Display names of the header entries (spec section 2, 'Model dropdown entries'). `badgeHintKey` is the
 * hint beside a PRO badge, which already says 'pro' (none: the hint said only that).
 */
export const SLUG_LABELS: Record<ModelSlug, { nameKey: string; hintKey: string; badgeHintKey?: string }> = {
  new: {
    nameKey: 'models.gpt_4o_mini',
    hintKey: 'models.hint_fastest_free',
    badgeHintKey: 'models.hint_fastest_free',
  },
  'gpt-4o-mini': {
    nameKey: 'models.gpt_4o_mini',
    hintKey: 'models.hint_fastest_free',
    badgeHintKey: 'models.hint_fastest_free',
  },
  'gpt-4o': {
    nameKey: 'models.gpt_4o',
    hintKey: 'models.hint_most_accurate_pro',
    badgeHintKey: 'models.hint_most_accurate',
  },
  claude: { nameKey: 'models.claude', hintKey: 'models.hint_pro' },
  deepseek: { nameKey: 'models.deepseek', hintKey: 'models.hint_pro' },
  gemini: { nameKey: 'models.gemini', hintKey: 'models.hint_pro' },
  perplexity: { nameKey: 'models.perplexity', hintKey: 'models.hint_pro' },
  grok: { nameKey: 'models.grok', hintKey: 'models.hint_pro' },
  'dall-e': { nameKey: 'models.dall_e', hintKey: 'models.hint_pro' },
};
