import {
  MODEL_CATALOGUE,
  MODEL_SLUGS,
  findCatalogueEntry,
  modelAccess,
  resolveModel,
  slugEntry,
  slugModel,
  type AccessPlan,
  type ModelAccess,
} from '@/features/models';
import type { Tier } from '@/features/plans';

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

/**
 * The expected access, written out by hand from spec sections 4 and 6 (and the choices documented in
 * catalogue.ts): U usable, R gated by the register prompt, P gated by the pricing popup, H hidden.
 */
const TABLE = `
model                       guest free basic pro advanced promax enterprise teammax officemax enterprisemax
gpt-4o-mini                 U     U    U     U   U        U      U          U       U         U
gpt-4o                      R     P    P     U   U        U      U          U       U         U
gpt-3.5-turbo               R     U    U     U   U        U      U          U       U         U
gpt-4-1106-preview          R     P    P     U   U        U      H          U       U         U
gpt-4-pro-max               R     P    P     P   P        U      H          P       P         P
gemini-1.5-flash            R     P    P     U   U        U      U          U       U         U
gemini-1.5-pro              R     P    P     U   U        U      U          U       U         U
gemini-2.5-flash-image      R     P    P     U   U        U      U          U       U         U
llama-3-8b                  R     P    U     U   U        U      U          U       U         U
llama-3-70b                 R     P    P     U   U        U      U          U       U         U
claude-3-5-sonnet-20240620  R     P    P     P   P        U      H          P       P         P
claude-sonnet-4             R     P    P     U   U        U      H          U       U         U
claude-sonnet-4-5           R     P    P     U   U        U      H          U       U         U
deepseek-r1                 R     P    P     U   U        U      U          U       U         U
sonar                       R     P    P     U   U        U      U          U       U         U
grok-3                      R     P    P     U   U        U      U          U       U         U
grok-4                      R     P    P     U   U        U      U          U       U         U
grok-4-fast                 R     P    P     U   U        U      U          U       U         U
dall-e-3                    R     P    P     U   U        U      H          U       U         U
gpt-image-1                 R     P    P     U   U        U      U          U       U         U
`;

const [header = [], ...rows] = TABLE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));

function code(access: ModelAccess): string {
  if (access.state === 'usable') return 'U';
  if (access.state === 'hidden') return 'H';
  if (access.state === 'gated') return access.gate === 'register' ? 'R' : 'P';
  return 'D';
}

const planOf = (tier: Tier): AccessPlan => ({ tier });

describe('model access: every tier × every catalogue entry', () => {
  it('covers every tier and exactly the catalogue', () => {
    expect(header.slice(1)).toEqual(TIERS);
    expect(rows.map((row) => row[0]).sort()).toEqual(MODEL_CATALOGUE.map((entry) => entry.model).sort());
    rows.forEach((row) => expect(row).toHaveLength(TIERS.length + 1));
  });

  const cases = rows.flatMap(([model = '', ...codes]) =>
    TIERS.map((tier, index) => [model, tier, codes[index] ?? '?'] as const),
  );

  it.each(cases)('%s for %s is %s', (model, tier, expected) => {
    const entry = findCatalogueEntry(model);
    expect(entry).toBeDefined();
    expect(code(modelAccess(planOf(tier), entry!))).toBe(expected);
  });
});

describe('model access details', () => {
  const dalle = findCatalogueEntry('dall-e-3')!;
  const image1 = findCatalogueEntry('gpt-image-1')!;
  const gpt4o = findCatalogueEntry('gpt-4o')!;
  const claude = findCatalogueEntry('claude-sonnet-4-5')!;

  it('charges 1 credit per image for dall-e-3 and gpt-image-1 unless the user is a member', () => {
    expect(modelAccess({ tier: 'pro' }, dalle)).toEqual({ state: 'usable', creditsPerImage: 1 });
    expect(modelAccess({ tier: 'pro', isMember: true }, dalle)).toEqual({
      state: 'usable',
      creditsPerImage: 0,
    });
    expect(modelAccess({ tier: 'enterprise' }, image1)).toEqual({ state: 'usable', creditsPerImage: 1 });
    expect(modelAccess({ tier: 'pro' }, gpt4o)).toEqual({ state: 'usable', creditsPerImage: 0 });
  });

  it('gives the reason an entry is hidden for enterprise', () => {
    expect(modelAccess({ tier: 'enterprise' }, claude)).toEqual({
      state: 'hidden',
      reason: 'not-for-enterprise',
    });
    expect(modelAccess({ tier: 'pro', isEnterprise: true }, claude)).toEqual({
      state: 'hidden',
      reason: 'not-for-enterprise',
    });
  });

  it('leaves only gpt-4o selectable with an attachment', () => {
    expect(modelAccess({ tier: 'pro' }, claude, { hasAttachments: true })).toEqual({
      state: 'disabled',
      reason: 'attachments',
    });
    expect(modelAccess({ tier: 'pro' }, gpt4o, { hasAttachments: true }).state).toBe('usable');
    expect(modelAccess({ tier: 'guest' }, gpt4o, { hasAttachments: true })).toEqual({
      state: 'gated',
      gate: 'register',
    });
  });

  it('hides invisible entries and disables disabled ones', () => {
    expect(modelAccess({ tier: 'pro' }, { ...gpt4o, isVisible: false })).toEqual({
      state: 'hidden',
      reason: 'not-visible',
    });
    expect(modelAccess({ tier: 'pro' }, { ...gpt4o, isDisabled: true })).toEqual({
      state: 'disabled',
      reason: 'disabled',
    });
  });
});

