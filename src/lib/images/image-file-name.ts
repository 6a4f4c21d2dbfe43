import { fileNameFromText } from '@/lib/file-name';

/** The extension of a picture's URL path or of its type, as the file name takes it. */
export function imageExtension(url: string, mimeType = ''): 'png' | 'jpg' | 'webp' {
  const type = mimeType.toLowerCase();
  if (type.includes('png')) return 'png';
  if (type.includes('jpeg') || type.includes('jpg')) return 'jpg';
  if (type.includes('webp')) return 'webp';
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'jpg';
  if (path.endsWith('.webp')) return 'webp';
  return 'png';
}

/** A saved image's file name: see fileNameFromText ('image' when the prompt has no word). */
export const imageFileName = (prompt: string, extension: string) =>
  fileNameFromText(prompt, extension, 'image');
