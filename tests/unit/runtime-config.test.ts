import { loadRuntimeConfig, parseRuntimeConfig } from '@/lib/runtime-config';

const valid = {
  apiBaseUrl: 'https://api.tenant.test/',
  startSiteUrl: 'https://start.tenant.test',
  upgradeUrl: 'https://start.tenant.test/upgrade',
  brandName: 'Tenant Chat',
};

const fakeFetch = (status: number, body: string) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('runtime configuration', () => {
  it('fills defaults and trims the trailing slash of base URLs', async () => {
    const result = await parseRuntimeConfig(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.apiBaseUrl).toBe('https://api.tenant.test');
    expect(result.config.providerApiBaseUrl).toBe('');
    expect(result.config.mock).toBe(false);
    expect(result.config.logoUrl).toBe('/logo.svg');
  });

  it('takes the start site as a path on the app’s own origin, but not another host’s', async () => {
    vi.stubGlobal('location', { origin: 'https://chat.tenant.test' });
    const result = await parseRuntimeConfig({
      ...valid,
      startSiteUrl: '/demo-start/',
      upgradeUrl: '/demo-start/upgrade',
    });
    vi.unstubAllGlobals();
    expect(result.ok && result.config.startSiteUrl).toBe('https://chat.tenant.test/demo-start');
    expect(result.ok && result.config.upgradeUrl).toBe('https://chat.tenant.test/demo-start/upgrade');
    expect((await parseRuntimeConfig({ ...valid, startSiteUrl: '//evil.test/start' })).ok).toBe(false);
  });

  it('names every wrong key', async () => {
    const result = await parseRuntimeConfig({ ...valid, apiBaseUrl: 'ftp://x', brandName: '', mock: 'yes' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe('invalid');
    expect(result.problem.detail).toContain('apiBaseUrl');
    expect(result.problem.detail).toContain('brandName');
    expect(result.problem.detail).toContain('mock');
  });

  it('trims a value before checking it, and keeps it trimmed', async () => {
    const result = await parseRuntimeConfig({
      ...valid,
      apiBaseUrl: '  https://api.tenant.test/ ',
      brandName: '  Tenant Chat ',
    });
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.tenant.test');
    expect(result.ok && result.config.brandName).toBe('Tenant Chat');
    expect((await parseRuntimeConfig({ ...valid, brandName: '   ' })).ok).toBe(false);
  });

  it('says in English what is wrong with each key', async () => {
    const result = await parseRuntimeConfig({ ...valid, upgradeUrl: undefined, brandName: ' ', mock: 'yes' });
    expect(!result.ok && result.problem.detail).toBe(
      'upgradeUrl: Invalid input: expected string, received undefined; ' +
        'brandName: Too small: expected string to have >=1 characters; ' +
        'mock: Invalid input: expected boolean, received string',
    );
  });

  it('reports a missing file', async () => {
    const result = await loadRuntimeConfig(fakeFetch(404, 'Not found'));
    expect(result).toMatchObject({ ok: false, problem: { kind: 'missing' } });
  });

  it('reports a file that is not JSON', async () => {
    const result = await loadRuntimeConfig(fakeFetch(200, '{"brandName": '));
    expect(result).toMatchObject({ ok: false, problem: { kind: 'malformed' } });
  });

  it('reports a network failure as missing', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(failing)).toMatchObject({ ok: false, problem: { kind: 'missing' } });
  });
});
