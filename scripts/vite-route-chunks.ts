import type { Plugin } from 'vite';

/** The JSON shape src/app/routing/first-route.ts reads. */
type RouteChunks = { prefix: string; files: string[]; routes: Record<string, number[]> };

type ChunkLike = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};
type Bundle = Record<string, ChunkLike | { type: 'asset' }>;

const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;
const APP_MODULE = /\/src\/app\/app\.tsx$/;

/** A chunk and every chunk it imports statically, transitively. */
function closure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** Chunk files are listed without their shared folder and `.js`, to keep index.html small. */
export function routeChunks(bundle: Bundle, base: string, assetsDir: string): RouteChunks {
  const prefix = `${base}${assetsDir}/`;
  const stem = (file: string) => file.slice(assetsDir.length + 1, -'.js'.length);
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  // What the entry and the app module load anyway is left out: only a route's own chunks are listed.
  const loaded = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.isEntry || APP_MODULE.test(chunk.facadeModuleId ?? '')) closure(bundle, chunk.fileName, loaded);
  }
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const chunk of chunks) {
    const name = ROUTE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!name) continue;
    routes[name] = [...closure(bundle, chunk.fileName)]
      .filter((file) => !loaded.has(file))
      .map((file) => {
        const index = files.indexOf(stem(file));
        return index >= 0 ? index : files.push(stem(file)) - 1;
      });
  }
  return { prefix, files, routes };
}

/** What every page has loaded before the app renders: the entry's chunks and the app module's. */
function alwaysLoaded(bundle: Bundle): Set<string> {
  const loaded = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    if (item.isEntry || APP_MODULE.test(item.facadeModuleId ?? '')) closure(bundle, item.fileName, loaded);
  }
  return loaded;
}

/**
 * The app module's chunk and what it needs beyond the entry's own imports, the app's first: index.html
 * hints them (`modulepreload`), so the browser fetches them while it parses the page, and boot's import
 * inserts no hint of its own in the task that runs the entry.
 */
export function appChunks(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(bundle, chunk.fileName, entry);
  const app = chunks.find((chunk) => APP_MODULE.test(chunk.facadeModuleId ?? ''));
  return app ? [...closure(bundle, app.fileName)].filter((file) => !entry.has(file)) : [];
}

/**
 * The chunks Vite preloads beside each dynamic import (`build.modulePreload.resolveDependencies`, with
 * the plugin that lends it the bundle). Vite lists every chunk the imported one needs, each page's own
 * code too; only what may be missing is listed here:
 * - a route module's import (`src/app/routes/<name>.tsx`, its chunk `<name>-<hash>.js`) gets none:
 *   index.html lists each route's chunks (above) and `loadRoute` hints them from there first;
 * - boot's import of the app module gets none: index.html hints its chunks (`appChunks`);
 * - an import in any chunk but the entry's own leaves out the entry's and the app module's chunks,
 *   which every page has loaded before such code runs (the entry's imports keep the whole list).
 * Stylesheets are kept by Vite regardless. Together about 4 KiB (gzip) less on every page.
 */
export function preloadDependencies(routeNames: readonly string[]) {
  const names = new Set(routeNames);
  let bundle: Bundle | null = null;
  let loaded: Set<string> | null = null;
  let entry: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'preload-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as Bundle;
        loaded = null;
        entry = null;
      },
    },
  };
  const resolveDependencies = (
    fileName: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js') return deps;
    const stem = /(?:^|\/)([a-z-]+)-[\w-]{8}\.js$/.exec(fileName)?.[1];
    if (stem && names.has(stem)) return [];
    if (!bundle) return deps;
    const chunks = bundle;
    entry ??= new Set(
      Object.values(chunks).flatMap((item) => (item.type === 'chunk' && item.isEntry ? [item.fileName] : [])),
    );
    if (entry.has(context.hostId)) {
      const app = chunks[fileName];
      return app?.type === 'chunk' && APP_MODULE.test(app.facadeModuleId ?? '') ? [] : deps;
    }
    loaded ??= alwaysLoaded(chunks);
    const always = loaded;
    return deps.filter((dep) => !always.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * Writes into index.html which chunks each lazily loaded route needs, so boot can start the first
 * page's code downloading beside the app's own code (`modulepreload`) instead of after it. A JSON data
 * block: the Content-Security-Policy does not apply to it, and nothing in it runs. Also the app module's
 * own hints (`appChunks`), which every page needs.
 */
export function routeChunksPlugin(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const bundle = context.bundle as unknown as Bundle;
        const json = JSON.stringify(routeChunks(bundle, base, assetsDir));
        return [
          ...appChunks(bundle).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: json.replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
