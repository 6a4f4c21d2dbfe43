/**
 * The title a rename saves: the trimmed input when it is non-empty and differs from the current
 * title, otherwise null (nothing to save, spec section 5).
 */
export function renamedTitle(input: string, currentTitle: string | null | undefined): string | null {
  const title = input.trim();
  if (!title || title === currentTitle) return null;
  return title;
}
