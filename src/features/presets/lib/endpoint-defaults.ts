/**
 * Per-endpoint conversation options: which fields each endpoint sends (contract section 3,
 * 'Endpoint options') and their defaults (spec section 9, which wins over the contract's table).
 * `parseConversationOptions` plays the ancestor's `parseConvo`: pick the endpoint's fields from a
 * conversation or preset and fill what is missing with the defaults.
 */

const OPENAI_FIELDS = [
  'model',
  'chatGptLabel',
  'promptPrefix',
  'temperature',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
] as const;

// The fork's endpoints are OpenAI-compatible; spec section 9 gives them temperature and top_p only.
const FORK_FIELDS = ['model', 'chatGptLabel', 'promptPrefix', 'temperature', 'top_p'] as const;

export const ENDPOINT_OPTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  openAI: OPENAI_FIELDS,
  azureOpenAI: OPENAI_FIELDS,
  gptPlugins: [...OPENAI_FIELDS, 'tools', 'agentOptions'],
  google: [
    'model',
    'modelLabel',
    'promptPrefix',
    'examples',
    'temperature',
    'maxOutputTokens',
    'topP',
    'topK',
  ],
  anthropic: ['model', 'modelLabel', 'promptPrefix', 'temperature', 'maxOutputTokens', 'topP', 'topK'],
  bingAI: [
    'jailbreak',
    'systemMessage',
    'context',
    'toneStyle',
    'jailbreakConversationId',
    'conversationSignature',
    'clientId',
    'invocationId',
  ],
  chatGPTBrowser: ['model'],
  claude: FORK_FIELDS,
  gemini: FORK_FIELDS,
  Opensource: FORK_FIELDS,
  Llama: FORK_FIELDS,
  Deepseek: FORK_FIELDS,
  perplexity: FORK_FIELDS,
  xAI: FORK_FIELDS,
  dallE: ['model'],
};

export type EndpointOptionValues = Readonly<Record<string, unknown>>;

const OPENAI_DEFAULTS = {
  model: 'gpt-3.5-turbo-0125',
  chatGptLabel: null,
  promptPrefix: null,
  temperature: 1,
  top_p: 1,
  presence_penalty: 0,
  frequency_penalty: 0,
} as const;

const OPEN_SOURCE_DEFAULTS = {
  model: 'LLaMA2-13B',
  chatGptLabel: null,
  promptPrefix: null,
  temperature: 0.7,
  top_p: 0.1,
} as const;

// Spec section 9 gives no defaults for these three: the model falls back to the first available
// one (model null) and the sampling values to OpenAI's, as their APIs are OpenAI-compatible.
const UNSPECIFIED_FORK_DEFAULTS = {
  model: null,
  chatGptLabel: null,
  promptPrefix: null,
  temperature: 1,
  top_p: 1,
} as const;

export const ENDPOINT_DEFAULTS: Readonly<Record<string, EndpointOptionValues>> = {
  openAI: OPENAI_DEFAULTS,
  azureOpenAI: OPENAI_DEFAULTS,
  gptPlugins: {
    ...OPENAI_DEFAULTS,
    temperature: 0.8,
    tools: [],
    // The spec does not name the agent's model; the contract's table does.
    agentOptions: { agent: 'functions', skipCompletion: true, model: 'gpt-3.5-turbo', temperature: 0 },
  },
  google: {
    model: 'chat-bison',
    modelLabel: null,
    promptPrefix: null,
    examples: [{ input: { content: '' }, output: { content: '' } }],
    temperature: 0.2,
    maxOutputTokens: 1024,
    topP: 0.95,
    topK: 40,
  },
  anthropic: {
    model: 'claude-1',
    modelLabel: null,
    promptPrefix: null,
    temperature: 1,
    maxOutputTokens: 1024,
    topP: 0.7,
    topK: 5,
  },
  bingAI: {
    jailbreak: false,
    systemMessage: null,
    context: null,
    toneStyle: 'creative',
    jailbreakConversationId: null,
    conversationSignature: null,
    clientId: null,
    invocationId: 1,
  },
  chatGPTBrowser: { model: 'text-davinci-002-render-sha' },
  // The spec's claude model reads 'claude {token}', an unfilled template: the model falls back to
  // the first available one.
  claude: { model: null, chatGptLabel: null, promptPrefix: null, temperature: 0.7, top_p: 0.1 },
  gemini: OPEN_SOURCE_DEFAULTS,
  Opensource: OPEN_SOURCE_DEFAULTS,
  Llama: OPEN_SOURCE_DEFAULTS,
  Deepseek: UNSPECIFIED_FORK_DEFAULTS,
  perplexity: UNSPECIFIED_FORK_DEFAULTS,
  xAI: UNSPECIFIED_FORK_DEFAULTS,
  dallE: { model: 'dall-e-3' },
};

export const KNOWN_ENDPOINTS: readonly string[] = Object.keys(ENDPOINT_OPTION_FIELDS);

export function isKnownEndpoint(endpoint: unknown): endpoint is string {
  return typeof endpoint === 'string' && Object.hasOwn(ENDPOINT_OPTION_FIELDS, endpoint);
}

/** The option fields the endpoint sends; null for an unknown endpoint. */
export function endpointOptionFields(endpoint: string | null | undefined): readonly string[] | null {
  return isKnownEndpoint(endpoint) ? (ENDPOINT_OPTION_FIELDS[endpoint] ?? null) : null;
}

/** A fresh copy of the endpoint's defaults (nested values too); null for an unknown endpoint. */
export function endpointDefaults(endpoint: string | null | undefined): Record<string, unknown> | null {
  if (!isKnownEndpoint(endpoint)) return null;
  return structuredClone({ ...ENDPOINT_DEFAULTS[endpoint] });
}

/**
 * The endpoint's option fields taken from `source` (a conversation or preset), each missing or
 * null value replaced by its default when it has one; agentOptions are completed field by field.
 * Fields without a default stay out when the source lacks them. Null for an unknown endpoint.
 */
export function parseConversationOptions(
  endpoint: string | null | undefined,
  source: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  const fields = endpointOptionFields(endpoint);
  const defaults = endpointDefaults(endpoint);
  if (!fields || !defaults) return null;
  const options: Record<string, unknown> = {};
  for (const field of fields) {
    const value = source[field];
    const fallback = defaults[field];
    if (field === 'agentOptions' && isPlainObject(value) && isPlainObject(fallback)) {
      options[field] = { ...fallback, ...withoutNullish(value) };
    } else if (value !== undefined && value !== null) {
      options[field] = value;
    } else if (Object.hasOwn(defaults, field)) {
      options[field] = fallback;
    }
  }
  return options;
}

/** Custom name and prompt prefix are disabled while plugins (tools) are selected. */
export function customFieldsDisabled(tools: readonly unknown[] | null | undefined): boolean {
  return (tools?.length ?? 0) > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutNullish(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null));
}
