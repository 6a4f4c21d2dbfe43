// The production build as a tenant gets it: dist/ behind scripts/serve-static.mjs (compressed, with
// the CSP), its config.json pointing at the mock backend over real HTTP on loopback (mock off in the
// page). Used by the page budget and the Lighthouse run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PERF_CONFIG = path.join(REPO_ROOT, 'tests/perf/fixtures/config.perf.json');

async function waitFor(url, child, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function start(command, args, env, label) {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.on('exit', (code) => {
    if (code && errors) process.stderr.write(`${label}: ${errors}\n`);
  });
  return child;
}

/**
 * Starts the mock backend on `mockPort` and the build in `dir` on `appPort`; resolves once both answer.
 * `close()` stops both.
 */
export async function serveBuild({ dir = 'dist', mockPort, appPort }) {
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  const configFile = path.join(scratch, 'config.json');
  writeFileSync(configFile, readFileSync(PERF_CONFIG, 'utf8').replaceAll('http://127.0.0.1:3180', mockUrl));

  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  const mock = start(tsx, ['mocks/server.ts'], { MOCK_PORT: String(mockPort) }, 'mock backend');
  const app = start(
    process.execPath,
    ['scripts/serve-static.mjs', '--port', String(appPort), '--dir', dir, '--config', configFile],
    {},
    'serve-static',
  );
  const close = () => {
    mock.kill('SIGTERM');
    app.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitFor(`${mockUrl}/api/config`, mock, 'mock backend'),
      waitFor(`http://127.0.0.1:${appPort}/config.json`, app, 'serve-static'),
    ]);
  } catch (error) {
    close();
    throw error;
  }
  return { appUrl: `http://127.0.0.1:${appPort}`, mockUrl, close };
}
