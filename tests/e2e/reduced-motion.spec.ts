import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { REALISTIC_REPLY_SPEED, expect, test } from './support/fixtures';
import { messageInput, sendMessage } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';

/** The CSS animations running in the page, by the class of the element each one moves. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element ? (target.getAttribute('class') ?? target.tagName) : '?';
      }),
  );

test.describe('a visitor who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees nothing blink or pulse while a reply is written: the history row and the reply stay still', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    await expect(messageInput(page)).toBeVisible();
    // Slow enough that the reply is still being written while the page is looked at.
    await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, {
      data: { tokensPerSecond: REALISTIC_REPLY_SPEED },
    });
    await sendMessage(page, 'Describe the water cycle [[chars:3000]]');
    const history = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(history.getByText('Writing…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop generating' }).first()).toBeVisible();
    // Only a spinner may turn (it says that something is loading); nothing else moves.
    expect((await runningAnimations(page)).filter((name) => !/\banimate-spin\b/.test(name))).toEqual([]);
    await page.getByRole('button', { name: 'Stop generating' }).first().click();
  });
});
