import { hashString } from '../db/ids';
import { createRng } from '../model/rng';
import {
  createRaster,
  drawText,
  fillCircle,
  fillGradient,
  fillRect,
  textWidth,
  type Raster,
  type Rgb,
} from './raster';

export interface PictureRecipe {
  prompt: string;
  /** 0 = none: the prompt alone decides. */
  seed: number;
  width: number;
  height: number;
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Lines of at most `perLine` characters, whole words, at most `maxLines` (the last one cut with '...'). */
function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > perLine ? word.slice(0, perLine) : word;
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= perLine) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 3)}...`;
  return kept;
}

/**
 * The mock's stand-in for a generated image: the same prompt and seed always give the same picture. A
 * gradient sky, overlapping discs, rings and blocks in the prompt's colours, and the prompt's words.
 */
export function drawPicture({ prompt, seed, width, height }: PictureRecipe): Raster {
  const rng = createRng(hashString(`${prompt}\u0000${seed}`));
  const hue = rng.int(0, 359);
  const raster = createRaster(width, height);
  fillGradient(raster, hsl(hue, 0.6, 0.72), hsl((hue + rng.int(40, 160)) % 360, 0.55, 0.28));
  const unit = Math.min(width, height);
  const shapes = rng.int(5, 9);
  for (let index = 0; index < shapes; index += 1) {
    const colour = hsl((hue + rng.int(0, 300)) % 360, 0.65, rng.int(35, 70) / 100);
    const x = rng.next() * width;
    const y = rng.next() * height * 0.75;
    const size = unit * (0.08 + rng.next() * 0.25);
    const kind = rng.int(0, 2);
    if (kind === 0) fillCircle(raster, x, y, size, colour, 0.75);
    else if (kind === 1) fillCircle(raster, x, y, size, colour, 0.8, size * 0.7);
    else fillRect(raster, x - size, y - size / 2, size * 2, size, colour, 0.6);
  }
  const scale = Math.max(2, Math.floor(unit / 140));
  const perLine = Math.max(4, Math.floor((width * 0.9) / ((5 + 1) * scale)));
  const lines = wrapWords(prompt, perLine, 3);
  const lineHeight = 9 * scale;
  const boxHeight = lines.length * lineHeight + 2 * scale;
  const boxTop = height - boxHeight - 2 * scale;
  fillRect(raster, 0, boxTop, width, boxHeight + 2 * scale, [0, 0, 0], 0.45);
  lines.forEach((line, index) => {
    const left = Math.max(scale, (width - textWidth(line, scale)) / 2);
    drawText(raster, line, left, boxTop + 2 * scale + index * lineHeight, scale, [255, 255, 255]);
  });
  return raster;
}
