import { expect, test } from '@playwright/test';
import { loginViaUi } from '../e2e/support/auth';
import { PERF_MOCK_URL } from './support/env';
import { resetMock } from './support/mock-api';
import { longTasksSince, watchLongTasks } from './support/long-tasks';
import { ms, reportResults, type ResultRow } from './support/results';

/**
 * Method. pro@demo.test with 300 generated images (`/__mock/seed-images`: real 1 MP PNGs and JPEGs
 * drawn by the mock). From a click on 'Image generation' in the sidebar: the time until the prompt box
 * takes input and the first picture is drawn; the same for a page load, which holds the 1 s splash. Then the grid is scrolled to its end in 300 px steps, one step a frame
 * pair; a PerformanceObserver collects long tasks (> 50 ms) during the scroll, and after each step the
 * test counts the pictures in the page and those decoded. Targets (issue #12): interactive within
 * 1 s, no long task while scrolling, no more than about 40 pictures decoded at once. The count is
 * asserted; times are reported only.
 */
const IMAGES = 300;
const MAX_IN_PAGE = 48;

test('a 300-image collection opens fast and scrolls with a small DOM', async ({ page }) => {
  await resetMock();
  const seeded = await fetch(`${PERF_MOCK_URL}/__mock/seed-images`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pro@demo.test', count: IMAGES }),
  });
  expect(seeded.status).toBe(201);
  await watchLongTasks(page);
  await loginViaUi(page, 'pro@demo.test');

  // In the app: a click on 'Image generation' in the sidebar, as a user gets there.
  const started = Date.now();
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Image generation' })
    .click();
  const grid = page.getByRole('list', { name: 'Your images' });
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeEditable();
  const interactiveMs = Date.now() - started;
  await expect(grid.getByRole('img').first()).toBeVisible();
  await grid
    .getByRole('img')
    .first()
    .evaluate((image: HTMLImageElement) => image.decode());
  const firstPictureMs = Date.now() - started;
  // A page load of /image-gen: includes the spec's 1 s start splash.
  const loadStarted = Date.now();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeEditable();
  const reloadMs = Date.now() - loadStarted;

  const scrollStart = await page.evaluate(() => performance.now());
  const samples: { inPage: number; decoded: number }[] = [];
  for (let step = 0; step < 400; step += 1) {
    const done = await grid.evaluate(async (element) => {
      element.scrollTop += 300;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    });
    samples.push(
      await grid.evaluate((element) => {
        const images = [...element.querySelectorAll('img')];
        return {
          inPage: images.length,
          decoded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
        };
      }),
    );
    if (done) break;
  }
  await expect(grid.getByRole('img', { name: /#1$/ })).toBeVisible();
  const scrollTasks = await longTasksSince(page, scrollStart);
  const maxInPage = Math.max(...samples.map((sample) => sample.inPage));
  const maxDecoded = Math.max(...samples.map((sample) => sample.decoded));
  const longest = Math.max(0, ...scrollTasks.map((task) => task.duration));

  const rows: ResultRow[] = [
    {
      figure: 'sidebar click to a prompt box that takes input',
      value: ms(interactiveMs),
      target: '≤ 1000 ms',
      met: interactiveMs <= 1000,
    },
    { figure: 'sidebar click to the first picture drawn', value: ms(firstPictureMs), target: '', met: null },
    {
      figure: 'page load to a prompt box that takes input (1 s splash)',
      value: ms(reloadMs),
      target: '',
      met: null,
    },
    {
      figure: 'long tasks while scrolling 300 images',
      value: String(scrollTasks.length),
      target: '0',
      met: scrollTasks.length === 0,
    },
    { figure: 'longest task while scrolling', value: ms(longest), target: '≤ 50 ms', met: longest <= 50 },
    {
      figure: 'most pictures in the page at once',
      value: String(maxInPage),
      target: `≤ ${MAX_IN_PAGE}`,
      met: maxInPage <= MAX_IN_PAGE,
    },
    {
      figure: 'most pictures decoded at once',
      value: String(maxDecoded),
      target: '≈ 40',
      met: maxDecoded <= MAX_IN_PAGE,
    },
  ];
  reportResults('image-collection', `/image-gen with ${IMAGES} images`, rows, { samples, scrollTasks });
  expect(maxInPage).toBeLessThanOrEqual(MAX_IN_PAGE);
});
