/**
 * The e2e `test`: Playwright's, plus an automatic guard on every test:
 *  - project `prod`: POST {mock}/__mock/reset first, so each test starts from the seeded mock database,
 *    and the model's pace (`replyTokensPerSecond`) (a failed reset fails the test; other projects try it
 *    too but ignore failures);
 *  - every page starts past the start-up splash (see `skipStartSplash`) unless the test uses
 *    `startSplash: true`;
 *  - any uncaught page error (`pageerror`) fails the test;
 *  - any console error fails the test unless it is on the allow-list below or in the test's own
 *    `allowedConsoleErrors` option: `test.use({ allowedConsoleErrors: [/expected text/] })`.
 */
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { MOCK_SERVER_URL } from './env';

export { expect };

type AllowRule = { why: string; matches: (text: string, url: string) => boolean };

const FAILED_TO_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** Console errors that are expected and harmless. Keep this list short and explained. */
export const HARMLESS_CONSOLE_ERRORS: readonly AllowRule[] = [
  {
    why: 'the browser asks for /favicon.ico on its own; a 404 there is not the app',
    matches: (text, url) => FAILED_TO_LOAD.exec(text)?.[1] === '404' && /\/favicon\.ico(\?|$)/.test(url),
  },
  {
    why: 'a 401 makes the API client refresh the token and retry (and the start-up refresh answers 401 to guests); chromium logs each 401 response',
    matches: (text) => FAILED_TO_LOAD.exec(text)?.[1] === '401',
  },
  {
    why: 'a wrong or dead shared link answers 404 from /api/share/:token; the page shows its not-found state',
    matches: (text, url) => FAILED_TO_LOAD.exec(text)?.[1] === '404' && /\/api\/share\//.test(url),
  },
  {
    why: "every demo account has one video whose file is gone (the mock's missing.webm); its card's player asks for it",
    matches: (text, url) =>
      FAILED_TO_LOAD.exec(text)?.[1] === '404' && /\/__mock\/videos\/missing\.webm/.test(url),
  },
  {
    why: "the demo build's usage clock reports the time spent at page hide; when that request leaves after the page has let go of MSW's worker (a reload), it reaches the static server, which answers 405 (tenant B only: tenant A's API is the mock server)",
    matches: (text, url) =>
      FAILED_TO_LOAD.exec(text)?.[1] === '405' && /\/e\/set-usage-duration(\?|$)/.test(url),
  },
  {
    why: "tenant A's start site is a name that does not resolve; the register popup's check of it fails and the frame says so (tests that need its pages route them)",
    matches: (text, url) =>
      text.includes('net::ERR_NAME_NOT_RESOLVED') && url.startsWith('https://start.acme-chat.example/'),
  },
];

export type HarnessOptions = {
  /** Extra console errors this test expects (substring or RegExp, matched against the message text). */
  allowedConsoleErrors: (string | RegExp)[];
  /**
   * How fast the mock backend's model streams (tokens a second). Most tests only wait for a reply, so
   * it streams fast; a test that watches a reply grow or acts during one asks for the mock's own 40.
   */
  replyTokensPerSecond: number;
  /** Keep the real 1 s start-up splash (tests about the splash); the harness skips it otherwise. */
  startSplash: boolean;
};

/** The mock's own pace, for tests that watch a reply stream. */
export const REALISTIC_REPLY_SPEED = 40;

type HarnessFixtures = {
  /** Automatic: mock reset (prod), the start-up splash skipped, and the page-error / console-error guard. */
  _harnessGuard: void;
};

async function resetMockBackend(tokensPerSecond: number): Promise<void> {
  const reset = await fetch(`${MOCK_SERVER_URL}/__mock/reset`, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
  if (!reset.ok) throw new Error(`POST ${MOCK_SERVER_URL}/__mock/reset answered ${reset.status}`);
  const settings = await fetch(`${MOCK_SERVER_URL}/__mock/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tokensPerSecond }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!settings.ok) throw new Error(`POST ${MOCK_SERVER_URL}/__mock/settings answered ${settings.status}`);
}

/**
 * The mock that runs in the page (the dev server, the demo build) keeps its settings in the page's storage,
 * out of the harness's reach before a page has loaded it: a test that only waits for replies sets its pace
 * from the page, as `replyTokensPerSecond` does for the mock server (at the mock's own 40 tokens a second,
 * each reply of a walk on the dev server took some 5 s of rendering tokens).
 */
export async function paceInPageMock(page: Page, tokensPerSecond: number): Promise<void> {
  const status = await page.evaluate(
    async (pace) =>
      (
        await fetch('/__mock/settings', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ tokensPerSecond: pace }),
        })
      ).status,
    tokensPerSecond,
  );
  expect(status, 'POST /__mock/settings in the page').toBe(200);
}

/**
 * Every page load shows the spec's start-up splash ('Activating AI chat...') until a second after the
 * page started (`splashTimeLeft` reads `performance.now()`): a second of nothing per `goto` and `reload`,
 * some 250 of them a run. In each page (a context init script) the harness starts `performance.now()`
 * a second on, so the splash ends as soon as the session is known. Only the origin moves: every
 * difference of two readings (all that the app and its libraries take) stays the same. Tests about the
 * splash itself keep it: `test.use({ startSplash: true })`.
 */
const SPLASH_MS = 1000;

function skipStartSplash(offsetMs: number) {
  const realNow = performance.now.bind(performance);
  performance.now = () => realNow() + offsetMs;
}

function describeConsole(msg: ConsoleMessage): string {
  const { url, lineNumber } = msg.location();
  return `${msg.text()}${url ? `  (at ${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`;
}

export const test = base.extend<HarnessOptions & HarnessFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  replyTokensPerSecond: [400, { option: true }],
  startSplash: [false, { option: true }],

  _harnessGuard: [
    async ({ context, allowedConsoleErrors, replyTokensPerSecond, startSplash }, use, testInfo) => {
      if (testInfo.project.name === 'prod') {
        try {
          await resetMockBackend(replyTokensPerSecond);
        } catch (error) {
          throw new Error(`mock backend reset failed: ${(error as Error).message}`, { cause: error });
        }
      } else {
        await resetMockBackend(replyTokensPerSecond).catch(() => undefined);
      }

      if (!startSplash) await context.addInitScript(skipStartSplash, SPLASH_MS);

      const problems: string[] = [];
      const allowedByTest = (text: string) =>
        allowedConsoleErrors.some((rule) =>
          typeof rule === 'string' ? text.includes(rule) : rule.test(text),
        );

      context.on('weberror', (webError) => {
        const error = webError.error();
        problems.push(`pageerror: ${error.stack ?? error.message}`);
      });
      context.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        const url = msg.location().url ?? '';
        if (HARMLESS_CONSOLE_ERRORS.some((rule) => rule.matches(text, url))) return;
        if (allowedByTest(text)) return;
        problems.push(`console.error: ${describeConsole(msg)}`);
      });

      await use();

      if (problems.length > 0) {
        await testInfo.attach('page-errors.txt', { body: problems.join('\n\n'), contentType: 'text/plain' });
        throw new Error(
          `${problems.length} page/console error(s) during the test:\n` +
            problems.map((p, i) => `  ${i + 1}. ${p}`).join('\n') +
            '\n(expected ones: test.use({ allowedConsoleErrors: [...] }), or HARMLESS_CONSOLE_ERRORS in tests/e2e/support/fixtures.ts)',
        );
      }
    },
    { auto: true },
  ],
});
