import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_CATALOGUE } from '@/features/models';
import {
  USAGE_LEFT_KEYS,
  chatUsageSchema,
  creditUsageSchema,
  decideUsage,
  limitOverlay,
  type Tier,
  type UsageModal,
} from '@/features/plans';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'locales', 'en', 'translation.json'), 'utf8'),
) as Tree;

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = english;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const TIERS: Tier[] = [
  'guest',
  'free',
  'basic',
  'pro',
  'advanced',
  'promax',
  'enterprise',
  'teammax',
  'officemax',
  'enterprisemax',
];

function everyUsageModal(): UsageModal[] {
  const modals: UsageModal[] = [];
  const statuses = ['max-tokens', 'max-prompt'];
  for (const tier of TIERS) {
    for (const isTrial of [false, true]) {
      for (const model of ['gpt-4o-mini', 'gpt-4o']) {
        for (const status of statuses) {
          const decision = decideUsage({
            plan: { tier, isTrial },
            model,
            usage: chatUsageSchema.parse({ status }),
          });
          if (decision.blocked) modals.push(decision.modal);
        }
      }
      const image = decideUsage({
        plan: { tier, isTrial, isMember: true },
        model: 'dall-e-3',
        usage: chatUsageSchema.parse({ dalle_max_image_usage: 1, dalle_image_count: 1 }),
      });
      const credit = decideUsage({
        plan: { tier, isTrial },
        model: 'gpt-image-1',
        credits: creditUsageSchema.parse({ data: { credits: 0 } }),
      });
      for (const decision of [image, credit]) if (decision.blocked) modals.push(decision.modal);
    }
  }
  return modals;
}

describe('the plans logic speaks only in existing English keys', () => {
  it('has the spec titles of the limit modals', () => {
    expect(lookup('plans.usage.max_tokens_title')).toBe('Maximum Token Limit');
    expect(lookup('plans.usage.max_prompt_title')).toBe('Maximum Prompt Limit');
    expect(lookup('plans.usage.max_image_title')).toBe('Maximum Image Limit');
    expect(lookup('plans.usage.max_credit_title')).toBe('Maximum Credit Limit');
    expect(lookup('plans.usage.trial_title')).toBe('Switch to PRO');
  });

  it('resolves every key of every modal, overlay and model description', () => {
    const keys = new Set<string>();
    everyUsageModal().forEach((modal) =>
      [modal.titleKey, modal.bodyKey, modal.actionKey].forEach((k) => keys.add(k)),
    );
    TIERS.map(limitOverlay).forEach((overlay) =>
      [overlay.titleKey, overlay.bodyKey, overlay.actionKey].forEach((k) => keys.add(k)),
    );
    MODEL_CATALOGUE.forEach((entry) => keys.add(entry.description.content));
    Object.values(USAGE_LEFT_KEYS).forEach((k) => keys.add(k));
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((key) => lookup(key) === undefined)).toEqual([]);
  });

  it('reaches every modal kind and variant', () => {
    const seen = new Set(everyUsageModal().map((modal) => `${modal.kind}:${modal.variant}`));
    expect([...seen].sort()).toEqual(
      [
        'max-credit:support',
        'max-credit:upgrade',
        'max-image:support',
        'max-image:upgrade',
        'max-prompt:support',
        'max-prompt:upgrade',
        'max-tokens:support',
        'max-tokens:upgrade',
        'trial:trial',
      ].sort(),
    );
  });
});
