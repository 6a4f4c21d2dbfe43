const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The collection's prompt filter: every word of the query must appear as a whole word, in any case
 * ('cat' finds 'Cat' and 'cat!', not 'category'). Letters and digits of any script make a word.
 */
export function promptMatcher(query: string): (prompt: string) => boolean {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  const patterns = words.map(
    (word) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu'),
  );
  return (prompt) => patterns.every((pattern) => pattern.test(prompt));
}
