import { endpointOptionsFor } from '@/features/chat/lib/endpoint-options';
import { endpointName, endpointStartModel } from '@/features/chat/lib/endpoint-names';

describe('endpointOptionsFor', () => {
  it("sends a fresh openAI chat the endpoint's defaults with the model in use and no token", () => {
    expect(endpointOptionsFor('openAI', 'gpt-4o-mini', null)).toEqual({
      endpoint: 'openAI',
      token: null,
      model: 'gpt-4o-mini',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 1,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
    });
  });

  it("takes the conversation's settings for the endpoint's fields only", () => {
    const conversation = {
      conversationId: 'c',
      temperature: 0.35,
      topK: 7,
      chatGptLabel: 'Poet',
      model: 'old',
    };
    const options = endpointOptionsFor('openAI', 'gpt-4o', conversation);
    expect(options).toMatchObject({ model: 'gpt-4o', temperature: 0.35, chatGptLabel: 'Poet' });
    expect(options).not.toHaveProperty('topK');
    expect(options).not.toHaveProperty('conversationId');
  });

  it('uses the per-endpoint defaults of spec section 9', () => {
    expect(endpointOptionsFor('google', 'chat-bison', null)).toMatchObject({
      temperature: 0.2,
      maxOutputTokens: 1024,
      topP: 0.95,
      topK: 40,
    });
    expect(endpointOptionsFor('anthropic', 'claude-1', null)).toMatchObject({
      temperature: 1,
      topP: 0.7,
      topK: 5,
    });
    expect(endpointOptionsFor('claude', 'claude-sonnet-4-5', null)).toMatchObject({
      temperature: 0.7,
      top_p: 0.1,
    });
    expect(endpointOptionsFor('gptPlugins', 'gpt-4o-mini', null)).toMatchObject({
      temperature: 0.8,
      tools: [],
      agentOptions: { agent: 'functions', skipCompletion: true, model: 'gpt-3.5-turbo', temperature: 0 },
    });
  });

  it("lets a quick action's prompt replace the prompt prefix, and carries the user's token", () => {
    const options = endpointOptionsFor(
      'google',
      'chat-bison',
      { promptPrefix: 'Mine' },
      {
        promptPrefix: 'Summarize.',
        token: '{"client_email":"x"}',
      },
    );
    expect(options.promptPrefix).toBe('Summarize.');
    expect(options.token).toBe('{"client_email":"x"}');
    expect(endpointOptionsFor('google', 'chat-bison', { promptPrefix: 'Mine' }).promptPrefix).toBe('Mine');
  });

  it("sends an unknown endpoint OpenAI's fields", () => {
    expect(endpointOptionsFor('mystery', 'm1', null)).toMatchObject({
      endpoint: 'mystery',
      model: 'm1',
      temperature: 1,
    });
  });
});

describe('endpoint names and start models', () => {
  const endpoints = {
    openAI: { availableModels: ['gpt-4o-mini', 'gpt-4o'] },
    google: { availableModels: [] },
    bingAI: false as const,
  };

  it("starts with the last chosen model the server still offers, else the server's first", () => {
    expect(endpointStartModel('openAI', endpoints, {})).toBe('gpt-4o-mini');
    expect(endpointStartModel('openAI', endpoints, { openAI: 'gpt-4o' })).toBe('gpt-4o');
    expect(endpointStartModel('openAI', endpoints, { openAI: 'gone' })).toBe('gpt-4o-mini');
    expect(endpointStartModel('google', endpoints, {})).toBeNull();
    expect(endpointStartModel('bingAI', endpoints, {})).toBeNull();
    expect(endpointStartModel('anthropic', undefined, {})).toBeNull();
  });

  it('names endpoints by their brand and translates Plugins', () => {
    const translate = (key: string) => `t:${key}`;
    expect(endpointName('google', translate)).toBe('PaLM');
    expect(endpointName('azureOpenAI', translate)).toBe('Azure OpenAI');
    expect(endpointName('gptPlugins', translate)).toBe('t:plugins.endpoint_name');
    expect(endpointName('mystery', translate)).toBe('mystery');
    expect(endpointName('constructor', translate)).toBe('constructor');
    expect(endpointName('__proto__', translate)).toBe('__proto__');
  });
});
