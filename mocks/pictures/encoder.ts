import type { Raster } from './raster';

export type PictureFormat = 'png' | 'jpg';

/** Turns a raster into file bytes: pngjs and jpeg-js under Node, the canvas in the browser. */
export type PictureEncoder = (
  raster: Raster,
  format: PictureFormat,
  quality: number,
) => Promise<Uint8Array<ArrayBuffer>>;

let current: PictureEncoder | undefined;

/** Each way of running the mock sets its encoder once at start (mocks/node.ts, server.ts, browser.ts). */
export function setPictureEncoder(encoder: PictureEncoder): void {
  current = encoder;
}

export function encodePicture(
  raster: Raster,
  format: PictureFormat,
  quality: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!current) return Promise.reject(new Error('No picture encoder: call setPictureEncoder() at start'));
  return current(raster, format, quality);
}

export const PICTURE_MIME: Record<PictureFormat, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** Where the mock serves generated pictures: `{PICTURE_PATH}{replicate}.{png|jpg}`. */
export const PICTURE_PATH = '/__mock/pictures/';
