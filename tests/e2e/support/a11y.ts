/** Accessibility check with axe-core: fails on serious or critical violations only. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export type A11yOptions = {
  /** CSS selectors to leave out (e.g. third-party frames). */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
  /** Only check inside this selector. */
  include?: string;
  /**
   * Only the rules about colour: for the second theme of a screen checked in full in the first. A theme
   * is a class on <html> that changes colours alone (no element is shown or hidden by it: no `dark:hidden`
   * or `dark:block` in src/), so every other rule would find in dark what it found in light.
   */
  coloursOnly?: boolean;
};

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2.2's 2.5.8 (axe's `target-size`, tag wcag22aa, off in axe by default): every pointer target at
 * least 24 × 24 px or far enough from its neighbours. Checked wherever the page is as narrow as a phone.
 */
const TARGET_SIZE_RULE = 'target-size';
const PHONE_MAX_WIDTH = 480;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Elements of libraries that no user can perceive. Headless UI's focus-trap sentinels: invisible
 * aria-hidden buttons that only hand focus back into an open popover or dialog (axe: aria-hidden-focus).
 */
const ALWAYS_EXCLUDED = [
  '[data-headlessui-focus-guard]',
  // pdf.js's own 0×0 canvas at the end of <body>, where it measures text: nothing to see or read.
  'canvas.hiddenCanvasElement',
];

/**
 * axe-core, evaluated once per document. AxeBuilder evaluates the source it is given in every frame at
 * every analyze(), twice in the main frame: by default axe's whole unminified source (1.3 MB), which
 * then builds itself again each time. Here it is the minified build of the same axe-core (the one
 * @axe-core/playwright depends on), skipped where an earlier check of the same document left it.
 */
const AXE_SOURCE_ONCE = (() => {
  const besideAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const source = readFileSync(besideAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  return `if (typeof window.axe?.run !== 'function') {\n${source}\n}`;
})();

function formatViolation(v: Violation): string {
  const nodes = v.nodes
    .slice(0, 10)
    .map((n) => {
      const summary = (n.failureSummary ?? '').split('\n').map((line) => `        ${line}`);
      return [`      - ${n.target.join(' ')}`, `        ${n.html.slice(0, 200)}`, ...summary].join('\n');
    })
    .join('\n');
  const more = v.nodes.length > 10 ? `\n      ... and ${v.nodes.length - 10} more element(s)` : '';
  return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
}

/**
 * Colour transitions (a theme switch, a dialog fading in) give axe half-mixed colours: wait until
 * every finite animation has finished. Endless ones (spinners, pulses) are left running. Two frames
 * first: a dialog just opened starts its transition in the frame after (Headless UI's `data-enter`), and
 * one looked for before that is not there to wait for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoSeriousA11yViolations(page: Page, label: string, options: A11yOptions = {}) {
  await settleAnimations(page);
  // Legacy mode runs axe in the page's own frames instead of finishing in a temporary page: half the
  // time (~0.4 against ~0.9 s a run here). What it leaves out is cross-origin frames, and the only one
  // this app shows is the tenant's own registration and pricing site (the plan popups), not ours to check.
  // Only violations are read here: axe describes every node in full (selector, HTML) for them alone, and
  // one node a rule for passes and the rest, which takes about a quarter off each check.
  const onPhone = (page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH;
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE }).setLegacyMode(true).options({
    resultTypes: ['violations'],
    ...(onPhone ? { rules: { [TARGET_SIZE_RULE]: { enabled: true } } } : {}),
  });
  if (options.include) builder = builder.include(options.include);
  for (const selector of [...ALWAYS_EXCLUDED, ...(options.exclude ?? [])])
    builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.coloursOnly) builder = builder.withRules(COLOUR_RULES);

  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));

  if (minor.length > 0) {
    console.log(
      `a11y "${label}": ${minor.length} minor/moderate issue(s): ${minor.map((v) => v.id).join(', ')}`,
    );
  }
  if (results.violations.length > 0) {
    await test
      .info()
      .attach(`axe-${label.replace(/[^\w.-]+/g, '_')}.json`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      })
      .catch(() => undefined);
  }

  const report = blocking.map(formatViolation).join('\n\n');
  expect(
    blocking.length,
    `a11y "${label}" (${page.url()}): ${blocking.length} serious/critical violation(s)\n${report}`,
  ).toBe(0);
}

/**
 * The screen as it stands, at 375 px, checked against axe's `target-size` rule alone (the other rules
 * run at the width the test chose); the viewport is put back afterwards.
 */
export async function expectTargetSizesOnPhone(page: Page, label: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await settleAnimations(page);
    let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .withRules([TARGET_SIZE_RULE]);
    for (const selector of ALWAYS_EXCLUDED) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const report = results.violations.map(formatViolation).join('\n\n');
    expect(results.violations.length, `target size at 375 px, "${label}" (${page.url()})\n${report}`).toBe(0);
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
