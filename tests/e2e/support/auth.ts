/** Log in through the real login form (the mock backend's demo users share one password). */
import type { Page } from '@playwright/test';
import { MOCK_SERVER_URL } from './env';

export const DEMO_PASSWORD = 'demo-pass-1';

export async function loginViaUi(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // exact: 'Password' must not match a "Show password" toggle, 'Continue' not "Continue with Google".
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/chat\/new(?:[?#]|$)/);
}

/**
 * Signs in through the API (the same login call the form makes, in the page's cookie jar) and opens
 * `path`: the page starts with a session, as a returning visitor's does. For tests about what comes
 * after login; the login form itself is tested with `loginViaUi`.
 */
export async function signIn(page: Page, email: string, path = '/chat/new'): Promise<void> {
  const response = await page.request.post(`${MOCK_SERVER_URL}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login of ${email} answered ${response.status()}`);
  // The app asks for the user only once the session is restored.
  const signedIn = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/user' && answer.ok(),
  );
  await page.goto(path);
  await signedIn;
}
