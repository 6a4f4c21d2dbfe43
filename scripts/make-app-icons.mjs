#!/usr/bin/env node
// The installable app's icons (PNG, as the web app manifest names them) drawn from a logo by Chromium.
//
//   node scripts/make-app-icons.mjs [--logo public/logo.svg] [--background #ffffff] [--out public/icons]
//
// Writes icon-192.png and icon-512.png (the logo filling the square, its own corners and transparency
// kept) and maskable-512.png (the logo at 66% on the background colour, edge to edge: a launcher cuts
// a maskable icon to its own shape, a circle at the least, and keeps only the middle 80%).
// The logo may be SVG, PNG, WebP or JPEG; square is best. The default icons in public/icons/ are this
// script's output for public/logo.svg; a tenant makes its own the same way and names them in its
// config.json (`appIcons`, see scripts/web-manifest.mjs and docs/decisions/0009-installable-app.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
/** The logo's share of a maskable icon: its corners stay inside the 80% circle a launcher keeps. */
const MASKABLE_SCALE = 0.66;

function parseArgs(argv) {
  const options = { logo: 'public/logo.svg', background: '#ffffff', out: 'public/icons' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--logo') options.logo = value();
    else if (flag === '--background') options.background = value();
    else if (flag === '--out') options.out = value();
    else {
      console.error(`make-app-icons: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  if (!/^#[0-9a-f]{3,8}$/i.test(options.background)) {
    console.error(`make-app-icons: --background must be a hex colour, not ${options.background}`);
    process.exit(2);
  }
  return options;
}

function iconPage(logoDataUrl, size, { background, scale }) {
  const side = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${background}">
<img src="${logoDataUrl}" style="width:${side}px;height:${side}px;object-fit:contain" alt=""></div></body></html>`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const type = TYPES[path.extname(options.logo).toLowerCase()];
  if (!type) {
    console.error(`make-app-icons: ${options.logo} is not SVG, PNG, WebP or JPEG`);
    process.exit(2);
  }
  const logo = `data:${type};base64,${readFileSync(options.logo).toString('base64')}`;
  mkdirSync(options.out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
    const icons = [
      { file: 'icon-192.png', size: 192, background: 'transparent', scale: 1 },
      { file: 'icon-512.png', size: 512, background: 'transparent', scale: 1 },
      { file: 'maskable-512.png', size: 512, background: options.background, scale: MASKABLE_SCALE },
    ];
    for (const icon of icons) {
      await page.setContent(iconPage(logo, icon.size, icon));
      await page.locator('img').evaluate((img) => img.decode());
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
        omitBackground: true,
      });
      writeFileSync(path.join(options.out, icon.file), png);
      console.log(`${path.join(options.out, icon.file)} (${icon.size}x${icon.size}, ${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
