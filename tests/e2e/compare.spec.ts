import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { composeModelReply, modelMarker } from '../../mocks/model/model-personas';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { captureBothWidths, saveScreenshot } from './support/screens';
import { setTheme } from './support/theme';

/**
 * Issue #44 on the production build over HTTP: one prompt, three models, each answer its own. What a
 * pane must hold comes from the mock's documented per-model answers (mocks/model/model-personas.ts).
 * `[[hold]]` keeps every answer after its first words until the test releases them: a comparison caught
 * mid-way without a clock.
 */
const FIRST = { title: 'GPT-4o', model: 'gpt-4o-mini', endpoint: 'openAI' };
const CLAUDE = { title: 'Claude 4 Sonnet', model: 'claude-sonnet-4', endpoint: 'claude' };
const GEMINI = { title: 'Gemini 1.5 Pro', model: 'gemini-1.5-pro', endpoint: 'gemini' };
const MODELS = [FIRST, CLAUDE, GEMINI];

const pane = (page: Page, title: string) => page.getByRole('region', { name: `Answer from ${title}` });
const release = async () => {
  const response = await fetch(`${MOCK_SERVER_URL}/__mock/release-held`, { method: 'POST' });
  expect(response.ok).toBe(true);
};
/** The last words of a model's answer, as a pane shows them (markdown marks aside). */
const lastWords = (prompt: string, model: (typeof MODELS)[number]) =>
  composeModelReply(prompt, 0, model.model, model.endpoint)
    .replace(/[`*_|#>[\]-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(-3)
    .join(' ');
const squashed = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[`*_|#>[\]-]/g, ' ').replace(/\s+/g, ' ');

/** A one-finger horizontal swipe of `dx` pixels across the middle of `target`. */
async function swipe(target: Locator, dx: number) {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2 - distance / 2;
    const touch = (clientX: number) => new Touch({ identifier: 1, target: element, clientX, clientY: y });
    element.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }),
    );
    element.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x + distance)] }),
    );
  }, dx);
}

