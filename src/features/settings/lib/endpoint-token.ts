/**
 * The user's own key for an endpoint flagged `userProvide` in GET /api/endpoints (contract sections
 * 3 and 7): kept in this browser only, in localStorage `{endpoint}_token`, and sent as the chat
 * request's `token`. The server never stores it.
 */

/** 'Set Token First' never shows for these (spec section 6, contract section 7). */
export const TOKEN_EXEMPT_ENDPOINTS: readonly string[] = ['openAI', 'azureOpenAI', 'bingAI'];

/** What this module needs of one endpoint's entry in GET /api/endpoints. */
export type EndpointTokenConfig = false | { userProvide?: boolean } | null | undefined;

export const tokenStorageKey = (endpoint: string): string => `${endpoint}_token`;

type Listener = () => void;
const listeners = new Set<Listener>();

export function readEndpointToken(endpoint: string): string | null {
  try {
    const token = localStorage.getItem(tokenStorageKey(endpoint));
    return token && token.trim() ? token : null;
  } catch {
    return null;
  }
}

/** Stores the token (an empty one removes it) and tells every subscriber. */
export function saveEndpointToken(endpoint: string, token: string): void {
  try {
    if (token.trim()) localStorage.setItem(tokenStorageKey(endpoint), token);
    else localStorage.removeItem(tokenStorageKey(endpoint));
  } catch {
    // Storage disabled: the token is simply not kept.
  }
  for (const listener of listeners) listener();
}

export function subscribeEndpointTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUserProvided(config: EndpointTokenConfig): boolean {
  return Boolean(config && config.userProvide);
}

/** True when sending must wait for the user's key: userProvide, no key yet, not an exempt endpoint. */
export function needsTokenFirst(
  endpoint: string,
  config: EndpointTokenConfig,
  token: string | null,
): boolean {
  return isUserProvided(config) && !token && !TOKEN_EXEMPT_ENDPOINTS.includes(endpoint);
}

/** The request's `token`: the stored key for a userProvide endpoint, otherwise null. */
export function requestToken(endpoint: string, config: EndpointTokenConfig): string | null {
  return isUserProvided(config) ? readEndpointToken(endpoint) : null;
}

/** The Azure token's fields, in the order the JSON string carries them (spec section 3). */
export const AZURE_TOKEN_FIELDS = [
  'azureOpenAIApiInstanceName',
  'azureOpenAIApiDeploymentName',
  'azureOpenAIApiVersion',
  'azureOpenAIApiKey',
] as const;

export type AzureTokenField = (typeof AZURE_TOKEN_FIELDS)[number];
export type AzureTokenValues = Record<AzureTokenField, string>;

/** The fields of a stored Azure token; missing, non-string or unreadable values come back empty. */
export function parseAzureToken(token: string | null | undefined): AzureTokenValues {
  let parsed: unknown = null;
  try {
    parsed = token ? JSON.parse(token) : null;
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const values = {} as AzureTokenValues;
  for (const field of AZURE_TOKEN_FIELDS) {
    const value = record[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The Azure token as the request sends it: one JSON string of the four trimmed fields. */
export function buildAzureToken(values: Readonly<AzureTokenValues>): string {
  const token = {} as AzureTokenValues;
  for (const field of AZURE_TOKEN_FIELDS) token[field] = values[field].trim();
  return JSON.stringify(token);
}

export function isAzureTokenComplete(values: Readonly<AzureTokenValues>): boolean {
  return AZURE_TOKEN_FIELDS.every((field) => values[field].trim() !== '');
}
