import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/check-docs.mjs');

let root = '';

function repo(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, '--root', dir], { encoding: 'utf8' });

const BASE = {
  'package.json': JSON.stringify({ scripts: { dev: 'vite', check: 'bash scripts/check.sh' } }),
  'scripts/check.sh': '',
  'src/features/chat/state/chat-writer.ts': '',
  'docs/testing.md': '# Testing\n',
};

describe('scripts/check-docs.mjs', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes when every path and script the docs name exists', () => {
    const result = run(
      repo({
        ...BASE,
        'README.md': [
          'Run `npm run dev`; `npm run check` runs `scripts/check.sh`.',
          'The writer: `src/features/chat/state/chat-writer.ts` (`chat/state/chat-writer.ts`), see',
          '[testing](docs/testing.md). Placeholders are skipped: `locales/<lang>/translation.json`.',
        ].join('\n'),
      }),
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('accepts a git-ignored folder that a clean clone does not have yet', () => {
    const dir = repo({
      ...BASE,
      '.gitignore': 'tests/e2e/artifacts/\n',
      'tests/e2e/chat.spec.ts': '',
      'README.md': 'Screens go to `tests/e2e/artifacts/` (not committed); `tests/e2e/missing/` is stale.\n',
    });
    spawnSync('git', ['init', '-q'], { cwd: dir });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).not.toContain('tests/e2e/artifacts');
    expect(result.stderr).toContain('README.md: tests/e2e/missing/');
  });

  it("fails on a file of the architecture doc's state tables that is not at that exact path", () => {
    const table = [
      '# Architecture',
      '## State: which store holds what',
      '| store | file | decision |',
      '| --- | --- | --- |',
      '| writer | `chat/state/chat-writer.ts` | keep |',
      '| theme | `theme-state.ts` | keep |',
      '| toasts | in the toaster | keep |',
      '## Conversation lifecycle',
      '| after | `chat-writer.ts` |',
    ].join('\n');
    const result = run(
      repo({ ...BASE, 'src/features/settings/state/theme-state.ts': '', 'docs/architecture.md': table }),
    );
    expect(result.status).toBe(1);
    // A bare name some file ends with passes the general check, not the state table's.
    expect(result.stderr).toContain('the state table names theme-state.ts, which does not exist');
    expect(result.stderr).toContain("the state table's row 'toasts' names no file");
    // The writer's row, and a table after the state section, pass.
    expect(result.stderr).not.toContain('chat-writer.ts');
  });

  it('fails on a throwaway stale path, link or script, naming each', () => {
    const result = run(
      repo({
        ...BASE,
        'README.md': 'See `src/app/gone.ts` and [old notes](docs/old.md).\n',
        'docs/testing.md': '```bash\nnpm run nope\nnode scripts/removed.mjs\n```\nAnd `writer-gone.tsx`.\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('README.md: src/app/gone.ts');
    expect(result.stderr).toContain('README.md: docs/old.md');
    expect(result.stderr).toContain('docs/testing.md: npm run nope');
    expect(result.stderr).toContain('docs/testing.md: scripts/removed.mjs');
    expect(result.stderr).toContain('docs/testing.md: writer-gone.tsx');
  });
});
