import {
  ENDPOINT_DEFAULTS,
  KNOWN_ENDPOINTS,
  customFieldsDisabled,
  endpointDefaults,
  endpointOptionFields,
  parseConversationOptions,
} from '@/features/presets/lib/endpoint-defaults';

describe('endpoint defaults (spec section 9)', () => {
  it('covers every endpoint kind of the spec', () => {
    expect([...KNOWN_ENDPOINTS].sort()).toEqual(
      [
        'azureOpenAI',
        'openAI',
        'bingAI',
        'chatGPTBrowser',
        'google',
        'gptPlugins',
        'anthropic',
        'Opensource',
        'claude',
        'gemini',
        'dallE',
        'Llama',
        'perplexity',
        'Deepseek',
        'xAI',
      ].sort(),
    );
    for (const endpoint of KNOWN_ENDPOINTS) {
      expect(
        Object.keys(ENDPOINT_DEFAULTS[endpoint]!).every((key) =>
          endpointOptionFields(endpoint)!.includes(key),
        ),
      ).toBe(true);
    }
  });

  it('uses the spec values where they differ from the contract', () => {
    expect(endpointDefaults('openAI')).toEqual({
      model: 'gpt-3.5-turbo-0125',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 1,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
    });
    expect(endpointDefaults('azureOpenAI')).toEqual(endpointDefaults('openAI'));
    expect(endpointDefaults('gptPlugins')).toMatchObject({
      model: 'gpt-3.5-turbo-0125',
      temperature: 0.8,
      tools: [],
      agentOptions: { agent: 'functions', skipCompletion: true, temperature: 0 },
    });
    expect(endpointDefaults('google')).toMatchObject({
      model: 'chat-bison',
      temperature: 0.2,
      maxOutputTokens: 1024,
      topP: 0.95,
      topK: 40,
    });
    expect(endpointDefaults('anthropic')).toMatchObject({
      model: 'claude-1',
      temperature: 1,
      maxOutputTokens: 1024,
      topP: 0.7,
      topK: 5,
    });
    expect(endpointDefaults('claude')).toMatchObject({ temperature: 0.7, top_p: 0.1 });
    for (const endpoint of ['Opensource', 'Llama', 'gemini']) {
      expect(endpointDefaults(endpoint)).toMatchObject({ model: 'LLaMA2-13B', temperature: 0.7, top_p: 0.1 });
    }
    expect(endpointDefaults('chatGPTBrowser')).toEqual({ model: 'text-davinci-002-render-sha' });
    expect(endpointDefaults('dallE')).toEqual({ model: 'dall-e-3' });
    expect(endpointDefaults('bingAI')).toMatchObject({
      toneStyle: 'creative',
      invocationId: 1,
      jailbreak: false,
    });
    expect(endpointDefaults('nope')).toBeNull();
  });

  it('hands out copies, so a caller cannot change the defaults', () => {
    const copy = endpointDefaults('gptPlugins')!;
    (copy.agentOptions as Record<string, unknown>).temperature = 5;
    (copy.tools as unknown[]).push('x');
    expect(endpointDefaults('gptPlugins')).toMatchObject({ tools: [], agentOptions: { temperature: 0 } });
  });

  it('lists the fields each endpoint sends (contract section 3)', () => {
    expect(endpointOptionFields('openAI')).toEqual([
      'model',
      'chatGptLabel',
      'promptPrefix',
      'temperature',
      'top_p',
      'presence_penalty',
      'frequency_penalty',
    ]);
    expect(endpointOptionFields('gptPlugins')).toEqual(expect.arrayContaining(['tools', 'agentOptions']));
    expect(endpointOptionFields('google')).toEqual([
      'model',
      'modelLabel',
      'promptPrefix',
      'examples',
      'temperature',
      'maxOutputTokens',
      'topP',
      'topK',
    ]);
    expect(endpointOptionFields('anthropic')).not.toContain('examples');
    expect(endpointOptionFields('chatGPTBrowser')).toEqual(['model']);
    expect(endpointOptionFields(undefined)).toBeNull();
  });
});

describe('parseConversationOptions', () => {
  it("keeps the endpoint's fields, fills the defaults and drops everything else", () => {
    const options = parseConversationOptions('anthropic', {
      conversationId: 'c1',
      title: 'T',
      user: 'u1',
      model: 'claude-2',
      temperature: 0.3,
      top_p: 0.9,
      topK: null,
    });
    expect(options).toEqual({
      model: 'claude-2',
      modelLabel: null,
      promptPrefix: null,
      temperature: 0.3,
      maxOutputTokens: 1024,
      topP: 0.7,
      topK: 5,
    });
  });

  it('completes agentOptions field by field', () => {
    expect(
      parseConversationOptions('gptPlugins', { agentOptions: { agent: 'classic', model: null } }),
    ).toMatchObject({
      agentOptions: { agent: 'classic', skipCompletion: true, model: 'gpt-3.5-turbo', temperature: 0 },
    });
  });

  it('gives null for an unknown endpoint', () => {
    expect(parseConversationOptions('unknown', { model: 'x' })).toBeNull();
    expect(parseConversationOptions(null, { model: 'x' })).toBeNull();
  });
});

describe('customFieldsDisabled', () => {
  it('is true only while tools are selected', () => {
    expect(customFieldsDisabled([{ pluginKey: 'google' }])).toBe(true);
    expect(customFieldsDisabled([])).toBe(false);
    expect(customFieldsDisabled(undefined)).toBe(false);
  });
});
