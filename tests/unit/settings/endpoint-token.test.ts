// @vitest-environment jsdom
import {
  TOKEN_EXEMPT_ENDPOINTS,
  buildAzureToken,
  isAzureTokenComplete,
  needsTokenFirst,
  parseAzureToken,
  readEndpointToken,
  requestToken,
  saveEndpointToken,
  subscribeEndpointTokens,
  tokenStorageKey,
} from '@/features/settings/lib/endpoint-token';

const userProvide = { userProvide: true };
const serverKey = { userProvide: false };

describe('endpoint tokens (contract sections 3 and 7)', () => {
  it('stores the token in localStorage {endpoint}_token and tells subscribers', () => {
    const seen: string[] = [];
    const stop = subscribeEndpointTokens(() => seen.push(readEndpointToken('google') ?? 'none'));
    expect(tokenStorageKey('google')).toBe('google_token');
    expect(readEndpointToken('google')).toBeNull();
    saveEndpointToken('google', '{"client_email":"a"}');
    expect(localStorage.getItem('google_token')).toBe('{"client_email":"a"}');
    saveEndpointToken('google', '   ');
    expect(localStorage.getItem('google_token')).toBeNull();
    stop();
    saveEndpointToken('google', 'later');
    expect(seen).toEqual(['{"client_email":"a"}', 'none']);
  });

  it('asks for the token first only for userProvide endpoints without one, never for openAI, azureOpenAI or bingAI', () => {
    expect(TOKEN_EXEMPT_ENDPOINTS).toEqual(['openAI', 'azureOpenAI', 'bingAI']);
    expect(needsTokenFirst('google', userProvide, null)).toBe(true);
    expect(needsTokenFirst('google', userProvide, 'key')).toBe(false);
    expect(needsTokenFirst('anthropic', serverKey, null)).toBe(false);
    expect(needsTokenFirst('anthropic', false, null)).toBe(false);
    expect(needsTokenFirst('anthropic', undefined, null)).toBe(false);
    for (const endpoint of TOKEN_EXEMPT_ENDPOINTS)
      expect(needsTokenFirst(endpoint, userProvide, null)).toBe(false);
  });

  it('sends the stored token only for userProvide endpoints', () => {
    saveEndpointToken('azureOpenAI', 'azure-json');
    saveEndpointToken('anthropic', 'should-not-leak');
    expect(requestToken('azureOpenAI', userProvide)).toBe('azure-json');
    expect(requestToken('anthropic', serverKey)).toBeNull();
    expect(requestToken('google', userProvide)).toBeNull();
  });

  it('builds the Azure token as one JSON string of the four trimmed fields, and reads it back', () => {
    const token = buildAzureToken({
      azureOpenAIApiInstanceName: ' acme ',
      azureOpenAIApiDeploymentName: 'gpt4o',
      azureOpenAIApiVersion: '2024-02-01',
      azureOpenAIApiKey: 'secret',
    });
    expect(token).toBe(
      '{"azureOpenAIApiInstanceName":"acme","azureOpenAIApiDeploymentName":"gpt4o",' +
        '"azureOpenAIApiVersion":"2024-02-01","azureOpenAIApiKey":"secret"}',
    );
    expect(parseAzureToken(token).azureOpenAIApiInstanceName).toBe('acme');
    expect(isAzureTokenComplete(parseAzureToken(token))).toBe(true);
  });

  it('reads a missing, broken or partial Azure token as empty fields', () => {
    const empty = {
      azureOpenAIApiInstanceName: '',
      azureOpenAIApiDeploymentName: '',
      azureOpenAIApiVersion: '',
      azureOpenAIApiKey: '',
    };
    expect(parseAzureToken(null)).toEqual(empty);
    expect(parseAzureToken('not json')).toEqual(empty);
    expect(parseAzureToken('{"azureOpenAIApiKey":42}')).toEqual(empty);
    const partial = parseAzureToken('{"azureOpenAIApiKey":"k"}');
    expect(partial.azureOpenAIApiKey).toBe('k');
    expect(isAzureTokenComplete(partial)).toBe(false);
    expect(
      isAzureTokenComplete({
        ...partial,
        azureOpenAIApiInstanceName: 'a',
        azureOpenAIApiDeploymentName: 'b',
        azureOpenAIApiVersion: '  ',
      }),
    ).toBe(false);
  });
});
