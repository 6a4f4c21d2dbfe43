// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { routesForPath } from '@/app/routing/first-route';
import { routePage } from '@/app/routing/route-code';
import { RootIndexRedirect } from '@/app/routes/root-index-redirect';
import { routeTable, type RouteEntry, type RouteFile } from '@/app/routing/route-table';

const ROUTES_DIR = 'src/app/routes';

/** Every page address the table names (not its redirects), with its parameters filled in. */
function addresses(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path
      ? `${prefix.replace(/\/$/, '')}/${entry.path.replace(/^\//, '')}`
          .replace(/\/:[a-zA-Z]+\?$/, '')
          .replace(/:[a-zA-Z]+/g, 'x')
      : prefix;
    const own = entry.path && !('redirect' in entry) && !entry.children ? [path || '/'] : [];
    return [...own, ...addresses(entry.children ?? [], path)];
  });
}

const tableFiles = (entries: RouteEntry[]): RouteFile[] =>
  entries.flatMap((entry) => [...('file' in entry ? [entry.file] : []), ...tableFiles(entry.children ?? [])]);

const ALL_FILES = tableFiles(routeTable);

/** The route modules the router itself renders for an address (its elements are `routePage(file)`). */
function routerFiles(path: string): RouteFile[] {
  return (matchRoutes(routes, path) ?? []).flatMap((match) => {
    const element = match.route.element;
    if (!isValidElement(element)) return [];
    const file = ALL_FILES.find((name) => routePage(name) === element.type);
    return file ? [file] : [];
  });
}

describe('the one route table', () => {
  it('names every lazily loaded route module in src/app/routes once', () => {
    const modules = readdirSync(ROUTES_DIR)
      .filter((name) =>
        /export (const|function) Component\b|as Component\b/.test(
          readFileSync(`${ROUTES_DIR}/${name}`, 'utf8'),
        ),
      )
      .map((name) => name.replace(/\.tsx$/, ''))
      .sort();
    expect([...ALL_FILES].sort()).toEqual(modules);
  });

  it('preloads, for every address, exactly the route modules the router renders for it', () => {
    const paths = [...addresses(routeTable), '/video-gen/v1', '/chat/abc/', '/help/more', '/unknown', '/'];
    expect(paths).toEqual(expect.arrayContaining(['/login', '/chat/x', '/chatpdf/x', '/video-gen', '/help']));
    for (const path of paths) {
      const rendered = routerFiles(path);
      const last = matchRoutes(routes, path)?.at(-1)?.route.element;
      // A redirect renders nothing of its own: the preload follows it (next test).
      if (isValidElement(last) && (last.type === Navigate || last.type === RootIndexRedirect)) continue;
      expect(routesForPath(path, true), path).toEqual(rendered);
    }
  });

  it('follows redirects to the page they land on', () => {
    expect(routesForPath('/chat', true)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/no/such/page', true)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/active-session', true)).toEqual([]);
  });
});
