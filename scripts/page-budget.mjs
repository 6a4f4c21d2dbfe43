#!/usr/bin/env node
// What a browser downloads: loads pages of the production build in Chromium, as a guest, and sums the
// compressed bytes of every script and stylesheet fetched until the network is idle.
//
//   node scripts/page-budget.mjs [--dir dist] [--json FILE]
//
// The build is served compressed (scripts/serve-static.mjs, gzip: the browser here is sent gzip only,
// so the figures are the gzip sizes the budgets are written in) with the mock backend on loopback
// and the mock off in the page (scripts/lib/serve-build.mjs). Ports: 3480 and 4480, or
// BUDGET_PORT_OFFSET added to both. 1 KiB = 1024 bytes. A page over its target is reported as HEAVY;
// over its ceiling the exit code is 1 (2 on a setup error).
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

/**
 * Script + stylesheet bytes per page (gzip, KiB). `target` is what a page should weigh (issue #9);
 * `ceiling` is what the check fails over until the target is reached: today's figure and a little
 * room, lowered as pages get lighter, so no change makes a page heavier unnoticed.
 */
export const PAGE_BUDGETS_KIB = {
  // /chat/new (and /image-gen, where a guest ends on /chat/new) at 201.8 KiB in 53 files: react-dom with
  // boot and `zod/mini` (the entry, 55.9), react-router and React Query with the app root (26.2), Recoil
  // (22.5), i18next (17.5), the chat route (15.4), the English strings (8.1), the shell (7.6), CSS (7.1)
  // and ~45 small shared chunks. Over the 200 target since: the route table in the entry (+0.2 KiB, #29);
  // the keyboard shortcuts' key check on every page (+0.5, #28); the conversation lifecycle's records,
  // writer and running chats (+1.9, #26); the offline bar, the update notice's live region and the
  // service worker's registration (+1.0 in the app chunk, #28: what follows a new build loads when one
  // is found); the toaster's Undo and the video overlay's figures (+0.4, #27); the composer's idle-time
  // loader (+0.3, #30). Taken off meanwhile (#28): Vite's preload lists of the route imports (index.html
  // lists each route's chunks, -2.3 KiB) and, in the other lists, the chunks every page has loaded
  // anyway (-0.9; scripts/vite-route-chunks.ts); the tools' string loaders (-0.5). Since: numbers in the
  // interface language (+0.1, #27), the composer's draft buffer (+0.1, #30), the start-up refresh's
  // retry (+0.1, #26) and the memoised shell and history rows (+0.2, #30); off again: code highlighted per
  // block, without the fence scan (-0.4, #30); then names from outside read as own keys (+0.1). Ceiling: the
  // figure and 0.2 KiB.
  '/chat/new': { target: 200, ceiling: 206.5 },
  '/login': { target: 150, ceiling: 150 },
  '/image-gen': { target: 200, ceiling: 206.5 },
  '/chatpdf': { target: 200, ceiling: 200 },
};

function parseArgs(argv) {
  const options = { dir: 'dist', json: null };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--dir') options.dir = value();
    else if (flag === '--json') options.json = value();
    else {
      console.error(`page-budget: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  return options;
}

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;

/** One guest visit: every script and stylesheet response until the network has been idle for 500 ms. */
async function measure(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: new URL(request.url()).pathname,
        type,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  const files = await Promise.all(pending);
  await context.close();
  return { finalPath, files };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const offset = Number(process.env.BUDGET_PORT_OFFSET ?? 0) || 0;
  const servers = await serveBuild({ dir: options.dir, mockPort: 3480 + offset, appPort: 4480 + offset });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const report = [];
  try {
    for (const [path, { target, ceiling }] of Object.entries(PAGE_BUDGETS_KIB)) {
      const { finalPath, files } = await measure(browser, `${servers.appUrl}${path}`);
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const js = files.filter((file) => file.type === 'script').reduce((sum, file) => sum + file.bytes, 0);
      report.push({ path, finalPath, target, ceiling, total, js, css: total - js, files });
    }
  } finally {
    await browser.close();
    servers.close();
  }

  let over = 0;
  console.log("Bytes a guest's browser fetches (scripts + stylesheets, gzip, until the network is idle):");
  for (const entry of report) {
    const size = kib(entry.total);
    const state = size <= entry.target ? 'ok  ' : size <= entry.ceiling ? 'HEAVY' : 'OVER';
    if (state === 'OVER') over += 1;
    const redirect = entry.finalPath !== entry.path ? ` (ends on ${entry.finalPath})` : '';
    console.log(
      `  ${state.padEnd(5)} ${entry.path.padEnd(10)} ${fmt(entry.total).padStart(10)}` +
        ` (target ${entry.target}, ceiling ${entry.ceiling} KiB)` +
        ` in ${entry.files.length} files (JS ${fmt(entry.js)}, CSS ${fmt(entry.css)})${redirect}`,
    );
    const largest = [...entry.files]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, Number(process.env.BUDGET_FILES ?? 6));
    for (const file of largest)
      console.log(`         ${fmt(file.bytes).padStart(10)}  ${file.url} (${file.encoding})`);
    const uncompressed = entry.files.filter((file) => file.encoding === 'identity' && file.bytes > 1024);
    if (uncompressed.length)
      console.log(`         ! sent uncompressed: ${uncompressed.map((file) => file.url).join(', ')}`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  if (over) {
    console.error(`page-budget: ${over} page(s) over their ceiling.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`page-budget: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
});
