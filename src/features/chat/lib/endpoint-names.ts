/**
 * Display names of the endpoints (contract section 7 for LibreChat's seven; the fork's carry their
 * product names). Names are brands, the same in every language, except 'Plugins', which the UI
 * translates (`plugins.endpoint_name`).
 */
const NAMES: Readonly<Record<string, string>> = {
  openAI: 'OpenAI',
  azureOpenAI: 'Azure OpenAI',
  bingAI: 'Bing',
  chatGPTBrowser: 'ChatGPT',
  google: 'PaLM',
  anthropic: 'Anthropic',
  claude: 'Claude',
  gemini: 'Gemini',
  Deepseek: 'DeepSeek',
  perplexity: 'Perplexity',
  xAI: 'Grok',
  dallE: 'DALL-E',
  Opensource: 'Open Source',
  Llama: 'Llama',
};

export const TRANSLATED_ENDPOINT_NAMES: Readonly<Record<string, string>> = {
  gptPlugins: 'plugins.endpoint_name',
};

/** The endpoint's name; `translate` turns an i18n key into text. */
export function endpointName(endpoint: string, translate: (key: string) => string): string {
  // Own keys only: the server names the endpoints, and `constructor` is a key of every object.
  if (Object.hasOwn(TRANSLATED_ENDPOINT_NAMES, endpoint))
    return translate(TRANSLATED_ENDPOINT_NAMES[endpoint]!);
  return Object.hasOwn(NAMES, endpoint) ? NAMES[endpoint]! : endpoint;
}

/** LibreChat's endpoints in its default order (contract section 7), offered to a fresh chat. */
export const LEGACY_ENDPOINT_ORDER: readonly string[] = [
  'openAI',
  'azureOpenAI',
  'bingAI',
  'chatGPTBrowser',
  'gptPlugins',
  'google',
  'anthropic',
];

type EndpointsAnswer = Readonly<Record<string, false | { availableModels?: readonly string[] } | undefined>>;

/**
 * The model a fresh chat on `endpoint` starts with: the last one chosen there when the server still
 * offers it, else the server's first (contract section 7); null when the endpoint is off or empty.
 */
export function endpointStartModel(
  endpoint: string,
  endpoints: EndpointsAnswer | undefined,
  lastSelected: Readonly<Record<string, unknown>>,
): string | null {
  const config = endpoints?.[endpoint];
  if (!config) return null;
  const models = config.availableModels ?? [];
  const remembered = lastSelected[endpoint];
  if (typeof remembered === 'string' && models.includes(remembered)) return remembered;
  return models[0] ?? null;
}
