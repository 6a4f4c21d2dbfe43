#!/usr/bin/env node
// Docs that cannot go stale silently: every file path and `npm run <script>` named in README.md and
// docs/**/*.md must exist, and every file the state tables of docs/architecture.md name must exist at
// exactly that path. Exits 1 naming each one that does not.
//
//   node scripts/check-docs.mjs [--root DIR]
//
// What counts as a path: a markdown link's relative target (resolved from the file), and in inline code
// a token that starts at a top-level folder of the repository (`src/app/router.tsx`, `tests/e2e/`), an
// `@/` import path, or a file name with a source extension that may be relative to any folder
// (`chat/state/chat-writer.ts`, `message-row.tsx`: some tracked file must end with it). Tokens holding a
// placeholder (`<lang>`, `{id}`, `*`, `…`) and git-ignored paths (build output, results) are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const SOURCE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|jsx|sh|css|json|html|md|yml|yaml|svg|webm)$/;
const PLACEHOLDER = /[<>{}*…]|\.\.\./;

/** Files in the repository (tracked, or new and not ignored), relative, with forward slashes. */
function repoFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return walk(root, '');
  }
}

function walk(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === '.git') return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(root, relative) : [relative];
  });
}

function isIgnored(root, relative) {
  try {
    execFileSync('git', ['check-ignore', '-q', relative], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The markdown files to check: README.md and everything under docs/. */
export function docFiles(root) {
  const files = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const docs = path.join(root, 'docs');
  if (existsSync(docs) && statSync(docs).isDirectory()) {
    files.push(...walk(root, 'docs').filter((file) => file.endsWith('.md')));
  }
  return files;
}

/** Inline code spans and fenced blocks of a markdown text, kept apart. */
function codeOf(text) {
  const fenced = [];
  const prose = text.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, body) => {
    fenced.push(body);
    return '';
  });
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return { fenced, inline, links };
}

/**
 * Every stale reference in the given markdown files, as `file: what`. `root` is the repository; the
 * scripts come from its package.json.
 */
export function findStale(root, files = docFiles(root)) {
  const all = repoFiles(root);
  const tracked = new Set(all);
  const dirs = new Set(
    all.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const topLevel = new Set(all.map((file) => file.split('/')[0]));
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  const exists = (relative) => {
    const clean = relative.replace(/\/$/, '');
    return (
      tracked.has(clean) ||
      dirs.has(clean) ||
      existsSync(path.join(root, clean)) ||
      // A directory pattern (`results/`) matches an absent path only when it is asked with the slash.
      isIgnored(root, clean) ||
      isIgnored(root, `${clean}/`)
    );
  };
  const endsAnywhere = (suffix) => tracked.has(suffix) || all.some((file) => file.endsWith(`/${suffix}`));
  const problems = [];

  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const { fenced, inline, links } = codeOf(text);
    const report = (what) => problems.push(`${file}: ${what}`);

    for (const match of text.matchAll(/npm run ([A-Za-z0-9:_-]+)/g)) {
      if (!(match[1] in scripts)) report(`npm run ${match[1]} (no such script in package.json)`);
    }

    for (const link of links) {
      if (/^(https?:|mailto:|#)/.test(link)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link.split('#')[0]));
      if (!exists(target)) report(`${link} (linked, not found)`);
    }

    const tokens = [
      ...inline.flatMap((code) => code.split(/[\s,;()=]+/)),
      ...fenced.flatMap((block) =>
        block.split(/[\s,;()=]+/).filter((token) => topLevel.has(token.split('/')[0]) && token.includes('/')),
      ),
    ];
    for (const raw of tokens) {
      const token = raw.replace(/^['"]|['":.]+$/g, '').replace(/^\.\//, '');
      if (!token || PLACEHOLDER.test(token) || /^[a-z]+:/.test(token) || token.startsWith('/')) continue;
      if (token.startsWith('@/')) {
        const base = `src/${token.slice(2)}`;
        if (!['', '.ts', '.tsx', '/index.ts'].some((ext) => exists(base + ext)))
          report(`${token} (not found)`);
        continue;
      }
      const first = token.split('/')[0];
      if (token.includes('/') && topLevel.has(first) && first !== token) {
        if (!exists(token)) report(`${token} (not found)`);
      } else if (SOURCE_EXTENSIONS.test(token) && /^[\w.@/-]+$/.test(token) && !/^\.[a-z]+$/.test(token)) {
        if (!endsAnywhere(token) && !exists(token)) report(`${token} (no file ends with it)`);
      }
    }
  }
  return problems;
}

/** Where the architecture doc says what holds each piece of state: its tables of stores. */
const STATE_DOC = 'docs/architecture.md';

/**
 * Every file the state tables of docs/architecture.md name (the rows of every table in its '## State'
 * section) exists at that exact path: from the repository, from src/, or from src/features/ (a bare
 * name that some file merely ends with does not do here), and every row of a table with a 'file'
 * column names one.
 */
export function findStaleStateTables(root) {
  const doc = path.join(root, STATE_DOC);
  if (!existsSync(doc)) return [];
  const lines = readFileSync(doc, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^## State\b/.test(line));
  if (start < 0) return [`${STATE_DOC}: no '## State' section with the state tables`];
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const problems = [];
  const isFile = (token) => SOURCE_EXTENSIONS.test(token) || token.endsWith('/');
  const existsExactly = (token) =>
    [token, `src/${token}`, `src/features/${token}`].some((candidate) =>
      existsSync(path.join(root, candidate)),
    );
  let header = null;
  for (const line of lines.slice(start, end < 0 ? undefined : end)) {
    if (!line.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!header) {
      header = cells.map((cell) => cell.toLowerCase());
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const fileColumn = header.indexOf('file');
    const tokens = cells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
    for (const token of tokens.filter(
      (code) => !PLACEHOLDER.test(code) && !code.includes(' ') && isFile(code),
    ))
      if (!existsExactly(token))
        problems.push(`${STATE_DOC}: the state table names ${token}, which does not exist`);
    if (fileColumn >= 0 && !/`[^`]+`/.test(cells[fileColumn] ?? ''))
      problems.push(`${STATE_DOC}: the state table's row '${cells[0]}' names no file`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootFlag = process.argv.indexOf('--root');
  const root =
    rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : fileURLToPath(new URL('..', import.meta.url));
  const files = docFiles(root);
  const problems = [...findStale(root, files), ...findStaleStateTables(root)];
  if (problems.length) {
    console.error(`docs: ${problems.length} stale reference(s) in README.md and docs/:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `docs: every path and npm script named in ${files.length} file(s) exists, and every file of the state tables`,
  );
}
