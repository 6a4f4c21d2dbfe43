/**
 * The client against a hostile or faulty server: Playwright rewrites the mock backend's answers.
 * Nothing a server sends may run script in the app's origin.
 */
import type { Page } from '@playwright/test';
import { loginViaUi, signIn } from './support/auth';
import { messageInput } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

const ROOT = '00000000-0000-0000-0000-000000000000';

/** An event stream the client must read to the end: noise the standard says to ignore around every event. */
function noisyStream(prompt: string): string {
  const user = {
    messageId: 'hostile-user',
    parentMessageId: ROOT,
    conversationId: 'hostile-convo',
    sender: 'User',
    text: prompt,
    isCreatedByUser: true,
  };
  const reply = {
    messageId: 'hostile-reply',
    parentMessageId: 'hostile-user',
    conversationId: 'hostile-convo',
    sender: 'ChatGPT',
    text: 'Survived the noise.',
    isCreatedByUser: false,
  };
  const noise = ': keep-alive\n\nretry: 5000\n\nid: 7\n\nevent: ping\ndata: {}\n\ndata:\n\n';
  const event = (data: unknown) => `event: message\ndata: ${JSON.stringify(data)}\n\n`;
  return [
    noise,
    event({ message: user, created: true }),
    noise,
    event({ text: 'Survived', message: true, initial: true, parentMessageId: 'hostile-user' }),
    noise,
    event({
      final: true,
      title: null,
      conversation: { conversationId: 'hostile-convo', title: 'New Chat' },
      requestMessage: user,
      responseMessage: reply,
    }),
    noise,
  ].join('');
}

async function signedInGuestStream(page: Page, body: string) {
  await page.route('**/api/ask/**', (route) =>
    route.request().url().endsWith('/abort')
      ? route.fallback()
      : route.fulfill({ status: 200, contentType: 'text/event-stream', body }),
  );
}

const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=2',
  'java\tscript:window.__pwned=3',
  'data:text/html,<script>window.__pwned=4</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=5"/>',
  'vbscript:msgbox(1)',
];

test.describe('a hostile server', () => {
  test('image URLs in stored messages never become a link or an image that runs script', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.route('**/api/messages/*', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const messages = (await response.json()) as Record<string, unknown>[];
      const withImages = messages.map((message) => ({
        ...message,
        image_urls: HOSTILE_URLS.map((url, index) => ({
          id: `hostile-${index}`,
          image_url: { url },
          file_name: `evil-${index}.png`,
        })),
      }));
      await route.fulfill({ response, json: withImages });
    });

    await signIn(page, 'pro@demo.test');
    await page.getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page.getByRole('log').or(page.getByRole('main')).getByText('Lisbon').first()).toBeVisible();

    const dangerous = page.locator(
      'a[href^="javascript:" i], a[href*="script:" i], a[href^="data:text" i], img[src^="data:image/svg" i], img[src*="script:" i]',
    );
    await expect(dangerous).toHaveCount(0);
    // No download action appears for an image whose URL was refused.
    await expect(page.getByRole('link', { name: 'Download image' })).toHaveCount(0);
    for (const img of await page.locator('main img').all()) {
      const src = (await img.getAttribute('src')) ?? '';
      expect(src, 'an image from the server').not.toMatch(/script:|^data:(?!image\/(png|jpe?g|gif|webp))/i);
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

test.describe('a faulty server', () => {
  test('comments, retry and id blocks, pings and empty data do not end a reply', async ({ page }) => {
    await signedInGuestStream(page, noisyStream('Hello through the noise'));
    await page.goto('/chat/new');
    await messageInput(page).fill('Hello through the noise');
    await page.keyboard.press('Enter');
    const reply = page.getByRole('article', { name: /^Reply from/ });
    await expect(reply).toContainText('Survived the noise.');
    await expect(page.getByText('Message was not finished')).toHaveCount(0);
  });

  test('a reply that is its own parent and an orphan keep the user message in view', async ({ page }) => {
    await page.route('**/api/messages/*', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const messages = (await response.json()) as { messageId: string; isCreatedByUser?: boolean }[];
      const user = messages.find((message) => message.isCreatedByUser);
      const weird = [
        {
          ...messages[1],
          messageId: 'self-parent',
          parentMessageId: 'self-parent',
          text: 'I am my own parent',
        },
        { ...messages[1], messageId: 'orphan', parentMessageId: 'deleted-message', text: 'An orphan reply' },
      ];
      await route.fulfill({ response, json: [...messages, ...weird] });
      expect(user).toBeTruthy();
    });
    await signIn(page, 'pro@demo.test');
    await page.getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page.getByRole('article', { name: 'Your message' }).first()).toBeVisible();
    await expect(page.getByText('An orphan reply')).toBeVisible();
  });

  test('a history page of 10,000 chats renders a hundred rows', async ({ page }) => {
    await page.route('**/api/convos?pageNumber=*', (route) =>
      route.fulfill({
        json: {
          conversations: Array.from({ length: 10_000 }, (_, index) => ({
            conversationId: `c-${index}`,
            title: `Chat ${index}`,
          })),
          pages: 1,
          pageNumber: 1,
          pageSize: 14,
        },
      }),
    );
    await signIn(page, 'pro@demo.test');
    const history = page.getByRole('region', { name: 'Chat history' });
    await expect(history.getByText('Chat 0', { exact: true })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(100);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(5000);
  });
});

test.describe('a faulty server, continued', () => {
  test('a stream left open after its final event is closed by the client: seven replies in a row', async ({
    page,
  }) => {
    test.slow();
    await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, { data: { tokensPerSecond: 2000 } });
    await signIn(page, 'pro@demo.test');
    // The mock keeps each of these streams open for a minute after the final event; a browser has six
    // connections per host, so a client that waited for the server to close would stall at the seventh.
    for (let turn = 1; turn <= 7; turn += 1) {
      const asked = page.waitForResponse(
        (response) => response.request().method() === 'POST' && /\/api\/ask\/[^/]+$/.test(response.url()),
        { timeout: 15_000 },
      );
      await messageInput(page).fill(`Turn ${turn} [[linger]]`);
      await messageInput(page).press('Enter');
      await asked;
      await expect(page.getByRole('button', { name: 'Stop generating' })).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('article', { name: 'Your message' }).last()).toContainText(`Turn ${turn}`);
    }
    await expect(page.getByText('Message was not finished')).toHaveCount(0);
  });

  test('a 300,000-character paragraph is cut into bounded blocks and shown whole', async ({ page }) => {
    const reply = `${'lorem ipsum dolor sit amet '.repeat(11_200)}THE-END`;
    await page.route('**/api/messages/*', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const messages = (await response.json()) as { isCreatedByUser?: boolean }[];
      await route.fulfill({
        response,
        json: messages.map((message) => (message.isCreatedByUser ? message : { ...message, text: reply })),
      });
    });
    await signIn(page, 'pro@demo.test');
    await page.getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page.getByText('THE-END')).toBeAttached({ timeout: 30_000 });
    const longestBlock = await page
      .getByRole('article', { name: /^Reply from/ })
      .first()
      .evaluate((article) =>
        Math.max(...[...article.querySelectorAll('p')].map((p) => p.textContent?.length ?? 0)),
      );
    expect(longestBlock).toBeLessThanOrEqual(4_000);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: ['status of 500'] });
    test('a /api/user 500 with an HTML page shows the status, never the page', async ({ page }) => {
      await signIn(page, 'pro@demo.test');
      await page.route('**/api/user', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
        }),
      );
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: 'Request failed with status 500' });
      await expect(alert).toBeVisible();
      await expect(page.getByText(/nginx|Bad Gateway/)).toHaveCount(0);
      await expect(page.getByTestId('user-card-label')).toHaveText('Signed in');
    });
  });

  test('a script named photo.png is refused before any upload', async ({ page }) => {
    let uploads = 0;
    await page.route('**/api/upload-chatbotpro', (route) => {
      uploads += 1;
      return route.fallback();
    });
    await signIn(page, 'pro@demo.test', '/chat/gpt-4o');
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') },
      ]);
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
      'File type not supported',
    );
    expect(uploads).toBe(0);
  });
});

