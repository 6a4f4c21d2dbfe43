#!/usr/bin/env node
// Bundle budget check for the production build.
//
//   node scripts/check-bundle.mjs [--dir dist]
//
// Reads <dir>/.vite/manifest.json (vite build with `build.manifest: true`) and shows the entry chunk
// (isEntry) with its static imports, for information: the bytes a page really fetches are measured in
// Chromium by scripts/page-budget.mjs, which `npm run budget` runs after this.
// Every other JS file of the build is a *lazy* chunk; each must stay under the lazy-chunk budget,
// except web-worker files (`*.worker*`, e.g. the pdf.js worker), which are listed but not checked.
// Chunks reached only through the mock backend (`mocks/...`, e.g. the cl100k tokenizer ranks of the
// mock's /api/tokenizer) never load for a real tenant: they are reported on their own, against
// MOCK_CHUNK_BUDGET_KB.
// 1 kB = 1000 bytes (as in Vite's output). Exit code 1 when over budget, 2 on a setup error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';

/** Any single lazily loaded JS chunk, gzip, in kB (worker files excluded). */
export const LAZY_CHUNK_BUDGET_KB = 450;
/** Any single chunk that only the mock backend loads (demo builds), gzip, in kB. */
export const MOCK_CHUNK_BUDGET_KB = 600;
/** Files matching this are web workers: reported, but not held to LAZY_CHUNK_BUDGET_KB. */
export const WORKER_FILE_PATTERN = /\.worker/;

const JS_FILE = /\.(m?js|cjs)$/;
const CSS_FILE = /\.css$/;

function parseArgs(argv) {
  let dir = 'dist';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir') dir = argv[++i] ?? dir;
    else if (argv[i]?.startsWith('--dir=')) dir = argv[i].slice('--dir='.length);
    else {
      console.error(`check-bundle: unknown argument ${argv[i]}`);
      process.exit(2);
    }
  }
  return path.resolve(dir);
}

const distDir = parseArgs(process.argv.slice(2));
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${path.relative(process.cwd(), manifestPath)} not found.`);
  console.error('Run `npm run build` first (vite.config.ts must keep build.manifest: true).');
  process.exit(2);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) {
      console.error(`check-bundle: manifest lists ${file}, but ${full} does not exist.`);
      process.exit(2);
    }
    const buf = readFileSync(full);
    s = { raw: buf.length, gzip: gzipSync(buf).length };
    sizeCache.set(file, s);
  }
  return s;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry && JS_FILE.test(chunk.file));
if (entries.length === 0) {
  console.error('check-bundle: no entry chunk (isEntry) in the manifest.');
  process.exit(2);
}

// Initial load: every entry (normally just index.html) and its static imports, recursively.
const initialKeys = new Set();
const visit = (key) => {
  if (initialKeys.has(key) || !manifest[key]) return;
  initialKeys.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
for (const [key] of entries) visit(key);

const initialJs = [...new Set([...initialKeys].map((k) => manifest[k].file))].filter((f) => JS_FILE.test(f));
const initialCss = [...new Set([...initialKeys].flatMap((k) => manifest[k].css ?? []))];
const initialSet = new Set([...initialJs, ...initialCss]);

// Lazy: every other JS/CSS file the manifest knows, plus JS files in assets/ it does not list
// (e.g. workers emitted via `new URL(..., import.meta.url)`).
const lazyFiles = new Set();
for (const chunk of Object.values(manifest)) {
  for (const f of [chunk.file, ...(chunk.css ?? [])]) {
    if ((JS_FILE.test(f) || CSS_FILE.test(f)) && !initialSet.has(f)) lazyFiles.add(f);
  }
}
const assetsDir = path.join(distDir, 'assets');
if (existsSync(assetsDir)) {
  for (const name of readdirSync(assetsDir)) {
    const f = `assets/${name}`;
    if (JS_FILE.test(name) && !initialSet.has(f)) lazyFiles.add(f);
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(2);
const sum = (files, key) => files.reduce((acc, f) => acc + sizes(f)[key], 0);

function table(title, files, notes = () => '') {
  const rows = files.map((f) => [f, kB(sizes(f).raw), kB(sizes(f).gzip), notes(f)]);
  const w = Math.max(4, ...rows.map((r) => r[0].length));
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(w)}  ${'raw kB'.padStart(10)}  ${'gzip kB'.padStart(10)}`);
  console.log(`  ${'-'.repeat(w)}  ${'-'.repeat(10)}  ${'-'.repeat(10)}`);
  for (const [f, raw, gz, note] of rows) {
    console.log(`  ${f.padEnd(w)}  ${raw.padStart(10)}  ${gz.padStart(10)}${note ? `  ${note}` : ''}`);
  }
  if (rows.length === 0) console.log('  (none)');
}

