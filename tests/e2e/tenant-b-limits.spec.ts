import type { Page } from '@playwright/test';
import { loginViaUi } from './support/auth';
import { expect, test } from './support/fixtures';

/** A control route of the in-browser mock: only the page's own fetch reaches its service worker. */
function pageFetch(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { sockets: number };
    },
    { path, body },
  );
}

test('tenant B: the in-browser mock drives the session socket too (msw ws link)', async ({ page }) => {
  await loginViaUi(page, 'pro@demo.test');
  await expect
    .poll(async () => (await pageFetch(page, '/__mock/session-sockets?email=pro@demo.test')).sockets)
    .toBe(1);
  const answer = await pageFetch(page, '/__mock/force-logout', { email: 'pro@demo.test' });
  expect(answer.sockets).toBe(1);
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await expect(page).toHaveURL(/\/stop-session$/);
});
