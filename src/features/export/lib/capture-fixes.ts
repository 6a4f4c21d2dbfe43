/**
 * html2canvas draws from computed styles, and gets three things of ours wrong; these put them right
 * for the PNG export only. The table borders are fixed in CSS (message-markdown.css,
 * `[data-export-capture]`), as the capture element is in the real document.
 */

/**
 * html2canvas finds the text baseline by measuring a 1x1 probe image placed after a line of text in
 * the page's own document; Tailwind's preflight makes every `img` a block, which drops the probe a line
 * lower and draws all text too low. While a capture runs, the probe (and only it) stays inline.
 */
const BASELINE_PROBE_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function keepBaselineProbeInline(doc: Document): () => void {
  const style = doc.createElement('style');
  style.dataset.exportCapture = '';
  style.textContent = `body > div > img[src="${BASELINE_PROBE_SRC}"] { display: inline !important; }`;
  doc.head.append(style);
  return () => style.remove();
}

const BULLETS: Readonly<Record<string, string>> = { disc: '•', circle: '◦', square: '▪' };

/** The marker text of a list item: a bullet, or its number in an ordered list (honouring `start`). */
export function listMarkerText(item: HTMLLIElement, listStyleType: string): string | null {
  if (BULLETS[listStyleType]) return BULLETS[listStyleType];
  if (listStyleType !== 'decimal') return null;
  const list = item.parentElement;
  const start = list instanceof HTMLOListElement ? list.start : 1;
  const siblings = list ? Array.from(list.children).filter((child) => child.tagName === 'LI') : [item];
  return `${start + siblings.indexOf(item)}.`;
}

/**
 * html2canvas draws list markers on its own, half a line above the text. In the cloned document each
 * marker becomes ordinary text beside its item, laid out (and so drawn) like the rest.
 */
export function listMarkersAsText(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  for (const item of Array.from(root.querySelectorAll('li'))) {
    const style = view.getComputedStyle(item);
    if (style.display !== 'list-item') continue;
    const text = listMarkerText(item, style.listStyleType);
    if (!text) continue;
    const marker = root.ownerDocument.createElement('span');
    marker.textContent = text;
    marker.setAttribute('aria-hidden', 'true');
    Object.assign(marker.style, {
      position: 'absolute',
      right: '100%',
      top: '0',
      paddingRight: '0.45em',
      color: view.getComputedStyle(item, '::marker').color || style.color,
      whiteSpace: 'nowrap',
    });
    item.style.position = 'relative';
    item.style.listStyleType = 'none';
    item.prepend(marker);
  }
}
