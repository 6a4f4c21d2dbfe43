import { glyphOf, GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmap-font';

/** An RGBA picture in memory, the shape of the browser's ImageData. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export type Rgb = readonly [number, number, number];

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

function blend(raster: Raster, x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
  const index = (y * raster.width + x) * 4;
  const data = raster.data;
  data[index] = data[index]! + (r - data[index]!) * alpha;
  data[index + 1] = data[index + 1]! + (g - data[index + 1]!) * alpha;
  data[index + 2] = data[index + 2]! + (b - data[index + 2]!) * alpha;
  data[index + 3] = 255;
}

/** A vertical gradient from `top` to `bottom` over the whole picture. */
export function fillGradient(raster: Raster, top: Rgb, bottom: Rgb): void {
  const { width, height, data } = raster;
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    const r = top[0] + (bottom[0] - top[0]) * t;
    const g = top[1] + (bottom[1] - top[1]) * t;
    const b = top[2] + (bottom[2] - top[2]) * t;
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      data[index] = r;
      data[index + 1] = g;
      data[index + 2] = b;
      data[index + 3] = 255;
    }
  }
}

/** A filled rectangle, clipped to the picture. */
export function fillRect(
  raster: Raster,
  left: number,
  top: number,
  width: number,
  height: number,
  colour: Rgb,
  alpha = 1,
): void {
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(raster.width, Math.ceil(left + width));
  const y1 = Math.min(raster.height, Math.ceil(top + height));
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) blend(raster, x, y, colour, alpha);
}

/** A disc, or a ring when `inner` is above 0, clipped to the picture. */
export function fillCircle(
  raster: Raster,
  centreX: number,
  centreY: number,
  radius: number,
  colour: Rgb,
  alpha = 1,
  inner = 0,
): void {
  const x0 = Math.max(0, Math.floor(centreX - radius));
  const y0 = Math.max(0, Math.floor(centreY - radius));
  const x1 = Math.min(raster.width, Math.ceil(centreX + radius));
  const y1 = Math.min(raster.height, Math.ceil(centreY + radius));
  const outer2 = radius * radius;
  const inner2 = inner * inner;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const dx = x + 0.5 - centreX;
      const dy = y + 0.5 - centreY;
      const distance2 = dx * dx + dy * dy;
      if (distance2 <= outer2 && distance2 >= inner2) blend(raster, x, y, colour, alpha);
    }
  }
}

/** The width in pixels of `text` drawn at `scale` (one blank column between characters). */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}

/** Draws `text` with the bitmap font, each font cell a `scale`×`scale` square. */
export function drawText(
  raster: Raster,
  text: string,
  left: number,
  top: number,
  scale: number,
  colour: Rgb,
): void {
  [...text].forEach((char, position) => {
    const glyph = glyphOf(char);
    if (!glyph) return;
    const originX = left + position * (GLYPH_WIDTH + 1) * scale;
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        if (glyph[row]![column])
          fillRect(raster, originX + column * scale, top + row * scale, scale, scale, colour);
      }
    }
  });
}
