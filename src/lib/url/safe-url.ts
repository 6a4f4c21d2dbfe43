/**
 * The one guard for every URL that comes from a server or a user before it reaches `href` or `src`.
 *
 * Allowed: http(s) (absolute, protocol-relative or relative to the page), `blob:` (object URLs this page
 * made), and `data:image/...` only where an image is drawn or saved, and never as SVG, whose
 * script would run if opened as a document. Everything else (`javascript:`, `vbscript:`, `data:text/html`,
 * `file:`, unknown schemes, control characters that browsers strip before reading the scheme) gives
 * `undefined`, so the caller renders no link or no image instead of a dangerous or empty one.
 */
/**
 * `image`: drawn by an `<img>`; `download`: saved through `<a download>` (the two uses that admit a
 * raster `data:image/...`, which can hold no script); `link` and `media` never take `data:`.
 */
export type UrlUse = 'link' | 'image' | 'media' | 'download';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'blob:']);
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp);/i;
// Browsers drop ASCII whitespace and C0 controls inside a scheme ("java\tscript:"), so must we.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u0020\u007f-\u009f]/g;

export function safeUrl(raw: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (!trimmed) return undefined;
  const squeezed = trimmed.replace(STRIPPED, '');
  if (/^data:/i.test(squeezed)) {
    return (use === 'image' || use === 'download') && DATA_IMAGE.test(squeezed) ? trimmed : undefined;
  }
  const schemeMatch = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  if (!schemeMatch) {
    // Relative (path, query, fragment or protocol-relative): resolved against the page, so http(s).
    return trimmed;
  }
  const scheme = `${schemeMatch[1]?.toLowerCase()}:`;
  if (!SAFE_SCHEMES.has(scheme)) return undefined;
  return trimmed;
}
