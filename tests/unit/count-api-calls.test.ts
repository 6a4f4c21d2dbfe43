import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/count-api-calls.mjs');

let root = '';

function repo(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'api-calls-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, '--root', dir], { encoding: 'utf8' });

const API = {
  'src/features/auth/api/logout.ts': [
    "import { apiRequest } from '@/lib/api-client';",
    "export function logout() { return apiRequest('/api/auth/logout'); }",
    'export function useLogoutMutation() { return logout; }',
  ].join('\n'),
  'src/features/auth/index.ts': "export { logout, useLogoutMutation } from './api/logout';\n",
};

describe('scripts/count-api-calls.mjs (npm run api-calls)', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes when the app uses hooks and the listed exemptions', () => {
    const result = run(
      repo({
        ...API,
        'src/features/auth/components/menu.tsx': "import { useLogoutMutation } from '../api/logout';\n",
        'src/lib/images/download-image.ts': "export const get = (url: string) => fetch(url); // 'fetch'\n",
      }),
    );
    expect(result.stdout).toContain('src/lib/images/download-image.ts:1  fetch  [exempt: media download');
    expect(result.stdout).toContain('1 call sites outside the api/ folders: 1 exempt, 0 not through a hook');
    expect(result.status).toBe(0);
  });

  it('fails on a fetch, an apiRequest or a fetcher used outside api/, through an index.ts too', () => {
    const result = run(
      repo({
        ...API,
        'src/features/layout/components/widget.tsx': "export const load = () => window.fetch('/e/x');\n",
        'src/features/auth/hooks/use-leave.ts': "import { logout } from '../api/logout';\n",
        'src/features/layout/hooks/use-quit.ts':
          "import {\n  logout,\n  useLogoutMutation,\n} from '@/features/auth';\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('src/features/layout/components/widget.tsx:1  window.fetch  [unlisted');
    expect(result.stdout).toContain('src/features/auth/hooks/use-leave.ts:1  fetcher logout (../api/logout)');
    expect(result.stdout).toContain(
      'src/features/layout/hooks/use-quit.ts:1  fetcher logout (@/features/auth)',
    );
    expect(result.stdout).not.toContain('useLogoutMutation');
    expect(result.stdout).toContain('3 not through a hook');
  });
});
