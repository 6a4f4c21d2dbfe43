#!/usr/bin/env node
// An estimate of Lighthouse's total blocking time that tells two builds apart on a noisy machine: each build
// is loaded in turn (interleaved, so both see the same minutes), unthrottled in the headless shell with a
// phone's viewport, and traced; each main-thread task after the first paint counts four times its length
// (Lighthouse's mobile CPU slowdown), less 50 ms. Prints the median and every run for each build.
//
//   node scripts/blocking-time.mjs [--dir dist] [--dir other-build] [--runs 9] [--page /chat/new]
//                                                                      (npm run perf:blocking)
//
// It asserts nothing. Lighthouse itself simulates the page's network and CPU from such a trace; this keeps
// only the CPU part, so its figures compare builds, not pages with Lighthouse. Ports 3592 and up.
import process from 'node:process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const CPU_SLOWDOWN = 4;
const BLOCKING_OVER_MS = 50;
const TRACE_MS = 5000;

function parseArgs(argv) {
  const options = { dirs: [], runs: 9, page: '/chat/new' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--dir') options.dirs.push(value());
    else if (flag === '--runs') options.runs = Math.max(1, Number(value()) || 1);
    else if (flag === '--page') options.page = value();
    else {
      console.error(`blocking-time: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  if (options.dirs.length === 0) options.dirs.push('dist');
  return options;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The renderer main thread of the page: the one that sent the page's requests. */
function pageMainThread(events) {
  const names = new Map();
  for (const event of events) {
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  let best = null;
  let most = -1;
  for (const [thread, name] of names) {
    if (name !== 'CrRendererMain') continue;
    const sent = events.filter(
      (event) => `${event.pid}:${event.tid}` === thread && event.name === 'ResourceSendRequest',
    ).length;
    if (sent > most) [best, most] = [thread, sent];
  }
  return best;
}

async function blockingTime(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForTimeout(TRACE_MS);
    await cdp.send('Tracing.end');
    await done;
    const thread = pageMainThread(events);
    const tasks = events.filter(
      (event) => `${event.pid}:${event.tid}` === thread && event.name === 'RunTask' && event.ph === 'X',
    );
    const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
    return tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * task.dur) / 1000 - BLOCKING_OVER_MS), 0);
  } finally {
    await context.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const servers = await Promise.all(
    options.dirs.map((dir, index) =>
      serveBuild({ dir, mockPort: 3592 + 2 * index, appPort: 3593 + 2 * index, tls: false }),
    ),
  );
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  const runs = options.dirs.map(() => []);
  try {
    for (let run = 0; run < options.runs; run++) {
      // The build loaded second in a round measured higher (three series of 9 and 15 loads, either
      // build): each round turns the order round, so no build always goes second.
      const order = [...servers.keys()];
      if (run % 2 === 1) order.reverse();
      for (const index of order) {
        runs[index].push(await blockingTime(browser, `${servers[index].appUrl}${options.page}`));
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  console.log(
    `Blocking time of ${options.page}, estimated from unthrottled traces (tasks x${CPU_SLOWDOWN}, over ${BLOCKING_OVER_MS} ms):`,
  );
  for (const [index, dir] of options.dirs.entries()) {
    const figures = runs[index].map(Math.round);
    console.log(`  ${dir}: median ${median(figures)} ms (runs: ${figures.join(', ')})`);
  }
}

main().catch((error) => {
  console.error(`blocking-time: ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
});
