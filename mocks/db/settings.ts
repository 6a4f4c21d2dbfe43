import { type MockSettings } from './types';

/**
 * The `sharePassphrase` of public/config.json, of the two e2e tenants
 * (tests/e2e/fixtures/config.*.json) and of tests/helpers/test-config.ts.
 */
export const DEFAULT_SHARE_PASSPHRASES: readonly string[] = [
  'demo-share-passphrase',
  'acme-e2e-share-passphrase',
  'globex-e2e-share-passphrase',
  'test-passphrase',
];

export function defaultSettings(): MockSettings {
  return {
    appTitle: 'AI Chat',
    googleLoginEnabled: true,
    facebookLoginEnabled: false,
    openidLoginEnabled: false,
    openidLabel: '',
    openidImageUrl: '',
    githubLoginEnabled: true,
    discordLoginEnabled: false,
    serverDomain: '',
    registrationEnabled: true,
    socialLoginEnabled: true,
    emailEnabled: true,
    searchEnabled: true,
    tokensPerSecond: 40,
    tokensPerPartial: 1,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
    titleDelayMs: 1000,
    imageGenerationMs: 3000,
    sharePassphrases: [...DEFAULT_SHARE_PASSPHRASES],
    modelsAtLimit: [],
  };
}

const NUMBER_KEYS = [
  'tokensPerSecond',
  'tokensPerPartial',
  'accessTokenTtlSeconds',
  'refreshTokenTtlSeconds',
  'titleDelayMs',
  'imageGenerationMs',
] as const;

/** Merges a partial settings object, keeping only known keys whose value has the right type. */
export function mergeSettings(current: MockSettings, patch: Record<string, unknown>): MockSettings {
  const next: MockSettings = { ...current };
  const target = next as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (!Object.hasOwn(current, key)) continue;
    const expected = typeof (current as unknown as Record<string, unknown>)[key];
    if (typeof value !== expected) continue;
    if (key === 'sharePassphrases' || key === 'modelsAtLimit') {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) target[key] = [...value];
      continue;
    }
    if ((NUMBER_KEYS as readonly string[]).includes(key) && !(Number(value) >= 0)) continue;
    target[key] = value;
  }
  return next;
}
