// @vitest-environment jsdom
import {
  AI_MODEL_STATE_KEY,
  LAST_SELECTED_MODEL_KEY,
  VIDEO_MODELS,
  guestLanding,
  lastSelectedModels,
  rememberChoice,
  rememberedAiModel,
  rememberedSlug,
  slugChoice,
  videoModelAccess,
  videoModelFor,
} from '@/features/models';

describe('remembering the choice', () => {
  it('keeps the model per endpoint, aiModelState and the access_endpoint cookie', () => {
    rememberChoice({ endpoint: 'claude', model: 'claude-sonnet-4' }, 'claude');
    rememberChoice({ endpoint: 'openAI', model: 'gpt-4o' }, 'gpt-4o');
    expect(JSON.parse(localStorage.getItem(LAST_SELECTED_MODEL_KEY) ?? '{}')).toEqual({
      claude: 'claude-sonnet-4',
      openAI: 'gpt-4o',
    });
    expect(JSON.parse(localStorage.getItem(AI_MODEL_STATE_KEY) ?? '""')).toBe('gpt-4o');
    expect(rememberedAiModel()).toBe('gpt-4o');
    expect(rememberedSlug()).toBe('gpt-4o');
  });

  it('defaults to gpt-4o-mini and survives bad storage', () => {
    expect(rememberedAiModel()).toBe('gpt-4o-mini');
    localStorage.setItem(LAST_SELECTED_MODEL_KEY, '[1,2]');
    expect(lastSelectedModels()).toEqual({});
    localStorage.setItem(LAST_SELECTED_MODEL_KEY, '{"claude":3,"xAI":"grok-3"}');
    expect(lastSelectedModels()).toEqual({ xAI: 'grok-3' });
  });

  it('opens /chat/{slug} with the model last chosen for that entry', () => {
    expect(slugChoice('claude')).toEqual({ endpoint: 'claude', model: 'claude-sonnet-4-5' });
    rememberChoice({ endpoint: 'claude', model: 'claude-sonnet-4' }, 'claude');
    expect(slugChoice('claude')).toEqual({ endpoint: 'claude', model: 'claude-sonnet-4' });
    // Claude 3.5 Sonnet has no header entry: /chat/claude keeps its default.
    rememberChoice({ endpoint: 'claude', model: 'claude-3-5-sonnet-20240620' }, null);
    expect(slugChoice('claude')).toEqual({ endpoint: 'claude', model: 'claude-sonnet-4-5' });
    rememberChoice({ endpoint: 'openAI', model: 'gpt-4o' }, 'gpt-4o');
    expect(slugChoice('new')).toEqual({ endpoint: 'openAI', model: 'gpt-4o-mini' });
  });
});

describe('video models', () => {
  it('lists Kling 2.1 and Veo 3; veo-3 selects Veo, anything else Kling', () => {
    expect(VIDEO_MODELS.map((video) => video.model)).toEqual(['Kling 2.1', 'Veo 3']);
    expect(videoModelFor('veo-3').model).toBe('Veo 3');
    expect(videoModelFor(undefined).model).toBe('Kling 2.1');
    expect(videoModelFor('other').model).toBe('Kling 2.1');
  });

  it('lets the paid tiers choose, asks guests to register and free users to upgrade', () => {
    const veo = videoModelFor('veo-3');
    expect(videoModelAccess('guest', veo)).toEqual({ state: 'gated', gate: 'register' });
    expect(videoModelAccess('free', veo)).toEqual({ state: 'gated', gate: 'pricing' });
    for (const tier of ['basic', 'pro', 'promax', 'enterprise', 'advanced', 'teammax'] as const) {
      expect(videoModelAccess(tier, veo)).toEqual({ state: 'usable' });
    }
  });
});

describe('guestLanding', () => {
  it('sends a guest from the signed-in pages to the remembered chat, and lets the rest be', () => {
    expect(guestLanding('/image-gen')).toBe('/chat/new');
    expect(guestLanding('/search/cats')).toBe('/chat/new');
    expect(guestLanding('/chat/6f1c2a')).toBe('/chat/new');
    expect(guestLanding('/chat/new')).toBeNull();
    expect(guestLanding('/chat/gpt-4o')).toBeNull();
    expect(guestLanding('/chatpdf')).toBeNull();
    expect(guestLanding('/help')).toBeNull();
    rememberChoice({ endpoint: 'claude', model: 'claude-sonnet-4' }, 'claude');
    expect(guestLanding('/image-gen')).toBe('/chat/claude');
  });
});
