#!/usr/bin/env node
// The e2e suite, optionally as parallel shards.
//
//   node scripts/run-e2e.mjs [playwright args...]     E2E_SHARDS=2 by default
//
// The suite is CPU-bound (Chromium renders the app; the tests wait on little else), so on 2 cores two
// shards side by side were only about 1.3 times as fast as one run in the full browser: 8.1 min against 10.3
// for the prod and tenant-b projects (docs/testing.md). E2E_SHARDS=1 gives one plain run; more cores, more shards.
//
// Each shard is its own `playwright test --shard=i/N` with its own E2E_PORT_OFFSET (0, 100, ...), so
// it starts its own mock backend and static servers and resets only its own mock database. The `dev`
// project (the Vite dev server) runs once, when the first shard is done: two dev servers would race on
// Vite's dependency cache, and a dev server beside the other tests costs them CPU.
// Named files or --project: one plain run. Exit code: the first non-zero of the runs.
// E2E_SKIP_DEV=1: the prod and tenant-b shards only (the check runs `npm run e2e:dev` apart).
import { spawn } from 'node:child_process';
import process from 'node:process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
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

const namesFiles = extra.some((arg) => !arg.startsWith('-'));
if (ownProjects || namesFiles) {
  process.exit(await run('e2e', extra, baseOffset));
}

const projects = ['--project=prod', '--project=tenant-b'];
const shardRuns = Array.from({ length: shards }, (_, i) =>
  run(
    shards === 1 ? 'e2e' : `shard ${i + 1}/${shards}`,
    shards === 1 ? [...projects, ...extra] : [...projects, `--shard=${i + 1}/${shards}`, ...extra],
    baseOffset + i * 100,
  ),
);
// `npm run check` runs the dev project as a step of its own (`e2e:dev`, beside Vitest, where a core is
// free): E2E_SKIP_DEV=1 leaves it out here.
const withDev = process.env.E2E_SKIP_DEV !== '1';
if (withDev) await Promise.race(shardRuns);
// A port block (and so an artifacts folder) of its own: Playwright empties its output folder first.
const devRun = withDev ? run('dev', ['--project=dev', ...extra], baseOffset + shards * 100) : 0;
const codes = [...(await Promise.all(shardRuns)), await devRun];
process.exit(codes.find((code) => code !== 0) ?? 0);
