export type PageKey = 'chat' | 'image-gen' | 'video-gen' | 'chat-pdf' | 'chat-pdf-conversation';

export function pageKeyFor(pathname: string): PageKey {
  if (pathname.startsWith('/image-gen')) return 'image-gen';
  if (pathname.startsWith('/video-gen')) return 'video-gen';
  if (/^\/chatpdf\/[^/]+/.test(pathname)) return 'chat-pdf-conversation';
  if (pathname.startsWith('/chatpdf')) return 'chat-pdf';
  return 'chat';
}

export const PLAN_GROUP_DEFAULT = '59';

export function upgradeLink(upgradeUrl: string, planGroup = PLAN_GROUP_DEFAULT): string {
  const url = new URL(upgradeUrl);
  url.searchParams.set('ppg', planGroup);
  return url.toString();
}
