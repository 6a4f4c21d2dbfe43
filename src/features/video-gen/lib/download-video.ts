import { downloadBlob } from '@/lib/download';
import { safeUrl } from '@/lib/url/safe-url';
import { videoFileName } from './video-file';

/**
 * Saves a video under a name from its prompt. False when the file is gone or unreachable: the caller
 * says 'Video link expired. Please regenerate.' (spec section 8).
 */
export async function downloadVideo(url: string, prompt: string): Promise<boolean> {
  const safe = safeUrl(url, 'media');
  if (!safe) return false;
  try {
    const response = await fetch(safe, { cache: 'reload' });
    if (!response.ok) return false;
    downloadBlob(await response.blob(), videoFileName(prompt, safe));
    return true;
  } catch {
    return false;
  }
}
