/** Pure routing decisions of spec section 2, kept apart from React so they are unit-tested. */

const APP_TARGETS: Record<string, string> = { 'image-gen': '/image-gen', chatpdf: '/chatpdf' };

/** `?app=image-gen` and `?app=chatpdf` send the visitor to those tools. */
export function appQueryTarget(search: string): string | null {
  const app = new URLSearchParams(search).get('app');
  return app && Object.hasOwn(APP_TARGETS, app) ? APP_TARGETS[app]! : null;
}

/** The query without reg_pop (it is stored in a cookie, then stripped from the address). */
export function withoutRegPop(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('reg_pop')) return search;
  params.delete('reg_pop');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Where `/` goes: /chat/new, keeping the query when it carries reg_pop. */
export function rootTarget(search: string): string {
  return new URLSearchParams(search).has('reg_pop') ? `/chat/new${search}` : '/chat/new';
}

/** What one navigation needs rewritten, or null when the address can stay as it is. */
export function queryRewrite(pathname: string, search: string): string | null {
  const appTarget = appQueryTarget(search);
  if (appTarget && pathname !== appTarget) {
    const params = new URLSearchParams(withoutRegPop(search));
    params.delete('app');
    const rest = params.toString();
    return `${appTarget}${rest ? `?${rest}` : ''}`;
  }
  const stripped = withoutRegPop(search);
  if (stripped !== search && pathname !== '/') return `${pathname}${stripped}`;
  return null;
}
