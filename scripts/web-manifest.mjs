#!/usr/bin/env node
// The web app manifest (what Chromium, Edge and Android read to offer 'Install') for a tenant's config.json.
//
//   node scripts/web-manifest.mjs [path/to/config.json] [--out FILE]   prints it, or writes FILE
//
// One build serves many tenants, so the manifest follows config.json as the Content-Security-Policy does
// (scripts/csp.mjs): a deployment writes it beside config.json (`--out .../manifest.webmanifest`), and
// scripts/serve-static.mjs answers /manifest.webmanifest from the config it serves. The keys it reads:
//   brandName        the app's name (required by the app already)
//   shortName        under the icon on a home screen; default: brandName, or its first word when long
//   themeColor       the installed app's title bar; default #4f46e5
//   backgroundColor  its splash screen; default #ffffff
//   appIcons         { "icon192": url, "icon512": url, "maskable512": url }: PNGs on the app's site
//                    (a path) or https; each one missing is the default (/icons/*.png)
// A value that is not valid is replaced by its default, with a warning on stderr.
// See docs/decisions/0009-installable-app.md.
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const DEFAULT_THEME_COLOR = '#4f46e5';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const DEFAULT_ICONS = {
  icon192: '/icons/icon-192.png',
  icon512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
};

const COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** A path on the app's own site, or an https URL. */
const ICON_URL = /^(?:\/(?!\/)\S*|https:\/\/\S+)$/;
const SHORT_NAME_LENGTH = 12;

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** A short name for a home screen: the name when short enough, else its first word, else its start. */
function shortNameOf(name) {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const first = name.split(/\s+/)[0] ?? '';
  return first.length <= SHORT_NAME_LENGTH ? first : first.slice(0, SHORT_NAME_LENGTH);
}

function iconType(url) {
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.svg')) return 'image/svg+xml';
  return 'image/png';
}

/**
 * @param {Record<string, unknown>} config the tenant's config.json
 * @param {(message: string) => void} [warn] told about each value replaced by its default
 */
export function webManifest(config, warn = () => undefined) {
  const pick = (key, value, valid, fallback) => {
    if (value === undefined || value === null || value === '') return fallback;
    if (valid(value)) return typeof value === 'string' ? value.trim() : value;
    warn(`${key}: ${JSON.stringify(value)} is not valid; using ${JSON.stringify(fallback)}`);
    return fallback;
  };
  const name = text(config.brandName) || 'AI Chat';
  const shortName = text(config.shortName) || shortNameOf(name);
  const isColour = (value) => COLOUR.test(text(value));
  const isIcon = (value) => ICON_URL.test(text(value));
  const icons = typeof config.appIcons === 'object' && config.appIcons !== null ? config.appIcons : {};
  const icon = (key) => pick(`appIcons.${key}`, icons[key], isIcon, DEFAULT_ICONS[key]);
  const icon192 = icon('icon192');
  const icon512 = icon('icon512');
  const maskable = icon('maskable512');
  return {
    id: '/',
    name,
    short_name: shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: pick('themeColor', config.themeColor, isColour, DEFAULT_THEME_COLOR),
    background_color: pick('backgroundColor', config.backgroundColor, isColour, DEFAULT_BACKGROUND_COLOR),
    icons: [
      { src: icon192, sizes: '192x192', type: iconType(icon192), purpose: 'any' },
      { src: icon512, sizes: '512x512', type: iconType(icon512), purpose: 'any' },
      { src: maskable, sizes: '512x512', type: iconType(maskable), purpose: 'maskable' },
    ],
  };
}

/** The manifest as served: JSON, two-space indented. */
export function webManifestText(config, warn) {
  return `${JSON.stringify(webManifest(config, warn), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : null;
  if (outIndex >= 0 && !out) {
    console.error('web-manifest: --out needs a file');
    process.exit(2);
  }
  const positional = args.filter(
    (arg, index) => !arg.startsWith('--') && (outIndex < 0 || index !== outIndex + 1),
  );
  const file = positional[0] ?? 'public/config.json';
  const manifest = webManifestText(JSON.parse(readFileSync(file, 'utf8')), (message) =>
    console.error(`web-manifest: ${message}`),
  );
  if (out) writeFileSync(out, manifest);
  else process.stdout.write(manifest);
}
