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
});
