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

/**
 * For `build.modulePreload.resolveDependencies`: the chunks Vite would preload beside a dynamic import.
 * A route module's import (`src/app/routes/<name>.tsx`, its chunk `<name>-<hash>.js`) gets none: the
 * route's chunks are listed in index.html already (above), and `loadRoute` hints them from there
 * before importing the route (`preloadRoute`). A list in the importing chunk too would cost every page
 * the names of every route's chunks (about 2 KiB gzip). Stylesheets are kept by Vite regardless.
 */
export function routeImportDependencies(routeNames: readonly string[]) {
  const names = new Set(routeNames);
  return (fileName: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] => {
    const stem = /(?:^|\/)([a-z-]+)-[\w-]{8}\.js$/.exec(fileName)?.[1];
    return context.hostType === 'js' && stem && names.has(stem) ? [] : deps;
  };
}

/**
 * Writes into index.html which chunks each lazily loaded route needs, so boot can start the first
 * page's code downloading beside the app's own code (`modulepreload`) instead of after it. A JSON data
 * block: the Content-Security-Policy does not apply to it, and nothing in it runs.
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
        const json = JSON.stringify(routeChunks(context.bundle as unknown as Bundle, base, assetsDir));
        return [
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
