import { expect, type Page, type Response } from '@playwright/test';

export const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

/** Sends `text` and waits until the event stream of POST /api/ask/{endpoint} has answered. */
export async function sendMessage(page: Page, text: string, endpoint = '[^/]+'): Promise<Response> {
  const path = new RegExp(`^/api/ask/${endpoint}$`);
  const stream = page.waitForResponse(
    (response) => response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );
  await messageInput(page).fill(text);
  await messageInput(page).press('Enter');
  return stream;
}

/** Sends `text` and waits for the whole reply. Returns the request body. */
export async function sendAndWaitForReply(
  page: Page,
  text: string,
  endpoint = '[^/]+',
): Promise<Record<string, unknown>> {
  const response = await sendMessage(page, text, endpoint);
  // Not response.finished(): the client closes the stream itself at the final event, and Playwright
  // never reports an aborted response as finished. The Send button comes back once the reply is done.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  return response.request().postDataJSON() as Record<string, unknown>;
}
