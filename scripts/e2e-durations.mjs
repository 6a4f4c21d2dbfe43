#!/usr/bin/env node
// Where the e2e suite's time goes: reads the JSON reports the last run wrote (one per shard, see
// tests/e2e/playwright.config.ts) and prints the time per spec file and the slowest tests, retries
// included (a retried test counts every attempt).
//
//   node scripts/e2e-durations.mjs [count]     count: how many of the slowest tests (default 25)
//   node scripts/e2e-durations.mjs --write     also writes each file's first-attempt seconds to
//                                              tests/e2e/file-durations.json, which scripts/run-e2e.mjs
//                                              splits the shards by
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ARTIFACTS = 'tests/e2e/artifacts';
const write = process.argv.includes('--write');
const count = Number(process.argv.filter((arg) => arg !== '--write')[2] ?? 25) || 25;
const DURATIONS_FILE = 'tests/e2e/file-durations.json';

const reports = [
  ARTIFACTS,
  ...readdirSync(ARTIFACTS)
    .filter((name) => name.startsWith('shard-'))
    .map((name) => path.join(ARTIFACTS, name)),
]
  .map((dir) => path.join(dir, 'results.json'))
  .filter((file) => existsSync(file));
if (reports.length === 0) {
  console.error(`e2e-durations: no results.json under ${ARTIFACTS}/; run the suite first (npm run e2e).`);
  process.exit(2);
}

const tests = [];
function collect(suite) {
  for (const child of suite.suites ?? []) collect(child);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      tests.push({
        file: spec.file,
        title: spec.title,
        project: test.projectName,
        status: test.status,
        attempts: test.results.length,
        seconds,
        firstSeconds: (test.results[0]?.duration ?? 0) / 1000,
      });
    }
  }
}
for (const file of reports) for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) collect(suite);

const byFile = new Map();
for (const test of tests) {
  const entry = byFile.get(test.file) ?? { tests: 0, seconds: 0 };
  entry.tests += 1;
  entry.seconds += test.seconds;
  entry.firstSeconds = (entry.firstSeconds ?? 0) + test.firstSeconds;
  byFile.set(test.file, entry);
}
if (write) {
  const durations = Object.fromEntries(
    [...byFile]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([file, entry]) => [file, Math.round(entry.firstSeconds * 10) / 10]),
  );
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`wrote ${DURATIONS_FILE} (${byFile.size} files)\n`);
}
const total = tests.reduce((sum, test) => sum + test.seconds, 0);
console.log(`${tests.length} tests in ${reports.length} report(s), ${total.toFixed(0)} s of test time\n`);
console.log('seconds  tests  spec file');
for (const [file, entry] of [...byFile].sort((a, b) => b[1].seconds - a[1].seconds)) {
  console.log(`${entry.seconds.toFixed(1).padStart(7)}  ${String(entry.tests).padStart(5)}  ${file}`);
}
console.log(`\nthe ${count} slowest tests (attempts > 1: retried)`);
for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
  const retried = test.attempts > 1 ? ` ×${test.attempts} ${test.status}` : '';
  console.log(
    `${test.seconds.toFixed(1).padStart(6)}  [${test.project}] ${test.file} › ${test.title}${retried}`,
  );
}
