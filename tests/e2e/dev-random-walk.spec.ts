/**
 * The random walk of tests/e2e/random-walk.spec.ts on `npm run dev` (StrictMode runs every effect twice,
 * the mock runs in the page): two seeds of 12 steps (the dev run is serial after the prod shards, so it is the check's tail). What it predicts is in tests/e2e/support/random-walk.ts.
 */
import { loginViaUi } from './support/auth';
import { messageInput } from './support/chat';
import { expect, paceInPageMock, test } from './support/fixtures';
import { randomWalk } from './support/random-walk';

const SEEDS = (process.env.WALK_DEV_SEEDS ?? '11,5150').split(',').map(Number);
const WALK_STEPS = Number(process.env.WALK_STEPS ?? 12);

for (const seed of SEEDS) {
  test(`dev server: random walk, seed ${seed}`, async ({ page, replyTokensPerSecond }) => {
    test.setTimeout(240_000);
    await loginViaUi(page, 'pro@demo.test');
    await paceInPageMock(page, replyTokensPerSecond);
    await expect(messageInput(page)).toBeVisible();
    await randomWalk(page, { seed, steps: WALK_STEPS });
  });
}