async function startCompare(page: Page, prompt: string) {
  for (const model of [CLAUDE, GEMINI]) {
    await page.getByRole('button', { name: 'Compare with another model' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${model.title}`) }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  // The chips from 640 px; below, the menu lists the added models to remove.
  if ((page.viewportSize()?.width ?? 0) >= 640)
    await expect(page.getByRole('list', { name: 'Also answering' }).getByRole('listitem')).toHaveCount(2);
  await messageInput(page).fill(prompt);
  await messageInput(page).press('Enter');
}

async function expectWhole(prompt: string, open: (title: string) => Promise<Locator>) {
  for (const model of MODELS) {
    const region = await open(model.title);
    await expect(region.locator('[data-answer-state]')).toHaveAttribute('data-answer-state', 'done', {
      timeout: 15_000,
    });
    expect(await squashed(region)).toContain(lastWords(prompt, model));
    if (model === FIRST) await expect(region).not.toContainText('[Simulated');
    else await expect(region).toContainText(modelMarker(model.model, model.endpoint));
  }
}

test.describe('compare models side by side (pro@demo.test)', () => {
  test('desktop: three answers at once, leaving and coming back, keyboard, blind vote and the ranking', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    const prompt = 'Why is the sky blue? [[hold]]';
    await startCompare(page, prompt);
    // Three equal columns, each written at once, each with its own model's first words.
    for (const model of MODELS)
      await expect(pane(page, model.title).locator('[data-answer-state]')).toHaveAttribute(
        'data-answer-state',
        'writing',
      );
    await expect(pane(page, CLAUDE.title)).toContainText('[Simulated claude');
    await expect(pane(page, GEMINI.title)).toContainText('[Simulated gemini');
    await expect(pane(page, FIRST.title)).not.toContainText('[Simulated');
    const boxes = await Promise.all(MODELS.map((model) => pane(page, model.title).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.width ?? 0))).size).toBe(1);
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    await page.waitForURL(/\/chat\/[\w-]{8,}/);
    const address = new URL(page.url()).pathname;

    // Leave mid-compare and come back: every answer is still there and still being written.
    await page.getByRole('link', { name: 'New chat' }).first().click();
    await page.waitForURL(/\/chat\/new/);
    await page.goBack();
    await page.waitForURL(address);
    for (const model of MODELS)
      await expect(pane(page, model.title).locator('[data-answer-state]')).toHaveAttribute(
        'data-answer-state',
        'writing',
      );
    await release();
    await expectWhole(prompt, async (title) => pane(page, title));

    // The keyboard moves between the answers.
    await pane(page, FIRST.title).getByLabel(`Text of the answer from ${FIRST.title}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      pane(page, CLAUDE.title).getByLabel(`Text of the answer from ${CLAUDE.title}`),
    ).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'compare board (light)');
    await saveScreenshot(page, 'compare-board-1280-light');
    await setTheme(page, 'dark');
    await expectNoSeriousA11yViolations(page, 'compare board (dark)');
    await saveScreenshot(page, 'compare-board-1280-dark');
    await setTheme(page, 'light');

    // Blind: letters instead of names; the model behind 'Answer A' is known by its marker (or none).
    await page.getByRole('button', { name: 'Blind mode' }).click();
    const answerA = page.getByRole('region', { name: 'Answer A' });
    await expect(answerA).toBeVisible();
    await expect(page.getByRole('region', { name: /^Answer from/ })).toHaveCount(0);
    const text = (await answerA.textContent()) ?? '';
    const winner = MODELS.find((model) => text.includes(modelMarker(model.model, model.endpoint))) ?? FIRST;
    await page.getByRole('button', { name: 'A is best' }).click();
    await expect(page.getByText('Your vote: A is best')).toBeVisible();
    await expect(pane(page, winner.title)).toBeVisible();

    // The ranking: the winner beat both others; the other two drew. Elo from 1000, K = 32, the games in
    // label order (A-B, A-C, B-C): A 1000 -> 1016 -> 1031.3; B 984 (and +0.03 from the draw), C 984.7.
    await page.getByRole('button', { name: 'Your model ranking' }).click();
    const row = (title: string) => page.getByRole('row', { name: new RegExp(`^${title}`) });
    await expect(row(winner.title)).toContainText(/1031\s*2\s*0\s*0/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('model-ranking.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('model,rating,wins,losses,ties,games');
    expect(csv[1]).toBe(`${winner.model},1031,2,0,0,2`);
    expect(csv).toHaveLength(4);

    // The ranking survives a reload (and the answers are the question's siblings there too).
    await page.reload();
    await page.getByRole('button', { name: 'Show side by side' }).first().click();
    await page.getByRole('button', { name: 'Your model ranking' }).click();
    await expect(row(winner.title)).toContainText(/1031\s*2\s*0\s*0/);
  });

  test('375 px: tabs, a reload mid-compare, continue with one answer, the share link and the export', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'pro@demo.test');
    const prompt = 'Name a prime number [[hold]]';
    await startCompare(page, prompt);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toContainText('Writing…');
    await page.getByRole('tab', { name: new RegExp(CLAUDE.title) }).click();
    await expect(page.getByRole('tabpanel')).toContainText('[Simulated claude');
    await saveScreenshot(page, 'compare-tabs-375-light');
    await expectNoSeriousA11yViolations(page, 'compare tabs (phone)');

    // A reload in the middle: the answers are the server's siblings, each completed after the release.
    await page.waitForURL(/\/chat\/[\w-]{8,}/);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Your message' })).toBeVisible();
    await release();
    await page.getByRole('button', { name: 'Show side by side' }).first().click({ timeout: 15_000 });
    await expectWhole(prompt, async (title) => {
      await page.getByRole('tab', { name: new RegExp(title) }).click();
      return page.getByRole('tabpanel');
    });

    // A swipe moves between the answers as the tabs do: right to left is the next one. After the reload the
    // answers stand in the server's order of the replies, which is the order they started in, not the order
    // the models were added: the tab after the first one is read from the page.
    await tabs.first().click();
    const [firstTab, nextTab] = [tabs.nth(0), tabs.nth(1)];
    const nextName = (await nextTab.textContent()) ?? '';
    const next = [CLAUDE, GEMINI].find((model) => nextName.includes(model.title));
    await swipe(page.getByRole('tabpanel'), -120);
    await expect(nextTab).toHaveAttribute('aria-selected', 'true');
    if (next) await expect(page.getByRole('tabpanel')).toContainText(modelMarker(next.model, next.endpoint));
    await swipe(page.getByRole('tabpanel'), 120);
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    await swipe(page.getByRole('tabpanel'), 20); // too short to be a swipe
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');

    // A second tab on the conversation finds the same three answers as siblings of the question.
    const second = await context.newPage();
    await second.setViewportSize({ width: 375, height: 812 });
    await second.goto(page.url());
    await second.getByRole('button', { name: 'Show side by side' }).first().click({ timeout: 15_000 });
    await expectWhole(prompt, async (title) => {
      await second.getByRole('tab', { name: new RegExp(title) }).click();
      return second.getByRole('tabpanel');
    });
    await second.close();

    // Continue with Claude's answer, then ask a follow-up under it.
    await page.getByRole('tab', { name: new RegExp(CLAUDE.title) }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Continue with this answer' }).click();
    await expect(page.getByRole('region', { name: /^Answer from/ })).toHaveCount(0);
    await expect(page.getByRole('article', { name: /^Reply from/ }).last()).toContainText(
      '[Simulated claude',
    );
    await messageInput(page).fill('And one more?');
    await messageInput(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: /^Reply from/ }).last()).toContainText(
      '[Simulated claude',
    );
    await captureBothWidths(page, 'compare-continued');

    // The share link shows the answer continued with; the export lists every answer.
    await page.getByRole('button', { name: 'Export conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export conversation' });
    await dialog.getByRole('button', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'json (.json)' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    for (const model of MODELS) expect(exported).toMatch(new RegExp(`"model":\\s*"${model.model}"`));
    expect(exported).toContain(modelMarker(GEMINI.model, GEMINI.endpoint));
    await page.getByRole('button', { name: 'Export conversation' }).click();
    await dialog.getByRole('button', { name: /^Type/ }).click();
    await page.getByRole('option', { name: /link/ }).click();
    const [shared] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await shared.waitForLoadState();
    await expect(shared.getByRole('article', { name: 'Your message' })).toHaveCount(2);
    await expect(shared.getByRole('article', { name: /^Reply from/ }).first()).toContainText(
      modelMarker(CLAUDE.model, CLAUDE.endpoint),
    );
  });
});
