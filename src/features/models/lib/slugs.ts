import { readCookie, writeCookie } from '@/lib/cookies';

/** The second path segment of /chat/{slug} that picks a model (spec section 2, 'Model slug access'). */
export const MODEL_SLUGS = [
  'new',
  'claude',
  'deepseek',
  'gemini',
  'gpt-4o-mini',
  'gpt-4o',
  'grok',
  'dall-e',
  'perplexity',
] as const;

export type ModelSlug = (typeof MODEL_SLUGS)[number];

export const ACCESS_ENDPOINT_COOKIE = 'access_endpoint';

export function isModelSlug(value: string | undefined): value is ModelSlug {
  return (MODEL_SLUGS as readonly string[]).includes(value ?? '');
}

export function rememberSlug(slug: ModelSlug): void {
  writeCookie(ACCESS_ENDPOINT_COOKIE, slug, { days: 30 });
}

export function rememberedSlug(): ModelSlug {
  const value = readCookie(ACCESS_ENDPOINT_COOKIE) ?? undefined;
  return isModelSlug(value) ? value : 'new';
}

/**
 * Remembers the model slug of a /chat/{slug} address. Boot calls it before the first render, so
 * the cookie is set even when the visitor leaves during the start-up splash.
 */
export function rememberSlugFromPath(pathname: string): void {
  const [, area, slug] = pathname.split('/');
  if (area === 'chat' && isModelSlug(slug) && slug !== 'new') rememberSlug(slug);
}

/** The pages only signed-in users see (the model slugs under /chat excepted). */
const SIGNED_IN_AREAS = ['chat', 'image-gen', 'search'];

/**
 * Where a guest who opens `pathname` ends up (spec section 2): /chat/{access_endpoint or new} for the
 * signed-in pages, null when the guest may stay. The route guard redirects with it, and the shell
 * draws the page the guest lands on from the first frame, not the one they were sent away from.
 */
export function guestLanding(pathname: string): string | null {
  const [, area = '', second] = pathname.split('/');
  if (!SIGNED_IN_AREAS.includes(area)) return null;
  if (area === 'chat' && isModelSlug(second)) return null;
  const target = `/chat/${rememberedSlug()}`;
  return pathname === target ? null : target;
}
