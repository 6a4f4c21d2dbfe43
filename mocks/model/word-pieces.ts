/**
 * Splits text into word-piece tokens roughly like a BPE tokenizer: a word with its leading space,
 * long words in chunks, runs of punctuation, runs of whitespace. Joining the pieces gives the text back.
 */
const PIECE = / ?\p{L}{1,7}| ?\p{N}{1,3}| ?[^\s\p{L}\p{N}]{1,3}|\s+/gu;

export function toWordPieces(text: string): string[] {
  const pieces = text.match(PIECE) ?? [];
  return pieces.join('') === text ? pieces : Array.from(text);
}

export function countWordPieces(text: string): number {
  return toWordPieces(text).length;
}
