// The production build as a tenant gets it: dist/ behind scripts/serve-static.mjs (compressed, with
// the CSP), its config.json pointing at the mock backend over real HTTP on loopback (mock off in the
// page). Used by the page budget and the Lighthouse run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PERF_CONFIG = path.join(REPO_ROOT, 'tests/perf/fixtures/config.perf.json');

/** The status of a GET; the self-signed certificate of a `tls` build is accepted. */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
  });
}

async function waitFor(url, child, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if ((await answers(url)) === 200) return;
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

/** A throwaway self-signed certificate and key for 127.0.0.1, in one PEM file. */
function selfSignedPem(scratch) {
  const key = path.join(scratch, 'key.pem');
  const cert = path.join(scratch, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const both = path.join(scratch, 'tls.pem');
  writeFileSync(both, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return both;
}

/**
 * Starts the mock backend on `mockPort` and the build in `dir` on `appPort`; resolves once both answer.
 * `tls: true` serves the build over HTTP/2 with a self-signed certificate, as a CDN would (the browser
 * must be told to accept it). `close()` stops both.
 */
export async function serveBuild({ dir = 'dist', mockPort, appPort, tls = false }) {
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  const configFile = path.join(scratch, 'config.json');
  writeFileSync(configFile, readFileSync(PERF_CONFIG, 'utf8').replaceAll('http://127.0.0.1:3180', mockUrl));

  const appUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${appPort}`;
  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  const mock = start(tsx, ['mocks/server.ts'], { MOCK_PORT: String(mockPort) }, 'mock backend');
  const app = start(
    process.execPath,
    [
      'scripts/serve-static.mjs',
      ...['--port', String(appPort), '--dir', dir, '--config', configFile],
      ...(tls ? ['--tls', selfSignedPem(scratch)] : []),
    ],
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
      waitFor(`${appUrl}/config.json`, app, 'serve-static'),
    ]);
  } catch (error) {
    close();
    throw error;
  }
  return { appUrl, mockUrl, close };
}
