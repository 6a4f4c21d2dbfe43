#!/usr/bin/env node
// Writes <dir>/sw.js, the production build's service worker (src/service-worker/sw.ts), after `vite build`.
//
//   node scripts/build-service-worker.mjs [--dir dist]
//
// `npm run build` runs it; `npm run build:demo` does not (the demo build keeps MSW's worker, and the app
// registers /sw.js only in the production build). The worker gets the build's id (a hash of index.html,
// which names every hashed entry file) and the files to keep at install: the hashed files index.html
// loads, the English strings, and the chunk that follows a new build (src/app/status/app-updates.tsx,
// the update notice's card) with what it imports, which a page fetches only once a new build is out,
// when the server may have only the new build's files (KEPT_CHUNKS). A new build is a new sw.js, which is how browsers learn that there is one.
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

/**
 * Modules whose chunk (and what it imports) the worker keeps at install, beside the page's files: what
 * follows a new build, and the English strings (every language falls back to them), so a page reloaded
 * offline before the worker kept what the page loaded says what went wrong in words, not string keys.
 */
const KEPT_CHUNKS = ['src/app/status/app-updates.tsx', 'locales/en/translation.json'];

/** A chunk of Vite's manifest (`build.manifest`) and every chunk and stylesheet it imports, as /paths. */
export function filesOfChunk(manifest, key) {
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`build-service-worker: ${name} is not in the build's manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
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
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const precache = [
    ...new Set([...filesOfPage(html), ...KEPT_CHUNKS.flatMap((key) => filesOfChunk(manifest, key))]),
  ].sort();
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
