/**
 * One chunk for the code the app's screens share (`codeSplitting` group), instead of the dozens of
 * small chunks Rolldown cuts where the screens' imports differ: a store here, a gate there. /chat/new
 * loaded 44 files under 2 KiB, each a request with its own import and export lines, each compressed
 * alone (31.6 KiB gzip apart, 23.7 as one file).
 *
 * A module joins the chunk when the first page's screens (`first`) import it up front, at least two
 * chunks load it (a screen, or code the first screens load lazily), and neither the entry, the app
 * module nor a light page imports it: the sign-in pages keep their own small files, and what every page
 * loads stays where it is. A screen may load some code it does not need, once. Static imports count,
 * followed through re-export files (a feature's index.ts, a library's entry) only for the names
 * imported, as the bundle's tree shaking does: a barrel would otherwise tie every page to all of its
 * feature. The page budget (scripts/page-budget.mjs) measures what this gives each page.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of Rolldown's chunking context this reads (`code` is the transformed module: plain JS). */
export type ChunkingContext = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

type Names = Set<string> | 'all';

export const SHARED_CHUNK = 'screens-shared';

const ALIASES: Record<string, string> = { '@/': 'src/', '@mocks/': 'mocks/', '@locales/': 'locales/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx', '/index.js'];
const STATEMENT =
  /(?:^|[;\n])\s*(import|export)\s*([^;'"]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const FROM_STATEMENT = /(?:import|export)\s*[^;'"]*?\s*from\s*["'][^"']+["'];?|import\s*["'][^"']+["'];?/g;

/** A module of imports and re-exports only (a feature's index.ts, a library's entry). */
function isReexportOnly(code: string): boolean {
  if (code.length > 20_000) return false;
  return (
    code
      .replace(COMMENT, '')
      .replace(FROM_STATEMENT, '')
      .replace(/["']use client["'];?/, '')
      .trim() === ''
  );
}

type Statement = { kind: 'import' | 'export'; clause: string; spec: string };

/** A module's import and export-from statements: the names each takes and the modules it names. */
type Parsed = {
  barrel: boolean;
  links: Array<{ kind: Statement['kind']; targets: string[] } & ReturnType<typeof takenNames>>;
};

function statements(code: string): Statement[] {
  const found: Statement[] = [];
  for (const match of code.matchAll(STATEMENT)) {
    if (match[4]) found.push({ kind: 'import', clause: '', spec: match[4] });
    else found.push({ kind: match[1] as 'import' | 'export', clause: match[2] ?? '', spec: match[3] ?? '' });
  }
  return found;
}

/** The names a clause takes from its module ('all' for `* as x`, `export *` and side effects). */
function takenNames(clause: string): { local: Names; exported: Map<string, string> | 'star' } {
  if (clause === '' || clause.includes('*')) return { local: 'all', exported: 'star' };
  const taken = new Set<string>();
  const exported = new Map<string, string>();
  const braces = /\{([^}]*)\}/.exec(clause)?.[1];
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside) taken.add('default');
  for (const part of (braces ?? '').split(',')) {
    const [imported, as] = part.trim().split(/\s+as\s+/);
    if (!imported) continue;
    taken.add(imported);
    exported.set(as ?? imported, imported);
  }
  return { local: taken, exported };
}

export function sharedScreensChunk(options: {
  root: string;
  /** Route modules (src/app/routes/<name>.tsx) whose shared code goes into the chunk. */
  screens: readonly string[];
  /** The screens most visits start on: only what they load up front joins. */
  first: readonly string[];
  /** Modules whose imports stay out of it: the entry, the app module and the light pages. */
  light: readonly string[];
}) {
  const rootDir = fileURLToPath(new URL('.', options.root));
  const path = (file: string) => resolve(rootDir, file);
  const route = (name: string) => path(`src/app/routes/${name}.tsx`);

  /** The imported modules a statement's specifier names (all of them when it cannot tell). */
  function resolveSpec(from: string, spec: string, imported: readonly string[]): string[] {
    let base: string | null = spec.startsWith('.') ? resolve(dirname(from), spec) : null;
    for (const [alias, dir] of Object.entries(ALIASES)) {
      if (spec.startsWith(alias)) base = path(dir + spec.slice(alias.length));
    }
    if (base !== null) {
      const candidates = new Set(EXTENSIONS.map((extension) => base + extension));
      const hit = imported.filter((id) => candidates.has(id));
      return hit.length > 0 ? hit : [...imported];
    }
    const matches = imported.filter(
      (id) => id.includes(`/node_modules/${spec}/`) || id.includes(`/node_modules/${spec}.`),
    );
    // `react` and `react/jsx-runtime` both match the bare `react`: the shortest path is the package's own.
    const shortest = matches.sort((a, b) => a.length - b.length)[0];
    return shortest ? [shortest] : [...imported];
  }

  function parser(ctx: ChunkingContext): (id: string) => Parsed | null {
    const parsed = new Map<string, Parsed | null>();
    return (id) => {
      if (parsed.has(id)) return parsed.get(id) ?? null;
      // Each field read crosses into Rolldown (`code` copies the module's text): read each once.
      const info = ctx.getModuleInfo(id);
      const code = info?.code ?? null;
      const imported = info?.importedIds ?? [];
      let module: Parsed | null = null;
      if (info && code === null) {
        module = { barrel: false, links: [{ kind: 'import', targets: [...imported], ...takenNames('') }] };
      } else if (code !== null) {
        module = {
          barrel: isReexportOnly(code),
          links: statements(code).map(({ kind, clause, spec }) => ({
            kind,
            targets: resolveSpec(id, spec, imported),
            ...takenNames(clause),
          })),
        };
      }
      parsed.set(id, module);
      return module;
    };
  }

  /** Every module `from` reaches by static imports, each barrel followed only for the names taken. */
  function reach(from: string, parse: (id: string) => Parsed | null): Set<string> {
    const reached = new Set<string>();
    const askedOf = new Map<string, Set<string>>();
    const stack: Array<[string, Names]> = [[from, 'all']];
    while (stack.length > 0) {
      const [id, names] = stack.pop() as [string, Names];
      const module = parse(id);
      if (!module?.barrel) {
        if (reached.has(id)) continue;
        reached.add(id);
        for (const { local, targets } of module?.links ?? [])
          for (const target of targets) stack.push([target, local]);
        continue;
      }
      const asked = askedOf.get(id) ?? new Set<string>();
      askedOf.set(id, asked);
      if (asked.has('*')) continue;
      const fresh: Names = names === 'all' ? 'all' : new Set([...names].filter((name) => !asked.has(name)));
      if (fresh !== 'all' && fresh.size === 0) continue;
      for (const name of fresh === 'all' ? ['*'] : fresh) asked.add(name);
      reached.add(id);
      for (const { kind, local, exported, targets } of module.links) {
        let wanted: Names = local;
        if (kind === 'export' && fresh !== 'all') {
          wanted =
            exported === 'star'
              ? fresh
              : new Set(
                  [...fresh].flatMap((name) => (exported.has(name) ? [exported.get(name) as string] : [])),
                );
          if (wanted.size === 0) continue;
        }
        for (const target of targets) stack.push([target, wanted]);
      }
    }
    return reached;
  }

  const screens = options.screens.map(route);
  const firstScreens = options.first.map(route);
  const light = options.light.map(path);
  const memo = new WeakMap<ChunkingContext, Set<string>>();

  /** The modules of the shared chunk, worked out once per chunking pass. */
  function members(ctx: ChunkingContext): Set<string> {
    const known = memo.get(ctx);
    if (known) return known;
    const parse = parser(ctx);
    // The route modules stay chunks of their own: the router imports each by name.
    const excluded = new Set<string>(screens);
    for (const module of light) for (const id of reach(module, parse)) excluded.add(id);
    const first = new Set<string>();
    for (const screen of firstScreens) for (const id of reach(screen, parse)) first.add(id);
    // How many chunks load a module: the screens, and the code the first screens load lazily.
    const lazy = new Set<string>();
    for (const id of first)
      for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(target);
    const counts = new Map<string, number>();
    for (const entry of new Set([...screens, ...lazy])) {
      for (const id of reach(entry, parse)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const joined = new Set([...first].filter((id) => !excluded.has(id) && (counts.get(id) ?? 0) >= 2));
    memo.set(ctx, joined);
    return joined;
  }

  return {
    members,
    /** The group's `name` function: the chunk's name for a member, null for every other module. */
    nameOf: (id: string, ctx: ChunkingContext): string | null => (members(ctx).has(id) ? SHARED_CHUNK : null),
  };
}
