import {
  buildPreset,
  presetApplication,
  presetSummary,
  type ModelChoice,
} from '@/features/presets/lib/preset';
import { hasSettings, settingsFields } from '@/features/presets/lib/settings-fields';

const openAI: ModelChoice = { endpoint: 'openAI', model: 'gpt-4o-mini' };
const everyone = () => true;
const nobody = () => false;

describe('buildPreset', () => {
  it("saves the endpoint's options with defaults for what the conversation has not set", () => {
    const preset = buildPreset(
      openAI,
      { conversationId: 'c1', title: 'Chat', temperature: 0.35, tools: ['x'] },
      '  Cool  ',
    );
    expect(preset).toEqual({
      endpoint: 'openAI',
      model: 'gpt-4o-mini',
      title: 'Cool',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 0.35,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
    });
  });

  it("falls back to the server's 'New Preset' for an empty name and works for a fresh chat", () => {
    const preset = buildPreset({ endpoint: 'google', model: 'chat-bison' }, null, ' ');
    expect(preset.title).toBe('New Preset');
    expect(preset).toMatchObject({ endpoint: 'google', temperature: 0.2, topK: 40, maxOutputTokens: 1024 });
  });
});

describe('presetApplication', () => {
  const preset = {
    presetId: 'p1',
    title: 'Cool',
    endpoint: 'claude',
    model: 'claude-sonnet-4',
    temperature: 0.4,
    top_p: 0.2,
    chatGptLabel: 'Poet',
    presence_penalty: 1.5,
  };

  it('a fresh chat takes the preset model when the user may use it, and its options for that endpoint', () => {
    const result = presetApplication(preset, openAI, { isNewChat: true, mayUse: everyone });
    expect(result.choice).toEqual({ endpoint: 'claude', model: 'claude-sonnet-4' });
    // claude sends temperature and top_p only: the penalty stays out.
    expect(result.options).toEqual({
      chatGptLabel: 'Poet',
      promptPrefix: null,
      temperature: 0.4,
      top_p: 0.2,
    });
  });

  it('keeps the model when the user may not use the preset one, reading the options for the current endpoint', () => {
    const asked: ModelChoice[] = [];
    const result = presetApplication(preset, openAI, {
      isNewChat: true,
      mayUse: (choice) => {
        asked.push(choice);
        return false;
      },
    });
    expect(asked).toEqual([{ endpoint: 'claude', model: 'claude-sonnet-4' }]);
    expect(result.choice).toBeNull();
    expect(result.options).toEqual({
      chatGptLabel: 'Poet',
      promptPrefix: null,
      temperature: 0.4,
      top_p: 0.2,
      presence_penalty: 1.5,
      frequency_penalty: 0,
    });
    expect(result.options).not.toHaveProperty('model');
  });

  it('never switches the model of a conversation that has started', () => {
    const result = presetApplication(preset, openAI, { isNewChat: false, mayUse: everyone });
    expect(result.choice).toBeNull();
    expect(result.options.temperature).toBe(0.4);
  });

  it('does not switch to an unknown endpoint or a preset without a model', () => {
    expect(
      presetApplication({ ...preset, endpoint: 'mystery' }, openAI, { isNewChat: true, mayUse: everyone })
        .choice,
    ).toBeNull();
    expect(
      presetApplication({ ...preset, model: null }, openAI, { isNewChat: true, mayUse: everyone }).choice,
    ).toBeNull();
    expect(
      presetApplication({ title: 'Bare' }, openAI, { isNewChat: true, mayUse: nobody }).options,
    ).toMatchObject({
      temperature: 1,
      top_p: 1,
    });
  });

  it('summarises a preset as endpoint · model', () => {
    expect(presetSummary(preset)).toBe('claude · claude-sonnet-4');
    expect(presetSummary({ endpoint: 'openAI' })).toBe('openAI');
  });
});

describe('settingsFields', () => {
  it("offers only the fields the endpoint sends, in the popover's order", () => {
    expect(settingsFields('openAI')).toEqual({
      labelField: 'chatGptLabel',
      promptPrefix: true,
      parameters: ['temperature', 'top_p', 'frequency_penalty', 'presence_penalty'],
    });
    expect(settingsFields('google')).toEqual({
      labelField: 'modelLabel',
      promptPrefix: true,
      parameters: ['temperature', 'topP', 'topK', 'maxOutputTokens'],
    });
    expect(settingsFields('claude').parameters).toEqual(['temperature', 'top_p']);
  });

  it('has nothing to set for model-only and unknown endpoints', () => {
    expect(hasSettings('dallE')).toBe(false);
    expect(hasSettings('chatGPTBrowser')).toBe(false);
    expect(hasSettings('mystery')).toBe(false);
    expect(hasSettings('anthropic')).toBe(true);
  });
});
