#!/usr/bin/env node
// Lighthouse (mobile defaults: an emulated mid-range phone, simulated slow 4G, 4x CPU slowdown) on the
// production build served as a CDN serves it (compressed, over HTTP/2 with TLS: a throwaway self-signed
// certificate the browser is told to accept) with the mock backend on loopback, as a guest, in Debian's
// Chromium. Each page runs three times; the median performance run is reported. `--http1` serves the
// build over plain HTTP/1.1 instead, where the browser fetches at most six files at once.
//
//   node scripts/lighthouse.mjs [--dir dist] [--runs 3] [--http1]      (npm run perf:lighthouse)
//
// Writes tests/perf/results/lighthouse.json and prints a table. It asserts nothing: the scores of a
// shared 2-core machine are figures to compare, not a gate. Ports 3580 and 4580.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describeEmulatedDevice } from './lib/benchmark-index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { REPO_ROOT, serveBuild } from './lib/serve-build.mjs';

const PAGES = ['/chat/new', '/login', '/image-gen', '/chatpdf'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

function parseArgs(argv) {
  const options = { dir: 'dist', runs: 3, tls: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--dir') options.dir = value();
    else if (flag === '--runs') options.runs = Math.max(1, Number(value()) || 1);
    else if (flag === '--http1') options.tls = false;
    else {
      console.error(`lighthouse: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
  );
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return { scores, metrics, failing, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const servers = await serveBuild({ dir: options.dir, mockPort: 3580, appPort: 4580, tls: options.tls });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...(options.tls ? ['--ignore-certificate-errors'] : []),
      ...CHROMIUM_ARGS,
    ],
  });
  const results = [];
  const audit = (page) =>
    lighthouse(`${servers.appUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
  try {
    // A fresh browser's first page is slower for reasons of its own (its processes and caches start
    // up): one run is thrown away so the first page measured is not charged for it.
    await audit(PAGES[0]);
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < options.runs; run++) {
        const outcome = await audit(page);
        runs.push(summarise(outcome.lhr));
      }
      const middle = median(runs.map((run) => run.scores.performance));
      const chosen = runs.find((run) => run.scores.performance === middle);
      results.push({
        page,
        runs: runs.map((run) => run.scores),
        benchmarkIndex: runs.map((run) => run.benchmarkIndex),
        median: chosen,
      });
    }
  } finally {
    await chrome.kill();
    servers.close();
  }

  const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
  console.log(
    `Lighthouse, mobile, ${options.tls ? 'HTTP/2' : 'HTTP/1.1'}, median of the runs by performance score:`,
  );
  for (const { page, runs, median: run } of results) {
    const { scores, metrics } = run;
    console.log(
      `  ${page.padEnd(10)} performance ${scores.performance}  accessibility ${scores.accessibility}` +
        `  best practices ${scores['best-practices']}  | FCP ${ms(metrics.FCP)}  LCP ${ms(metrics.LCP)}` +
        `  TBT ${ms(metrics.TBT)}  CLS ${metrics.CLS?.toFixed(3) ?? '-'}  (runs: ${runs.map((r) => r.performance).join(', ')})`,
    );
    if (run.failing.length) console.log(`             failing audits: ${run.failing.join(', ')}`);
  }
  const indexes = results.flatMap((result) => result.benchmarkIndex).filter((index) => index !== null);
  // Lighthouse's mobile preset slows the CPU down 4x.
  if (indexes.length) console.log(`  ${describeEmulatedDevice(indexes, 4)}`);
  const dir = path.join(REPO_ROOT, 'tests/perf/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'lighthouse.json');
  const protocol = options.tls ? 'HTTP/2 over TLS' : 'HTTP/1.1';
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), protocol, results }, null, 2)}\n`);
  console.log(`Written: ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
});
