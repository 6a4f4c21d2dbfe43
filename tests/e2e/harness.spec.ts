/** Self-test of the e2e harness: the static server, the two tenant configs and the SPA fallback. */
import { expectNoSeriousA11yViolations, expectTargetSizesOnPhone } from './support/a11y';
import { MOCK_SERVER_URL, TENANT_A_URL, TENANT_B_URL } from './support/env';
import { expect, test } from './support/fixtures';

test.describe('harness', () => {
  test('each tenant gets its own config.json from the same build', async ({ request }) => {
    const a = await request.get(`${TENANT_A_URL}/config.json`);
    expect(a.status()).toBe(200);
    expect(a.headers()['content-type']).toContain('application/json');
    expect(await a.json()).toMatchObject({
      brandName: 'Acme Chat',
      mock: false,
      apiBaseUrl: MOCK_SERVER_URL,
    });

    const b = await request.get(`${TENANT_B_URL}/config.json`);
    expect(b.status()).toBe(200);
    expect(await b.json()).toMatchObject({ brandName: 'Globex AI', mock: true, apiBaseUrl: '' });
  });

  test('unknown app paths fall back to index.html', async ({ request }) => {
    const index = await request.get(`${TENANT_A_URL}/`);
    expect(index.status()).toBe(200);
    const fallback = await request.get(`${TENANT_A_URL}/chat/abc`);
    expect(fallback.status()).toBe(200);
    expect(fallback.headers()['content-type']).toContain('text/html');
    const html = await fallback.text();
    expect(html).toContain('<script type="module"');
    expect(html).toBe(await index.text());
  });

  test('missing files with an extension are 404, not index.html', async ({ request }) => {
    const res = await request.get(`${TENANT_A_URL}/assets/does-not-exist.js`);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  test('the production build carries no demo backend; the demo build does', async ({ request }) => {
    expect((await request.get(`${TENANT_A_URL}/mockServiceWorker.js`)).status()).toBe(404);
    expect((await request.get(`${TENANT_B_URL}/mockServiceWorker.js`)).status()).toBe(200);
  });

  test('the MSW worker is served fresh for the in-browser tenant', async ({ request }) => {
    const res = await request.get(`${TENANT_B_URL}/mockServiceWorker.js`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('javascript');
    expect(res.headers()['cache-control']).toBe('no-cache');
  });

  test('the target-size check (issue #45) finds two small targets side by side, at 375 px only', async ({
    page,
  }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Targets</title></head><body><main><h1>Targets</h1><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></main></body></html>',
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'small targets (1280)');
    await expect(expectTargetSizesOnPhone(page, 'small targets')).rejects.toThrow(/target-size/);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(expectNoSeriousA11yViolations(page, 'small targets (375)')).rejects.toThrow(/target-size/);
  });
});
