import { downloadBlob, openInNewTab } from '@/lib/download';
import { safeUrl } from '@/lib/url/safe-url';
import { imageExtension, imageFileName } from './image-file-name';

/** 'photo.png' → 'photo': a name that already ends in an extension gets the right one instead. */
const withoutExtension = (name: string) => name.replace(/\.[a-z0-9]{2,5}$/i, '');

/**
 * Saves an image under a name made from its prompt or file name (GET of the stored image path, spec
 * section 7). If the picture cannot be fetched here (a store without CORS), it opens in a new tab
 * instead, where the browser can save it; downloads otherwise fail silently (spec section 8).
 */
export async function downloadImage(url: string, name: string): Promise<void> {
  const safe = safeUrl(url, 'download');
  if (!safe) return;
  try {
    // 'reload': the copy an <img> cached came without CORS headers from stores that do not vary on Origin.
    const response = await fetch(safe, { cache: 'reload' });
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    downloadBlob(blob, imageFileName(withoutExtension(name), imageExtension(safe, blob.type)));
  } catch {
    const link = safeUrl(url, 'link');
    if (link) openInNewTab(link);
  }
}
