/**
 * The installable app (#28): the web app manifest, and the production build's service worker (offline
 * reloads, the update notice). The worker and a new deploy need a server of their own: the build is
 * served here from a scratch copy (its hashed files linked, not copied) as tenant A, so a test can
 * deploy a new build into it and, at the end, stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MOCK_PORT,
  PORT_OFFSET,
  REPO_ROOT,
} from './support/env';
import { expect, test } from './support/fixtures';

const SITE = `${ARTIFACTS_DIR}/installable-app-${PORT_OFFSET}`;
const DIST = `${REPO_ROOT}dist`;

let server: ChildProcess | null = null;
let origin = '';

/** The build as deployed: its files copied, /assets linked, tenant A's config beside them. */
function deploy(): void {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    if (entry.name === 'assets') symlinkSync(`${DIST}/assets`, `${SITE}/assets`, 'dir');
    else if (!entry.name.startsWith('.'))
      cpSync(`${DIST}/${entry.name}`, `${SITE}/${entry.name}`, { recursive: true });
  }
  const tenant = readFileSync(`${REPO_ROOT}tests/e2e/fixtures/config.mock-server.json`, 'utf8');
  writeFileSync(`${SITE}/tenant-config.json`, tenant.replaceAll(':3080', `:${MOCK_PORT}`));
}

async function startServer(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', '--port', '0', '--dir', SITE, '--config', `${SITE}/tenant-config.json`],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited (${code}): ${output}`)));
  });
}

function stopServer(): void {
  server?.kill('SIGTERM');
  server = null;
}

/** The routes /chat/new renders (src/app/routing/route-table.ts), whose chunks index.html lists. */
const CHAT_ROUTES = ['state-root', 'shell-layout', 'chat-route'];

/**
 * Waits for what an offline reload needs, as the worker and the page say it, not for a time: the
 * worker has installed (so it keeps every file sw.js names: `ready` resolves after its install) and
 * controls the page, and its caches hold every hashed file of the page: those sw.js names, the chunks
 * index.html lists for the page's routes, and every other one the page has loaded (the strings, the
 * signed-in parts; the page tells the worker what it loaded before the worker ran).
 */
async function controlledAndKept(page: Page): Promise<void> {
  const atInstall = [...readFileSync(`${SITE}/sw.js`, 'utf8').matchAll(/[`"'](\/assets\/[^`"']+)[`"']/g)].map(
    (match) => match[1] ?? '',
  );
  expect(atInstall.length).toBeGreaterThan(3);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ atInstall, routes }) => {
            if (!navigator.serviceWorker.controller) return 'not controlled';
            const listed = JSON.parse(document.getElementById('route-chunks')?.textContent ?? '{}') as {
              prefix?: string;
              files?: string[];
              routes?: Record<string, number[]>;
            };
            const ofRoutes = routes.flatMap((route) =>
              (listed.routes?.[route] ?? []).map((index) => `${listed.prefix}${listed.files?.[index]}.js`),
            );
            if (ofRoutes.length === 0) return 'no route chunks listed';
            const loaded = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
              .map((url) => url.pathname);
            const missing = [];
            for (const path of new Set([...atInstall, ...ofRoutes, ...loaded]))
              if (!(await caches.match(path))) missing.push(path);
            return missing.length === 0 ? 'kept' : `missing ${missing.join(', ')}`;
          },
          { atInstall, routes: CHAT_ROUTES },
        ),
      { timeout: 20_000 },
    )
    .toBe('kept');
}

test.describe.configure({ mode: 'serial' });
test.use({
  serviceWorkers: 'allow',
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to fetch|NetworkError/],
});

test.beforeAll(async () => {
  deploy();
  origin = await startServer();
});

test.afterAll(() => {
  stopServer();
  rmSync(SITE, { recursive: true, force: true });
});

test("Chromium finds the app installable, under the tenant's name and icons", async () => {
  // A profile of its own: Chromium offers no install in an off-the-record context (Playwright's are).
  const profile = mkdtempSync(`${tmpdir()}/installable-app-`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/chat/new`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${origin}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { name: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Acme Chat', short_name: 'Acme Chat', display: 'standalone' });
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, origin).href);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new deploy is announced; Reload takes the new build', async ({ page }) => {
  await page.goto(`${origin}/chat/new`);
  await controlledAndKept(page);
  const notice = page.getByRole('status', { name: 'App update' });
  await expect(notice).toBeEmpty();

  // The next build: a changed page, and so a new worker (its build id is the page's hash).
  const oldId = /app-shell-(\w+)/.exec((await page.evaluate(() => caches.keys())).join(' '))?.[1] ?? '';
  expect(oldId).not.toBe('');
  const newId = 'e2e0next0000';
  writeFileSync(
    `${SITE}/index.html`,
    readFileSync(`${SITE}/index.html`, 'utf8').replace(
      '</head>',
      '<meta name="build" content="next" /></head>',
    ),
  );
  writeFileSync(`${SITE}/sw.js`, readFileSync(`${SITE}/sw.js`, 'utf8').replaceAll(oldId, newId));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(notice).toContainText('A new version of the app is ready.');
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
  await expect
    .poll(() => page.evaluate(() => caches.keys()))
    .toEqual(expect.arrayContaining([`app-shell-${newId}`, `app-assets-${newId}`]));
  expect((await page.evaluate(() => caches.keys())).join(' ')).not.toContain(oldId);
  await expect(notice).toBeEmpty();
});

test('offline, a reload shows the app and says it is offline; nothing of the user is kept', async ({
  page,
  context,
}) => {
  await signIn(page, 'pro@demo.test', `${origin}/chat/new`);
  // A signed-in page fetches its menus' and the composer's code once idle (#30): an idle callback asked
  // for now runs after those, and the fetches they start end before the network is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
  await controlledAndKept(page);

  // Only the app's own files are in any cache: no API answer, nothing of this user.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(3);
  for (const path of kept) expect(path).toMatch(/^\/(index\.html|config\.json|logo\.svg|assets\/[^/]+)$/);

  stopServer();
  // The browser's own cache would answer for a missing file: the reload has only the worker's.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You are offline.');
  await expect(messageInput(page)).toBeVisible();
  await expect(page).toHaveTitle('Acme Chat');

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toBeEmpty();
});
