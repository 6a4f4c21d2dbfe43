import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_ICONS,
  DEFAULT_THEME_COLOR,
  webManifest,
  webManifestText,
} from '../../../scripts/web-manifest.mjs';

const ACME = { brandName: 'Acme Chat', startSiteUrl: 'https://start.acme.example' };

describe('the web app manifest made of a tenant config.json', () => {
  it("names the tenant's brand and opens the app standalone at its root", () => {
    const manifest = webManifest(ACME);
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Acme Chat',
      short_name: 'Acme Chat',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: DEFAULT_THEME_COLOR,
      background_color: DEFAULT_BACKGROUND_COLOR,
    });
  });

  it('offers 192 and 512 px icons and a maskable one, the defaults unless the config names its own', () => {
    expect(webManifest(ACME).icons).toEqual([
      { src: DEFAULT_ICONS.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: DEFAULT_ICONS.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: DEFAULT_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const own = webManifest({
      ...ACME,
      appIcons: { icon192: '/acme/icon-192.png', maskable512: 'https://cdn.acme.example/maskable.webp' },
    });
    expect(own.icons.map((icon) => [icon.src, icon.type])).toEqual([
      ['/acme/icon-192.png', 'image/png'],
      [DEFAULT_ICONS.icon512, 'image/png'],
      ['https://cdn.acme.example/maskable.webp', 'image/webp'],
    ]);
  });

  it('takes the short name and colours from the config', () => {
    const manifest = webManifest({
      ...ACME,
      shortName: ' Acme ',
      themeColor: '#0F766E',
      backgroundColor: '#111',
    });
    expect(manifest).toMatchObject({ short_name: 'Acme', theme_color: '#0F766E', background_color: '#111' });
  });

  it('shortens a long brand name for a home screen: its first word, else its first 12 characters', () => {
    expect(webManifest({ brandName: 'Globex Artificial Intelligence' }).short_name).toBe('Globex');
    expect(webManifest({ brandName: 'Supercalifragilistic Chat' }).short_name).toBe('Supercalifra');
  });

  it('replaces a value that is not valid by its default, and says so', () => {
    const warnings: string[] = [];
    const manifest = webManifest(
      {
        ...ACME,
        themeColor: 'red; background: url(x)',
        backgroundColor: 42,
        appIcons: {
          icon192: 'javascript:alert(1)',
          icon512: '//evil.example/i.png',
          maskable512: 'http://plain.example/m.png',
        },
      },
      (message) => warnings.push(message),
    );
    expect(manifest.theme_color).toBe(DEFAULT_THEME_COLOR);
    expect(manifest.background_color).toBe(DEFAULT_BACKGROUND_COLOR);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(Object.values(DEFAULT_ICONS));
    expect(warnings).toHaveLength(5);
  });

  it('is the committed public/manifest.webmanifest for the default public/config.json', () => {
    const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
    expect(readFileSync('public/manifest.webmanifest', 'utf8')).toBe(webManifestText(config));
  });
});
