import type { Locator } from '@playwright/test';

/**
 * Waits until the element's animations (a dialog's fade-in) have ended. An animation cancelled meanwhile,
 * when the element is drawn again, rejects its `finished` promise: that counts as ended too.
 */
export async function animationsDone(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(
      node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
