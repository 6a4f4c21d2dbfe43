#!/usr/bin/env node
// The e2e suite, optionally as parallel shards.
//
//   node scripts/run-e2e.mjs [playwright args...]     E2E_SHARDS=1 by default
//
// Measured on 2 cores: two shards side by side made each test about three times slower (Chromium,
// axe and the servers are CPU-bound), so the default is one run. On a machine with more cores,
// E2E_SHARDS=2 or more splits the suite.
//
// Each shard is its own `playwright test --shard=i/N` with its own E2E_PORT_OFFSET (0, 100, ...), so
// it starts its own mock backend and static servers and resets only its own mock database. The `dev`
// project (one smoke test of the Vite dev server) runs after the shards, once: two dev servers would
// race on Vite's dependency cache. Exit code: the first non-zero of the runs.
import { spawn } from 'node:child_process';
import process from 'node:process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const extra = process.argv.slice(2);
const ownProjects = extra.some((arg) => arg.startsWith('--project'));
const config = ['-c', 'tests/e2e/playwright.config.ts'];

function run(label, args, offset) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test', ...config, ...args], {
      env: { ...process.env, E2E_PORT_OFFSET: String(offset) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && out.write(`[${label}] ${pending}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const rc = code ?? (signal ? 1 : 0);
      console.log(`[${label}] exit ${rc}${signal ? ` (${signal})` : ''} after ${seconds}s`);
      resolve(rc);
    });
  });
}

if (ownProjects || shards === 1) {
  process.exit(await run('e2e', extra, baseOffset));
}

const projects = ['--project=prod', '--project=tenant-b'];
const codes = await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    run(
      `shard ${i + 1}/${shards}`,
      [...projects, `--shard=${i + 1}/${shards}`, ...extra],
      baseOffset + i * 100,
    ),
  ),
);
const namesFiles = extra.some((arg) => !arg.startsWith('-'));
if (!namesFiles) codes.push(await run('dev', ['--project=dev', ...extra], baseOffset));
process.exit(codes.find((code) => code !== 0) ?? 0);
