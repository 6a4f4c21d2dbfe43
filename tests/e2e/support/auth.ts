/** Log in through the real login form (the mock backend's demo users share one password). */
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

export async function loginViaUi(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // exact: 'Password' must not match a "Show password" toggle, 'Continue' not "Continue with Google".
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/chat\/new(?:[?#]|$)/);
}
