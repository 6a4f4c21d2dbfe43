import { type MessageImageRecord } from '../db/types';
import { isRecord } from '../lib/http';

const MAX_IMAGES = 5;

const stamp = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function fromUploaded(value: unknown): MessageImageRecord | null {
  if (!isRecord(value)) return null;
  const nested = isRecord(value.image_url) ? value.image_url.url : undefined;
  const url = text(value.url) || text(nested);
  if (!url) return null;
  return {
    image_url: { url },
    id: text(value.id),
    url_timestamp: stamp(value.url_timestamp),
    url_expires: stamp(value.url_expires),
    file_name: text(value.file_name),
  };
}

function fromPreview(value: unknown): MessageImageRecord | null {
  if (!isRecord(value) || !text(value.base64).startsWith('data:image/')) return null;
  return {
    image_url: { url: text(value.base64) },
    id: text(value.id),
    url_timestamp: null,
    url_expires: null,
    file_name: text(value.file_name),
  };
}

/**
 * The ask body's images as the stored message keeps them (`image_urls`). `images` holds the uploaded
 * images ({id, url, url_timestamp, url_expires, file_name}); when it is missing, the `imagesPreview`
 * data URLs stand in. Malformed entries are dropped; at most five are kept.
 */
export function imageUrlsOf(body: Record<string, unknown>): MessageImageRecord[] {
  const uploaded = Array.isArray(body.images) ? body.images : [];
  const fromImages = uploaded.map(fromUploaded).filter((image) => image !== null);
  if (fromImages.length > 0) return fromImages.slice(0, MAX_IMAGES);
  const previews = Array.isArray(body.imagesPreview) ? body.imagesPreview : [];
  return previews
    .map(fromPreview)
    .filter((image) => image !== null)
    .slice(0, MAX_IMAGES);
}
