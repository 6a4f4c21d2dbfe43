const MAX_STEM = 60;

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

/**
 * A saved image's file name: the prompt's first words, lower case, joined by hyphens (letters and
 * digits of any script kept, the rest dropped), at most 60 characters, cut at a word; 'image' when
 * nothing is left.
 */
export function imageFileName(prompt: string, extension: string): string {
  const words = prompt
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let stem = '';
  for (const word of words) {
    const next = stem ? `${stem}-${word}` : word;
    if (next.length > MAX_STEM) {
      if (!stem) stem = word.slice(0, MAX_STEM);
      break;
    }
    stem = next;
  }
  return `${stem || 'image'}.${extension}`;
}
