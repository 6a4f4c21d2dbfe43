import { JPEG_QUALITY, MAX_DIMENSION, downscaledType, fitWithin } from './image-attachments';

export interface DownscaledImage {
  blob: Blob;
  base64DataUrl: string;
  /** 0 when the browser cannot decode images here (jsdom) and the original file is used. */
  width: number;
  height: number;
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Unexpected reader result'));
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.readAsDataURL(blob);
  });
}

function canDecode(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas encoding failed'))),
      type,
      quality,
    );
  });
}

async function reencode(file: Blob, bitmap: ImageBitmap): Promise<DownscaledImage> {
  const size = fitWithin(bitmap.width, bitmap.height, MAX_DIMENSION);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  // JPEG has no alpha: paint transparent PNG/WebP areas white instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const type = downscaledType(file.type);
  let blob = await encode(canvas, type, JPEG_QUALITY);
  const resized = size.width !== bitmap.width || size.height !== bitmap.height;
  // A small JPEG re-encoded can come out larger; keep the original bytes then.
  if (!resized && file.type === type && blob.size >= file.size) blob = file;
  return { blob, base64DataUrl: await readAsDataUrl(blob), width: size.width, height: size.height };
}

async function original(file: Blob, width = 0, height = 0): Promise<DownscaledImage> {
  return { blob: file, base64DataUrl: await readAsDataUrl(file), width, height };
}

/**
 * Fits an image within 1024 x 1024 and re-encodes it as JPEG at quality 0.5 (spec section 5).
 * GIFs keep their bytes (and animation). Where images cannot be decoded, or decoding fails, the
 * original file is used; only a file that cannot be read at all rejects.
 */
export async function downscaleImage(file: Blob): Promise<DownscaledImage> {
  if (!canDecode()) return original(file);
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
    if (file.type === 'image/gif') return await original(file, bitmap.width, bitmap.height);
    return await reencode(file, bitmap);
  } catch (error) {
    console.error('Error converting image to base64:', error);
    return original(file);
  } finally {
    bitmap?.close();
  }
}
