import {
  carriedModelOf,
  chooseModel,
  conversationOf,
  entryBadge,
  findCatalogueEntry,
  slugEntry,
  type AccessPlan,
  type CatalogueEntry,
} from '@/features/models';

const entry = (model: string): CatalogueEntry => {
  const found = findCatalogueEntry(model);
  if (!found) throw new Error(model);
  return found;
};
const GUEST: AccessPlan = { tier: 'guest' };
const FREE: AccessPlan = { tier: 'free' };
const BASIC: AccessPlan = { tier: 'basic' };
const PRO: AccessPlan = { tier: 'pro' };
const ENTERPRISE: AccessPlan = { tier: 'enterprise' };

describe('choosing a model', () => {
  it('asks a guest to register for anything but gpt-4o-mini', () => {
    expect(chooseModel(GUEST, slugEntry('claude'), '/chat/new')).toEqual({ kind: 'gate', gate: 'register' });
    expect(chooseModel(GUEST, slugEntry('gpt-4o-mini'), '/chat/new')).toMatchObject({
      kind: 'apply',
      navigateTo: null,
      carried: null,
    });
  });

  it('opens pricing for a model the plan lacks', () => {
    expect(chooseModel(FREE, slugEntry('gpt-4o'), '/chat/new')).toEqual({ kind: 'gate', gate: 'pricing' });
    expect(chooseModel(PRO, entry('gpt-4-pro-max'), '/chat/new')).toEqual({ kind: 'gate', gate: 'pricing' });
  });

  it('ignores what enterprise does not see', () => {
    expect(chooseModel(ENTERPRISE, slugEntry('claude'), '/chat/new')).toEqual({ kind: 'ignore' });
  });

  it('sends a fresh chat to the entry address', () => {
    expect(chooseModel(PRO, slugEntry('claude'), '/chat/new')).toEqual({
      kind: 'apply',
      choice: { endpoint: 'claude', model: 'claude-sonnet-4-5', switched: null },
      slug: 'claude',
      navigateTo: '/chat/claude',
      carried: null,
    });
    expect(chooseModel(PRO, slugEntry('grok'), '/image-gen')).toMatchObject({ navigateTo: '/chat/grok' });
  });

  it('changes the model of a stored conversation in place', () => {
    expect(chooseModel(PRO, slugEntry('deepseek'), '/chat/abc-123')).toMatchObject({
      kind: 'apply',
      choice: { endpoint: 'Deepseek', model: 'deepseek-r1' },
      navigateTo: null,
      carried: null,
    });
  });

  it('keeps a model without a header entry on /chat/new, its history entry carrying the model', () => {
    expect(chooseModel(BASIC, entry('llama-3-8b'), '/chat/claude')).toMatchObject({
      kind: 'apply',
      slug: null,
      navigateTo: '/chat/new',
      carried: { chosenModel: { endpoint: 'Llama', model: 'llama-3-8b' } },
    });
    expect(chooseModel(BASIC, entry('llama-3-8b'), '/chat/new')).toMatchObject({
      navigateTo: null,
      carried: null,
    });
  });

  it('reads back only a well-formed carried model', () => {
    const carried = { chosenModel: { endpoint: 'Llama', model: 'llama-3-8b' } };
    expect(carriedModelOf(carried)).toEqual(carried.chosenModel);
    for (const state of [null, undefined, 'llama', {}, { chosenModel: null }, { chosenModel: { model: 1 } }])
      expect(carriedModelOf(state)).toBeNull();
  });

  it('finds the conversation of an address', () => {
    expect(conversationOf('/chat/abc')).toBe('abc');
    expect(conversationOf('/chat/new')).toBeNull();
    expect(conversationOf('/chat/claude')).toBeNull();
    expect(conversationOf('/chat/search')).toBeNull();
    expect(conversationOf('/image-gen')).toBeNull();
  });
});

describe('badges', () => {
  it('shows PRO for pro models, PRO MAX for Pro Max only ones, none for free ones', () => {
    expect(entryBadge(entry('gpt-4o-mini'))).toBeNull();
    expect(entryBadge(entry('llama-3-8b'))).toBeNull();
    expect(entryBadge(entry('gpt-4o'))).toBe('PRO');
    expect(entryBadge(entry('claude-sonnet-4-5'))).toBe('PRO');
    expect(entryBadge(entry('gpt-4-pro-max'))).toBe('PRO MAX');
    expect(entryBadge(entry('claude-3-5-sonnet-20240620'))).toBe('PRO MAX');
  });
});
