import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(2600);
for (const step of actions.split(';;').filter(Boolean)) {
  const [kind, ...rest] = step.split('::');
  const arg = rest.join('::');
  if (kind === 'type') await page.getByRole('textbox', { name: 'Message' }).fill(arg);
  else if (kind === 'enter') await page.keyboard.press('Enter');
  else if (kind === 'wait') await page.waitForTimeout(Number(arg));
  else if (kind === 'click') await page.getByRole('button', { name: arg }).first().click();
  else if (kind === 'login') { await page.goto(new URL('/login', url).href); await page.getByLabel('Email', {exact:true}).fill(arg); await page.getByLabel('Password', {exact:true}).fill('demo-pass-1'); await page.getByRole('button', {name:'Continue', exact:true}).click(); await page.waitForTimeout(2000); await page.goto(url); await page.waitForTimeout(1500); }
  else if (kind === 'goto') { await page.goto(new URL(arg, url).href); await page.waitForTimeout(1500); }
}
await page.screenshot({ path: out, fullPage: false });
console.log('url:', page.url());
await browser.close();