describe('slugs and the catalogue', () => {
  it.each([
    ['new', 'openAI', 'gpt-4o-mini'],
    ['gpt-4o-mini', 'openAI', 'gpt-4o-mini'],
    ['gpt-4o', 'openAI', 'gpt-4o'],
    ['claude', 'claude', 'claude-sonnet-4-5'],
    ['deepseek', 'Deepseek', 'deepseek-r1'],
    ['gemini', 'gemini', 'gemini-1.5-pro'],
    ['perplexity', 'perplexity', 'sonar'],
    ['grok', 'xAI', 'grok-4'],
    ['dall-e', 'dallE', 'dall-e-3'],
  ] as const)('/chat/%s selects %s %s', (slug, endpoint, model) => {
    expect(slugModel(slug)).toEqual({ endpoint, model });
    expect(slugEntry(slug)).toMatchObject({ endpoint, model });
  });

  it('has an entry for every slug and the token windows of spec section 3', () => {
    expect(MODEL_SLUGS.map((slug) => slugEntry(slug).model)).toHaveLength(MODEL_SLUGS.length);
    const windows = Object.fromEntries(
      MODEL_CATALOGUE.map((entry) => [entry.model, entry.description.tokenWindow]),
    );
    expect(windows).toMatchObject({
      'gpt-3.5-turbo': 4096,
      'gpt-4o': 128000,
      'gpt-4o-mini': 128000,
      'gpt-4-1106-preview': 8192,
      'gemini-1.5-pro': 1000000,
      'llama-3-8b': 8000,
      'llama-3-70b': 8192,
      'claude-3-5-sonnet-20240620': 200000,
      'dall-e-3': null,
    });
    expect(MODEL_CATALOGUE.filter((entry) => entry.isDefault).map((entry) => entry.model)).toEqual([
      'gpt-4o-mini',
    ]);
  });
});

describe('resolveModel: the forced switches', () => {
  const pro: AccessPlan = { tier: 'pro' };

  it.each([
    // [tier, endpoint, model, attachments, expected endpoint, expected model, reason]
    ['guest', 'claude', 'claude-sonnet-4-5', false, 'openAI', 'gpt-4o-mini', 'guest'],
    ['guest', 'openAI', 'gpt-4o-mini', false, 'openAI', 'gpt-4o-mini', null],
    ['free', 'openAI', 'gpt-4o', false, 'openAI', 'gpt-4o-mini', 'non-pro'],
    ['free', 'openAI', 'gpt-3.5-turbo', false, 'openAI', 'gpt-3.5-turbo', null],
    ['basic', 'openAI', 'gpt-4-1106-preview', false, 'openAI', 'gpt-4o-mini', 'non-pro'],
    ['basic', 'Llama', 'llama-3-8b', false, 'Llama', 'llama-3-8b', null],
    ['basic', 'Llama', 'llama-3-70b', false, 'openAI', 'gpt-4o-mini', 'non-pro'],
    ['basic', 'Opensource', 'zephyr-7B-beta', false, 'Opensource', 'zephyr-7B-beta', null],
    ['free', 'claude', 'claude-3-5-sonnet-20240620', false, 'claude', 'claude-3-5-sonnet-20240620', null],
    ['free', 'dallE', 'dall-e-3', false, 'dallE', 'dall-e-3', null],
    ['free', 'azureOpenAI', 'gpt-4', false, 'azureOpenAI', 'gpt-3.5-turbo', 'non-pro'],
    ['basic', 'gptPlugins', 'gpt-3.5-turbo-0125', false, 'gptPlugins', 'gpt-3.5-turbo', 'non-pro'],
    ['free', 'gemini', 'gemini-1.5-pro', false, 'openAI', 'gpt-4o-mini', 'non-pro'],
    ['pro', 'azureOpenAI', 'gpt-4', false, 'azureOpenAI', 'gpt-4-1106-preview', 'gpt-4-variant'],
    ['pro', 'openAI', 'gpt-4-0613', false, 'openAI', 'gpt-4-1106-preview', 'gpt-4-variant'],
    ['promax', 'openAI', 'gpt-4-pro-max', false, 'openAI', 'gpt-4-pro-max', null],
    ['pro', 'openAI', 'gpt-4-pro-max', false, 'openAI', 'gpt-4-1106-preview', 'not-in-plan'],
    ['enterprise', 'claude', 'claude-sonnet-4', false, 'openAI', 'gpt-4o-mini', 'not-in-plan'],
    ['pro', 'claude', 'claude-sonnet-4-5', false, 'claude', 'claude-sonnet-4-5', null],
    ['pro', 'anthropic', 'claude-2', false, 'anthropic', 'claude-2', null],
    ['pro', 'claude', 'claude-sonnet-4-5', true, 'openAI', 'gpt-4o', 'attachments'],
    ['free', 'openAI', 'gpt-4o-mini', true, 'openAI', 'gpt-4o', 'attachments'],
  ] as const)(
    '%s choosing %s %s (attachments %s) uses %s %s (%s)',
    (tier, endpoint, model, files, toEndpoint, toModel, reason) => {
      expect(resolveModel({ tier }, { endpoint, model }, { hasAttachments: files })).toEqual({
        endpoint: toEndpoint,
        model: toModel,
        switched: reason,
      });
    },
  );

  it('keeps gpt-4o, gpt-4o-mini and gpt-4-1106-preview for pro users', () => {
    for (const model of ['gpt-4o', 'gpt-4o-mini', 'gpt-4-1106-preview']) {
      expect(resolveModel(pro, { endpoint: 'openAI', model })).toEqual({
        endpoint: 'openAI',
        model,
        switched: null,
      });
    }
  });
});
