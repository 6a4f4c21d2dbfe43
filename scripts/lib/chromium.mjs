// Debian's Chromium as every script and test suite here starts it: headless, as root, without network
// side traffic (see docs/toolchain.md).
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium without the browser's own UI (package chromium-headless-shell: what
 * Playwright runs for headless Chromium by default). The e2e suite runs in it: opening a page there costs about
 * 0.2 CPU-seconds against 1.3 in the full browser, whose headless mode still builds a window, a toolbar and
 * the omnibox's WebUI for every page (docs/decisions/0012-e2e-in-the-headless-shell.md). What measures what
 * users get (budget, Lighthouse, the perf benchmarks) and the installability check use the full browser.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
