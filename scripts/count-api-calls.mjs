#!/usr/bin/env node
// Counts the calls to the server made outside the api/ folders (docs/architecture.md, 'Calls to the
// server'): a fetch, apiRequest, XMLHttpRequest, WebSocket, EventSource or fetch-event-source call, and
// an import of an api/ file's fetcher (a camelCase export that is not a `useX` hook or an
// `xQueryOptions` factory), directly or through a feature's index.ts. Each is listed with its file and
// line, marked with its reason when eslint.config.js exempts it (API_CALLS_EXEMPT). ESLint refuses the same calls; this count reads the source on its own, so the
// two check each other.
//
//   node scripts/count-api-calls.mjs [--root DIR]     (npm run api-calls)
//
// Exit code 1 when a call site is not exempt.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { API_CALLS_ALLOWED, API_CALLS_EXEMPT } from '../eslint.config.js';

const rootIndex = process.argv.indexOf('--root');
const ROOT = path.resolve(rootIndex > 0 ? (process.argv[rootIndex + 1] ?? '.') : '.');

/** A glob of eslint.config.js ('*' within a folder name, '**' across folders) as a RegExp. */
const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '@@')
      .replace(/\*/g, '[^/]*')
      .replace(/@@/g, '.*')}$`,
  );
const ALLOWED = API_CALLS_ALLOWED.map(globToRegExp);
const isAllowed = (file) => ALLOWED.some((pattern) => pattern.test(file));
const isApiFile = (file) => /^src\/features\/[^/]+\/api\/[^/]+\.tsx?$/.test(file);

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The file an import specifier names, relative to ROOT, or null outside src. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  return null;
}

/** The fetchers an api/ file defines: camelCase functions that are not hooks or query options. */
function fetchersOf(file) {
  const names = new Set();
  const text = read(file);
  for (const match of text.matchAll(/export\s+(?:async\s+)?function\s+([a-z]\w*)/g)) names.add(match[1]);
  for (const match of text.matchAll(/export\s+const\s+([a-z]\w*)\s*=\s*(?:async\s*)?\(/g))
    names.add(match[1]);
  return [...names].filter((name) => !/^use[A-Z]/.test(name) && !name.endsWith('QueryOptions'));
}

const IMPORTS = /\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORTS = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Named imports of a statement's braces, without type-only ones: [imported name, local name]. */
const namesIn = (braces) =>
  braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());

/** Fetchers a module hands out under their names: an api/ file's own, or what an index re-exports. */
const fetcherCache = new Map();
function fetchersReachedThrough(file) {
  if (fetcherCache.has(file)) return fetcherCache.get(file);
  const names = new Set();
  fetcherCache.set(file, names);
  if (isApiFile(file)) for (const name of fetchersOf(file)) names.add(name);
  else if (/\/index\.tsx?$/.test(file))
    for (const match of read(file).matchAll(IMPORTS)) {
      if (match[1] !== 'export' || match[2]) continue;
      const target = resolve(file, match[4]);
      if (!target) continue;
      const reached = fetchersReachedThrough(target);
      for (const name of namesIn(match[3])) if (reached.has(name)) names.add(name);
    }
  return names;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const DIRECT =
  /\b(?:apiRequest|fetchEventSource)\s*\(|(?<![.\w'"]|typeof )fetch\b(?!\w)|\b(?:window|globalThis|self)\.fetch\b|\bnew\s+(?:XMLHttpRequest|WebSocket|EventSource)\b/;

function callSites(file) {
  const text = read(file);
  const sites = [];
  text.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return;
    const match = DIRECT.exec(code);
    if (match) sites.push({ line: index + 1, what: match[0].replace(/\s*\($/, '').trim() });
  });
  // An index.ts passes its re-exports on to its importers, where they are counted; any other module
  // that re-exports a fetcher hands it out (a lazily loaded bundle of helpers, say), and is counted.
  const isIndex = /\/index\.tsx?$/.test(file);
  for (const match of text.matchAll(IMPORTS)) {
    if (match[2] || (match[1] === 'export' && isIndex)) continue;
    const target = resolve(file, match[4]);
    if (!target) continue;
    const fetchers = fetchersReachedThrough(target);
    const verb = match[1] === 'import' ? 'fetcher' : 'hands out fetcher';
    for (const name of namesIn(match[3]))
      if (fetchers.has(name))
        sites.push({ line: lineOf(text, match.index), what: `${verb} ${name} (${match[4]})` });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORTS)) {
    const target = resolve(file, match[1]);
    if (target && isApiFile(target) && fetchersReachedThrough(target).size > 0)
      sites.push({ line: lineOf(text, match.index), what: `loads ${match[1]}` });
  }
  return sites;
}

const counts = { exempt: 0, unlisted: 0 };
for (const file of sourceFiles('src')) {
  if (isAllowed(file)) continue;
  for (const site of callSites(file)) {
    const kind = API_CALLS_EXEMPT[file] ? 'exempt' : 'unlisted';
    counts[kind] += 1;
    const reason = API_CALLS_EXEMPT[file] ?? 'NOT THROUGH A HOOK';
    console.log(`${file}:${site.line}  ${site.what}  [${kind}: ${reason}]`);
  }
}
const total = counts.exempt + counts.unlisted;
console.log(
  `\n${total} call sites outside the api/ folders: ${counts.exempt} exempt, ${counts.unlisted} not through a hook`,
);
process.exit(counts.unlisted > 0 ? 1 : 0);
