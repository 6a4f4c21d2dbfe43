import { bytesToBase64 } from '../handlers/upload';
import type { PictureFormat } from './encoder';
import { PICTURE_PATH } from './encoder';
import type { PictureRecipe } from './picture';

/** A picture whose recipe is its address: nothing is stored, the same URL always gives the same file. */
export interface PictureAddress extends PictureRecipe {
  format: PictureFormat;
}

const MAX_PROMPT = 300;
export const DRAW_PATH = `${PICTURE_PATH}draw/`;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(text: string): string {
  return bytesToBase64(encoder.encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function pictureUrl(origin: string, address: PictureAddress): string {
  const spec = {
    p: address.prompt.slice(0, MAX_PROMPT),
    s: address.seed,
    w: address.width,
    h: address.height,
  };
  return `${origin}${DRAW_PATH}${toBase64Url(JSON.stringify(spec))}.${address.format}`;
}

/** Reads `{spec}.png|jpg` back into a recipe; null for anything that is not one of ours. */
export function readPictureFile(file: string): PictureAddress | null {
  const match = /^([\w-]+)\.(png|jpg)$/.exec(file);
  if (!match) return null;
  try {
    const spec = JSON.parse(fromBase64Url(match[1]!)) as Record<string, unknown>;
    const { p, s, w, h } = spec;
    const side = (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 16 && value <= 2048;
    if (typeof p !== 'string' || typeof s !== 'number' || !side(w) || !side(h)) return null;
    return { prompt: p, seed: s, width: w as number, height: h as number, format: match[2] as PictureFormat };
  } catch {
    return null;
  }
}