test.describe('what the browser keeps', () => {
  test('the bearer token is in no cookie or storage, and logout leaves only device settings', async ({
    page,
    context,
  }) => {
    const login = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await loginViaUi(page, 'pro@demo.test');
    const { token } = (await (await login).json()) as { token: string };
    expect(token.length).toBeGreaterThan(20);
    await messageInput(page).fill('An unsent draft');
    await page.waitForTimeout(600);
    const kept = async () => {
      const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
      const storage = await page.evaluate(() => [
        ...Object.entries(localStorage).map(([key, value]) => `${key}=${value}`),
        ...Object.entries(sessionStorage).map(([key, value]) => `${key}=${value}`),
      ]);
      return { cookies, storage };
    };
    const signedIn = await kept();
    expect([...signedIn.cookies, ...signedIn.storage].join('\n')).not.toContain(token);
    expect(signedIn.storage.some((entry) => entry.startsWith('chatDraft'))).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The address changes before /login is committed; the session's data goes right after that commit.
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    const deviceSettings = ['theme', 'navVisible', 'headerHidden'];
    const leftOver = async () => {
      const after = await kept();
      const keys = after.storage.map((entry) => entry.split('=')[0] ?? '');
      return [
        ...keys.filter((key) => !deviceSettings.includes(key)),
        ...after.cookies.filter((cookie) => !cookie.startsWith('chat_dsng=')),
      ];
    };
    await expect.poll(leftOver).toEqual([]);
    // And nothing writes them back afterwards (the plan's sync, a late answer).
    await page.waitForTimeout(1000);
    expect(await leftOver()).toEqual([]);
  });
});

test.describe('defence in depth', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('pages carry a strict Content-Security-Policy that stops injected script', async ({ page }) => {
    const response = await page.goto('/chat/new');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();

    const reported = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
            once: true,
          });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = 1';
          document.head.append(script);
        }),
    );
    expect(reported).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });

  test('the register frame is sandboxed', async ({ page }) => {
    await page.route('https://start.acme-chat.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Start</title><h1>Start site</h1>',
      }),
    );
    await page.goto('/chat/new');
    await page.getByRole('button', { name: /^Model\b/ }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Claude/ })
      .click();
    const frame = page.getByRole('dialog', { name: 'Create your free account' }).locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).not.toContain('allow-top-navigation');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Start site' })).toBeVisible();
  });
});
