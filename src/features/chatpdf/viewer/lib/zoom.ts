/** The spec's zoom steps (section 2, ChatPDF); 'fit' fits the page to the viewer's width and is the default. */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75] as const;

export type Zoom = number | 'fit';

/** The scale a zoom means for a page of `pageWidth` points in a viewer `viewerWidth` pixels wide. */
export function scaleOf(zoom: Zoom, pageWidth: number, viewerWidth: number): number {
  if (zoom !== 'fit') return zoom;
  if (pageWidth <= 0 || viewerWidth <= 0) return 1;
  return Math.max(ZOOM_LEVELS[0], viewerWidth / pageWidth);
}

/** The next step up (`+`) or down (`−`) from the scale shown now; the ends stay where they are. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const levels: readonly number[] = ZOOM_LEVELS;
  if (direction > 0) return levels.find((level) => level > scale + 1e-3) ?? levels[levels.length - 1]!;
  return [...levels].reverse().find((level) => level < scale - 1e-3) ?? levels[0]!;
}
