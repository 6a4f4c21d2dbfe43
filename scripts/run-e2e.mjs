#!/usr/bin/env node
// The e2e suite, optionally as parallel shards.
//
//   node scripts/run-e2e.mjs [playwright args...]     E2E_SHARDS=3 by default
//
// The suite is mostly CPU-bound (Chromium renders the app), but each run also waits (page loads, the splash,
// streams): on 2 cores three shards side by side keep both cores busier than two (docs/testing.md has the
// figures). E2E_SHARDS=1 gives one plain run.
//
// Each shard is its own `playwright test` over a share of the spec files of about equal time (the times of
// tests/e2e/file-durations.json, `npm run e2e:durations -- --write`; Playwright's `--shard=i/N` when the
// file is missing), with its own E2E_PORT_OFFSET (0, 100, ...), so
// it starts its own mock backend and static servers and resets only its own mock database. The `dev`
// project (the Vite dev server) runs once, when the first shard is done: two dev servers would race on
// Vite's dependency cache, and a dev server beside the other tests costs them CPU.
// Named files or --project: one plain run. Exit code: the first non-zero of the runs.
// E2E_SKIP_DEV=1: the prod and tenant-b shards only (the check runs `npm run e2e:dev` apart).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { onlyFile, splitByDuration } from './lib/e2e-split.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3) || 1);
const DURATIONS_FILE = 'tests/e2e/file-durations.json';
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
/** Each shard's files by duration, or null for Playwright's own cut. */
const shardFiles = existsSync(DURATIONS_FILE)
  ? splitByDuration(
      readdirSync('tests/e2e').filter((name) => name.endsWith('.spec.ts') && !name.startsWith('dev-')),
      JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')),
      shards,
    )
  : null;
const shardArgs = (i) => (shardFiles ? shardFiles[i].map(onlyFile) : [`--shard=${i + 1}/${shards}`]);
const shardRuns = Array.from({ length: shards }, (_, i) =>
  run(
    shards === 1 ? 'e2e' : `shard ${i + 1}/${shards}`,
    shards === 1 ? [...projects, ...extra] : [...projects, ...shardArgs(i), ...extra],
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
