const MAX_STEM = 60;

/**
 * A saved file's name: the prompt's first words, lower case, joined by hyphens (letters and
 * digits of any script kept, the rest dropped), at most 60 characters, cut at a word; `fallback`
 * when nothing is left.
 */
export function fileNameFromText(prompt: string, extension: string, fallback = 'file'): string {
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
  return `${stem || fallback}.${extension}`;
}
