import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnimateState } from '@/features/image-gen';
import { fileNameFromText } from '@/lib/file-name';
import { safeUrl } from '@/lib/url/safe-url';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * 'Animate' on a generated image lands here with the picture in the router state: it becomes the start
 * image, checked like one the user picked, named after its prompt (not the server's hash), and its
 * prompt fills the video's. A picture that cannot be fetched is simply not taken.
 */
export function useAnimatedImage(
  choose: (file: File) => Promise<void>,
  fillPrompt: (prompt: string) => void,
): void {
  const location = useLocation();
  const taken = useRef(false);
  useEffect(() => {
    const image = (location.state as Partial<AnimateState> | null)?.startImage;
    const url = safeUrl(image?.url, 'image');
    if (taken.current || !url) return;
    taken.current = true;
    const prompt = image?.prompt?.trim() ?? '';
    if (prompt) fillPrompt(prompt);
    void (async () => {
      try {
        const response = await fetch(url, { cache: 'reload' });
        if (!response.ok) return;
        const blob = await response.blob();
        const extension =
          EXTENSIONS[blob.type] ?? url.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? 'png';
        const name = fileNameFromText(prompt, extension, 'start-image');
        await choose(new File([blob], name, { type: blob.type }));
      } catch {
        // The user can still pick a start image themselves.
      }
    })();
  }, [location.state, choose, fillPrompt]);
}
