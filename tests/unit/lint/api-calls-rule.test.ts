import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps every /api and /e call in its feature's api/ file (eslint.config.js,
 * API_CALLS_*): snippets linted with the project's own config, as if they stood at these paths.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function callErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => /api\/ hook/.test(message.message) || message.ruleId === 'no-restricted-imports')
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const COMPONENT = 'src/features/layout/components/new-widget.tsx';
const HOOK = 'src/features/auth/hooks/use-new-thing.ts';

describe('the rule that every server call goes through its api/ hook', () => {
  it('fails on fetch, window.fetch and XMLHttpRequest in a component', async () => {
    const errors = await callErrors(
      [
        "export const a = () => fetch('/api/user');",
        "export const b = () => window.fetch('/e/get-total-app');",
        'export const c = () => new XMLHttpRequest();',
      ].join('\n'),
      COMPONENT,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-globals: Unexpected use of 'fetch'\. Call the server through/),
      expect.stringMatching(
        /^no-restricted-properties: 'window\.fetch' is restricted.*Call the server through/,
      ),
      expect.stringMatching(/^no-restricted-globals: Unexpected use of 'XMLHttpRequest'/),
    ]);
  }, 30_000);

  it('fails on apiRequest, on the stream client and on an api/ fetcher outside api/', async () => {
    const errors = await callErrors(
      [
        "import { apiRequest } from '@/lib/api-client';",
        "import { fetchEventSource } from '@microsoft/fetch-event-source';",
        "import { logout } from '../api/logout';",
        'export const calls = [apiRequest, fetchEventSource, logout];',
      ].join('\n'),
      HOOK,
    );
    expect(errors).toEqual([
      expect.stringMatching(/'apiRequest' import from '@\/lib\/api-client' is restricted.*api\/ hook/),
      expect.stringMatching(/'@microsoft\/fetch-event-source' import is restricted.*Use src\/lib\/sse/),
      expect.stringMatching(
        /'logout' import from '\.\.\/api\/logout' is restricted.*called through its hook/,
      ),
    ]);
  }, 30_000);

  it('lets the rest of the app use hooks, query options, keys and types', async () => {
    const code = [
      "import { useLogoutMutation } from '../api/logout';",
      "import { userQueryOptions } from '../api/get-user';",
      "import { authKeys } from '../api/keys';",
      "import type { LoginCredentials } from '../api/login';",
      'export const used: unknown[] = [useLogoutMutation, userQueryOptions, authKeys];',
      'export type Used = LoginCredentials;',
    ].join('\n');
    expect(await callErrors(code, HOOK)).toEqual([]);
  }, 30_000);

  it('allows the calls in an api/ file, the API client, the stream module and the listed exemptions', async () => {
    const code = [
      "import { apiRequest } from '@/lib/api-client';",
      "export const a = () => apiRequest('/api/user');",
      "export const b = () => fetch('/media/file.png');",
    ].join('\n');
    for (const filePath of [
      'src/features/layout/api/new-endpoint.ts',
      'src/lib/api-client/new-part.ts',
      'src/lib/images/download-image.ts',
    ])
      expect(await callErrors(code, filePath), filePath).toEqual([]);
  }, 30_000);
});
