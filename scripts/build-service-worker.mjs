#!/usr/bin/env node
// Writes <dir>/sw.js, the production build's service worker (src/service-worker/sw.ts), after `vite build`.
//
//   node scripts/build-service-worker.mjs [--dir dist]
//
// `npm run build` runs it; `npm run build:demo` does not (the demo build keeps MSW's worker, and the app
// registers /sw.js only in the production build). The worker gets the build's id (a hash of index.html,
// which names every hashed entry file) and the hashed files index.html loads, to keep at install: a new
// build is a new sw.js, which is how browsers learn that there is one.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = path.join(REPO_ROOT, 'src/service-worker/sw.ts');

/** The hashed files (/assets/...) that index.html loads: script, module preloads, stylesheets. */
export function filesOfPage(html) {
  const files = new Set();
  for (const match of html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g)) files.add(match[1]);
  return [...files].sort();
}

function parseArgs(argv) {
  const options = { dir: 'dist' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--dir') options.dir = inline ?? argv[++i];
    else {
      console.error(`build-service-worker: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  return options;
}

async function main() {
  const { dir } = parseArgs(process.argv.slice(2));
  const outDir = path.resolve(dir);
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const precache = filesOfPage(html);
  for (const file of precache) statSync(path.join(outDir, file)); // a missing file fails the build here
  const { build } = await import('vite');
  const buildId = createHash('sha256').update(html).digest('hex').slice(0, 12);
  await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __APP_BUILD__: JSON.stringify(buildId),
      __APP_PRECACHE__: JSON.stringify(precache),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'appServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const size = statSync(path.join(outDir, 'sw.js')).size;
  console.log(
    `${path.relative(process.cwd(), path.join(outDir, 'sw.js'))}: build ${buildId}, ${precache.length} files kept at install, ${size} bytes`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
