import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The message box sits in a frame that is a layout boundary (src/lib/use-layout-boundary.ts): the frame
 * clips what it holds, so it must take the box's height at every step, or lines would be cut off.
 */
export const composerBox = (page: Page) => page.locator('#chat-composer');

export async function composerHeights(page: Page) {
  return composerBox(page).evaluate((element: HTMLTextAreaElement) => {
    const frame = element.parentElement!;
    return {
      box: element.getBoundingClientRect().height,
      frame: frame.getBoundingClientRect().height,
      form: element.closest('form')!.getBoundingClientRect().height,
      contain: getComputedStyle(frame).contain,
      scrolls: element.scrollHeight > element.clientHeight + 1,
    };
  });
}

/** The frame is as tall as the box it holds. */
export async function expectFramed(page: Page) {
  await expect
    .poll(async () => {
      const heights = await composerHeights(page);
      return Math.abs(heights.box - heights.frame);
    })
    .toBeLessThan(0.5);
}

/** Types three lines into the empty, focused box: it grows by two lines of 24 px, the form with it. */
export async function typeThreeLines(page: Page) {
  const empty = await composerHeights(page);
  await page.keyboard.type('one');
  for (const line of ['two', 'three']) {
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(line);
  }
  await expectFramed(page);
  const three = await composerHeights(page);
  expect(three.box - empty.box).toBeCloseTo(48, 0);
  expect(three.form - empty.form).toBeCloseTo(48, 0);
  return empty;
}
