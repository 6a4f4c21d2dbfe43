/** The chat error shown in the red box (spec section 8; the client's `getError`). */
export type ErrorDisplay =
  { kind: 'invalid_api_key' } | { kind: 'insufficient_quota' } | { kind: 'generic'; detail: string };

export const ERROR_DETAIL_LIMIT = 512;
/** Bounds the scan on huge error bodies. */
const MAX_CANDIDATES = 50;

/** The end index of the balanced `{...}` starting at `start`, honouring JSON strings; -1 if unbalanced. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The first `{...}` in the text that parses as a JSON object, or null. */
export function firstEmbeddedJson(text: string): Record<string, unknown> | null {
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_CANDIDATES; tries += 1) {
    const end = matchingBrace(text, start);
    if (end !== -1) {
      try {
        const value: unknown = JSON.parse(text.slice(start, end + 1));
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          return value as Record<string, unknown>;
        }
      } catch {
        // Not JSON after all: try the next brace.
      }
    }
    start = text.indexOf('{', start + 1);
  }
  return null;
}

/** True if some object at any depth has `key` equal to `expected`. */
function hasDeep(value: unknown, key: string, expected: string, depth = 0): boolean {
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && (value as Record<string, unknown>)[key] === expected) return true;
  return Object.values(value).some((child) => hasDeep(child, key, expected, depth + 1));
}

function cut(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}

/**
 * Maps a stream error text to what the UI shows. `generic` carries the text cut at 512 characters;
 * the UI prepends 'Oops! Something went wrong. Please try again in a few moments.'
 */
export function errorDisplay(text: string | null | undefined): ErrorDisplay {
  const source = typeof text === 'string' ? text : '';
  const json = firstEmbeddedJson(source);
  if (json && hasDeep(json, 'code', 'invalid_api_key')) return { kind: 'invalid_api_key' };
  if (json && hasDeep(json, 'type', 'insufficient_quota')) return { kind: 'insufficient_quota' };
  return { kind: 'generic', detail: cut(source, ERROR_DETAIL_LIMIT) };
}
