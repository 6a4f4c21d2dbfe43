import { loginViaUi } from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('routes and redirects', () => {
  // Unknown conversations answer 404 on purpose; Chromium logs each such response. The first test is
  // about the start-up splash, which the harness skips elsewhere.
  test.use({ allowedConsoleErrors: [/status of 404/], startSplash: true });
  test('/ lands on /chat/new after the start-up splash: a second from the page start, and until the session is known', async ({
    page,
  }) => {
    // When the splash text leaves the page, in ms since the navigation started.
    await page.addInitScript(() => {
      // A MutationObserver, not animation frames: a busy headless page may draw no frame while the
      // splash is up, and a watcher on frames would miss it.
      let seen = false;
      const observer = new MutationObserver(() => {
        const shown = document.body?.textContent?.includes('Activating AI chat...') ?? false;
        if (shown) seen = true;
        else if (seen) {
          (window as { splashGoneAt?: number }).splashGoneAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    const splashGoneAt = () =>
      page.evaluate(() => (window as { splashGoneAt?: number }).splashGoneAt ?? null);

    // Not waiting for the load event: on a busy machine it can come after the splash has gone.
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(splashGoneAt, { message: 'the splash was shown, then left' }).not.toBeNull();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
    expect(await splashGoneAt()).toBeGreaterThanOrEqual(1000);

    // A slow session check keeps the splash up past the second.
    await page.route('**/api/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
    await expect.poll(splashGoneAt).not.toBeNull();
    expect(await splashGoneAt()).toBeGreaterThanOrEqual(1800);
  });

  test("the first page's code is asked for beside the app's code, not after it", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const firstOf = (stem: string) => requested.findIndex((path) => path.startsWith(`/assets/${stem}-`));
    await page.goto('/chat/new');
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
    await expect(page.locator('link[rel=modulepreload][href*="/assets/chat-route-"]')).toHaveCount(1);
    await expect(page.locator('link[rel=modulepreload][href*="/assets/shell-layout-"]')).toHaveCount(1);
    // Before the session check: the chunks do not wait for the app to start.
    expect(firstOf('chat-route')).toBeLessThan(requested.indexOf('/api/auth/refresh'));

    requested.length = 0;
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('link[rel=modulepreload][href*="/assets/login-route-"]')).toHaveCount(1);
    await expect(page.locator('link[rel=modulepreload][href*="/assets/chat-route-"]')).toHaveCount(0);
  });

  test('/ with reg_pop keeps the rest of the query, stores reg_pop and strips it', async ({
    page,
    context,
  }) => {
    await page.goto('/?reg_pop=1&flow=chatapp');
    await expect(page).toHaveURL(/\/chat\/new\?flow=chatapp$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'reg_pop')?.value).toBe('1');
    expect(cookies.find((c) => c.name === 'flow')).toMatchObject({
      value: 'chatapp',
      sameSite: 'Lax',
      path: '/',
    });
  });

  test('/chat/gpt-4o sets the access_endpoint cookie', async ({ page, context }) => {
    await page.goto('/chat/gpt-4o');
    // A pro model's address: a guest ends on /chat/new under the register popup, the cookie still set.
    await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access_endpoint')?.value)
      .toBe('gpt-4o');
  });

  test('?app=chatpdf lands on /chatpdf and ?app=image-gen on /image-gen for a user', async ({ page }) => {
    await page.goto('/?app=chatpdf');
    await expect(page).toHaveURL(/\/chatpdf$/);
    await expect(page.getByRole('heading', { name: 'AI PDF reader', level: 1 })).toBeVisible();
    await loginViaUi(page, 'free@demo.test');
    await page.goto('/chat/new?app=image-gen');
    await expect(page).toHaveURL(/\/image-gen$/);
  });

  test('an unknown conversation lands on /chat/new, for a guest and for a user', async ({ page }) => {
    await page.goto('/chat/unknown-id');
    await expect(page).toHaveURL(/\/chat\/new$/);
    await loginViaUi(page, 'pro@demo.test');
    await page.goto('/chat/unknown-id');
    await expect(page).toHaveURL(/\/chat\/new$/);
  });

  test('a failed PDF conversation goes back to /chatpdf', async ({ page }) => {
    await page.goto('/chatpdf/does-not-exist');
    await expect(page).toHaveURL(/\/chatpdf$/);
  });

  test('an unknown path and a short path fall back to /chat/new', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/chat\/new$/);
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/chat\/new$/);
  });

  test('a signed-in user on /login goes to /chat/new', async ({ page }) => {
    await loginViaUi(page, 'basic@demo.test');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/chat\/new$/);
  });

  test('query parameters become 30-day cookies', async ({ page, context }) => {
    await page.goto('/chat/new?ppg=72&promo=save25&utm_source=ad');
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
    const cookies = await context.cookies();
    const ppg = cookies.find((c) => c.name === 'ppg');
    expect(ppg?.value).toBe('72');
    const days = ((ppg?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(cookies.find((c) => c.name === 'promo')?.value).toBe('save25');
    expect(cookies.find((c) => c.name === 'utm_source')).toBeUndefined();
  });
});
