/**
 * Seeded random walks through the chat (issues #26 and #41) on the production build over real HTTP:
 * six seeds of 20 steps, one of them with a second tab. What the walk predicts after every step is in
 * tests/e2e/support/random-walk.ts. `WALK_SEEDS=1,2,3 WALK_STEPS=40` walks further by hand; a seed that
 * fails becomes a named walk below.
 */
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import { expect, test } from './support/fixtures';
import { randomWalk } from './support/random-walk';

const SEEDS = (process.env.WALK_SEEDS ?? '7,1234,31,4242,777,2026').split(',').map(Number);
const TWO_TAB_SEED = Number(process.env.WALK_TWO_TAB_SEED ?? 2026);
const WALK_STEPS = Number(process.env.WALK_STEPS ?? 20);

for (const seed of SEEDS) {
  const twoTabs = seed === TWO_TAB_SEED;
  test(`random walk, seed ${seed}${twoTabs ? ', two tabs' : ''}`, async ({ page }) => {
    await signIn(page, 'pro@demo.test');
    await expect(messageInput(page)).toBeVisible();
    await randomWalk(page, { seed, steps: WALK_STEPS, twoTabs });
  });
}
