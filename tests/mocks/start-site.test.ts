import { api } from './helpers';

describe('the stand-in start site', () => {
  it('serves each page, labelled as the demo, and its script', async () => {
    for (const page of ['register-auth', 'pricing', 'upgrade', 'my-account', 'contact-us']) {
      const response = await api(`/demo-start/${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Demo start site.');
    }
    const script = await api('/demo-start/start-site.js');
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('ppg');
  });

  it('answers 404 for a page it does not have', async () => {
    expect((await api('/demo-start/checkout')).status).toBe(404);
  });

  it('answers the credits of the plan a plan group sells, and 400 without a plan group', async () => {
    const credits = await api('/demo-start/api/get-plan-credits', { body: { ppg: '59' } });
    expect(await credits.json()).toEqual({ success: true, ppg: '59', plan: 'promax', credits: 200 });
    const missing = await api('/demo-start/api/get-plan-credits', { body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it('sends Google and Apple sign-ups on to its register page; Apple needs reg_num', async () => {
    const google = await api('/demo-start/api/register-google', { method: 'POST' });
    expect(await google.json()).toEqual({
      success: true,
      url: 'http://localhost:3000/demo-start/register-auth?social=google',
    });
    const apple = await fetch('/demo-start/api/register-apple', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'reg_num=A-1&chat_dsng=02',
    });
    expect(await apple.json()).toEqual({
      success: true,
      url: 'http://localhost:3000/demo-start/register-auth?social=apple&chat_dsng=02',
    });
    const noNumber = await api('/demo-start/api/register-apple', { body: {} });
    expect(noNumber.status).toBe(400);
  });
});
