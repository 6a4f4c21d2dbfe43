import { parseProviderState } from './provider';
import { defaultSettings } from './settings';
import { type MockState } from './types';

/** Where the mock keeps its state between page loads or process restarts. */
export interface PersistenceAdapter {
  load(): MockState | null;
  save(state: MockState): void;
}

export const BROWSER_STORAGE_KEY = 'mock-db-v1';

const ARRAY_KEYS = [
  'users',
  'accessTokens',
  'refreshSessions',
  'chatSessions',
  'passwordResets',
  'conversations',
  'messages',
  'presets',
  'userPluginAuth',
] as const;

/** Accepts a parsed value as state only if it has the current shape; fills settings added later. */
export function parseState(value: unknown): MockState | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  if (candidate.version !== 1 || typeof candidate.seededAt !== 'string') return null;
  if (!ARRAY_KEYS.every((key) => Array.isArray(candidate[key]))) return null;
  if (typeof candidate.settings !== 'object' || candidate.settings === null) return null;
  const state = value as MockState;
  return {
    ...state,
    settings: { ...defaultSettings(), ...state.settings },
    provider: parseProviderState(candidate.provider),
  };
}

/** Keeps nothing: every start is a fresh seed (node tests, default node server). */
export function memoryPersistence(): PersistenceAdapter {
  return { load: () => null, save: () => undefined };
}

/** Browser persistence under localStorage `mock-db-v1`, so data survives reloads. */
export function localStoragePersistence(key: string = BROWSER_STORAGE_KEY): PersistenceAdapter {
  return {
    load() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        return raw ? parseState(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(state));
      } catch {
        // Quota exceeded or storage disabled: the mock keeps working from memory.
      }
    },
  };
}
