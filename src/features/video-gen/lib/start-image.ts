import { START_IMAGE_MIN_SIDE, START_IMAGE_TYPES } from './video-options';

export type StartImageProblem = 'type' | 'size';

/**
 * Spec section 5: a start image is a JPG, PNG or WEBP ('File type not supported.') whose sides are
 * both at least 300 px ('Image must be at least 300x300 pixels.').
 */
export function startImageProblem(
  file: { type: string },
  size: { width: number; height: number } | null,
): StartImageProblem | null {
  if (!START_IMAGE_TYPES.includes(file.type)) return 'type';
  if (!size || size.width < START_IMAGE_MIN_SIDE || size.height < START_IMAGE_MIN_SIDE) return 'size';
  return null;
}

/** The picture's pixel size, or null when the browser cannot decode it. */
export async function imageSizeOf(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
