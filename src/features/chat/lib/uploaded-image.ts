/** How long the upload server keeps an image's URL (spec section 9). */
export const IMAGE_URL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** An image on the upload server (spec section 3 'Uploaded image'); it is what the ask body carries. */
export interface UploadedImage {
  id: string;
  url: string;
  /** Epoch ms of the upload. */
  url_timestamp: number;
  /** Epoch ms: 7 days after the upload. */
  url_expires: number;
  file_name: string;
}

export function uploadedImage(
  id: string,
  url: string,
  fileName: string,
  now: number = Date.now(),
): UploadedImage {
  return { id, url, url_timestamp: now, url_expires: now + IMAGE_URL_LIFETIME_MS, file_name: fileName };
}
