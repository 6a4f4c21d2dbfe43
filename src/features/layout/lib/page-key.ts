export type PageKey = 'chat' | 'image-gen' | 'video-gen' | 'chat-pdf' | 'chat-pdf-conversation';

export function pageKeyFor(pathname: string): PageKey {
  if (pathname.startsWith('/image-gen')) return 'image-gen';
  if (pathname.startsWith('/video-gen')) return 'video-gen';
  if (/^\/chatpdf\/[^/]+/.test(pathname)) return 'chat-pdf-conversation';
  if (pathname.startsWith('/chatpdf')) return 'chat-pdf';
  return 'chat';
}
