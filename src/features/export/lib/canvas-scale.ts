/**
 * Browsers refuse canvases past a side or an area limit (Chromium: 32,767 px a side and
 * 268,435,456 px in all; Safari is stricter on area), and html2canvas then yields an empty image.
 * A long conversation is therefore drawn at a lower scale instead of failing.
 */
export const MAX_CANVAS_SIDE = 32_000;
export const MAX_CANVAS_AREA = 16_000_000;
/** Below this the text is unreadable; the capture is still made, just small. */
export const MIN_CAPTURE_SCALE = 0.1;

/** The html2canvas scale for an element of `width` x `height` CSS pixels on a `pixelRatio` screen. */
export function captureScale(width: number, height: number, pixelRatio: number): number {
  const wanted = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  if (!(width > 0) || !(height > 0)) return wanted;
  const bySide = MAX_CANVAS_SIDE / Math.max(width, height);
  const byArea = Math.sqrt(MAX_CANVAS_AREA / (width * height));
  return Math.max(MIN_CAPTURE_SCALE, Math.min(wanted, bySide, byArea));
}