const failures = [];
const initialJsGzip = sum(initialJs, 'gzip');
const initialCssGzip = sum(initialCss, 'gzip');

console.log(
  `Bundle budget for ${path.relative(process.cwd(), distDir) || '.'} (entry: ${entries.map(([k]) => k).join(', ')})`,
);
// What index.html names is not what a page fetches (its routes' chunks load at once): that is measured
// in a browser by scripts/page-budget.mjs. This is shown for information only.
table('Entry JS (what index.html names, with its static imports)', initialJs);
console.log(`  total: ${kB(sum(initialJs, 'raw'))} kB raw, ${kB(initialJsGzip)} kB gzip`);
table('Entry CSS', initialCss);
console.log(`  total: ${kB(sum(initialCss, 'raw'))} kB raw, ${kB(initialCssGzip)} kB gzip`);

// Product code: everything reachable from the entry without entering a chunk of the mock backend.
const productFiles = new Set();
const visitProduct = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || key.startsWith('mocks/')) return;
  seen.add(key);
  for (const f of [chunk.file, ...(chunk.css ?? [])]) productFiles.add(f);
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visitProduct(dep, seen);
};
const productSeen = new Set();
for (const [key] of entries) visitProduct(key, productSeen);
const isMockOnly = (f) => !productFiles.has(f) && !WORKER_FILE_PATTERN.test(path.basename(f));

const all = [...lazyFiles].sort((a, b) => sizes(b).gzip - sizes(a).gzip);
const lazy = all.filter((f) => !isMockOnly(f));
const mockOnly = all.filter(isMockOnly);
const isWorker = (f) => WORKER_FILE_PATTERN.test(path.basename(f));
table(`Lazy chunks (budget ${LAZY_CHUNK_BUDGET_KB} kB gzip each, JS only; workers exempt)`, lazy, (f) => {
  if (isWorker(f)) return '(worker, exempt)';
  if (CSS_FILE.test(f)) return '(css)';
  if (sizes(f).gzip > LAZY_CHUNK_BUDGET_KB * 1000) return 'OVER BUDGET';
  return '';
});
for (const f of lazy) {
  if (JS_FILE.test(f) && !isWorker(f) && sizes(f).gzip > LAZY_CHUNK_BUDGET_KB * 1000) {
    failures.push(
      `lazy chunk ${f} is ${kB(sizes(f).gzip)} kB gzip, over the ${LAZY_CHUNK_BUDGET_KB} kB budget`,
    );
  }
}

table(
  `Mock-backend-only chunks (budget ${MOCK_CHUNK_BUDGET_KB} kB gzip each; never loaded for a real tenant)`,
  mockOnly,
  (f) => (JS_FILE.test(f) && sizes(f).gzip > MOCK_CHUNK_BUDGET_KB * 1000 ? 'OVER BUDGET' : ''),
);
for (const f of mockOnly) {
  if (JS_FILE.test(f) && sizes(f).gzip > MOCK_CHUNK_BUDGET_KB * 1000) {
    failures.push(
      `mock-only chunk ${f} is ${kB(sizes(f).gzip)} kB gzip, over the ${MOCK_CHUNK_BUDGET_KB} kB budget`,
    );
  }
}

// The production build must carry no demo backend: no mock route, no MSW worker, config.json mock off.
const MOCK_ONLY_MARKERS = ['__mock/', 'mockServiceWorker'];
for (const file of readdirSync(distDir, { recursive: true })) {
  const full = path.join(distDir, String(file));
  if (!/\.(js|html|json)$/.test(full)) continue;
  const text = readFileSync(full, 'utf8');
  const marker = MOCK_ONLY_MARKERS.find((needle) => text.includes(needle));
  if (marker) failures.push(`${path.relative(distDir, full)} holds mock-only code ("${marker}")`);
}
if (existsSync(path.join(distDir, 'mockServiceWorker.js'))) failures.push('the MSW worker is in the build');
try {
  if (JSON.parse(readFileSync(path.join(distDir, 'config.json'), 'utf8')).mock !== false)
    failures.push('config.json does not say "mock": false');
} catch {
  failures.push('config.json is missing or not JSON');
}

console.log('');
if (failures.length > 0) {
  console.error('Bundle budget FAILED:');
  for (const f of failures) console.error(`  - ${f}`);
  console.error(
    'Split heavy code behind dynamic import() or raise the budget in scripts/check-bundle.mjs on purpose.',
  );
  process.exit(1);
}
console.log(
  `Bundle budget OK: entry JS ${kB(initialJsGzip)} kB, entry CSS ${kB(initialCssGzip)} kB gzip, ${lazy.length} lazy file(s) under ${LAZY_CHUNK_BUDGET_KB} kB.`,
);
