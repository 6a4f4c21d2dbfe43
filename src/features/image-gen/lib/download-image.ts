import { downloadBlob, openInNewTab } from '@/lib/download';
import { safeUrl } from '@/lib/url/safe-url';
import { imageExtension, imageFileName } from './image-file-name';

/**
 * Saves a collected image under a name made from its prompt (GET of the stored image path, spec
 * section 7). If the picture cannot be fetched here (a store without CORS), it opens in a new tab
 * instead, where the browser can save it; downloads otherwise fail silently (spec section 8).
 */
export async function downloadImage(url: string, prompt: string): Promise<void> {
  const safe = safeUrl(url, 'download');
  if (!safe) return;
  try {
    // 'reload': the copy an <img> cached came without CORS headers from stores that do not vary on Origin.
    const response = await fetch(safe, { cache: 'reload' });
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    downloadBlob(blob, imageFileName(prompt, imageExtension(safe, blob.type)));
  } catch {
    const link = safeUrl(url, 'link');
    if (link) openInNewTab(link);
  }
}
