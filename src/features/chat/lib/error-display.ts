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

interface EmbeddedJson {
  value: Record<string, unknown>;
  start: number;
  end: number;
}

/** The first `{...}` in the text that parses as a JSON object, with where it sits, or null. */
function findEmbeddedJson(text: string): EmbeddedJson | null {
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_CANDIDATES; tries += 1) {
    const end = matchingBrace(text, start);
    if (end !== -1) {
      try {
        const value: unknown = JSON.parse(text.slice(start, end + 1));
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          return { value: value as Record<string, unknown>, start, end: end + 1 };
        }
      } catch {
        // Not JSON after all: try the next brace.
      }
    }
    start = text.indexOf('{', start + 1);
  }
  return null;
}

/** The first `{...}` in the text that parses as a JSON object, or null. */
export function firstEmbeddedJson(text: string): Record<string, unknown> | null {
  return findEmbeddedJson(text)?.value ?? null;
}

const stringAt = (value: unknown, ...path: string[]): string | null => {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current.trim() ? current.trim() : null;
};

/**
 * An error text as a person reads it: 'Failed to send message. HTTP 500 - {"error":{"message":"…"}}'
 * becomes 'Failed to send message. HTTP 500: …'. The server's message (or its error type or code) takes
 * the JSON's place; text without JSON stays as it is.
 */
export function readableError(text: string): string {
  const found = findEmbeddedJson(text);
  if (!found) return text;
  const json = found.value;
  const said =
    stringAt(json, 'error', 'message') ??
    stringAt(json, 'message') ??
    stringAt(json, 'error') ??
    stringAt(json, 'detail') ??
    stringAt(json, 'error', 'type') ??
    stringAt(json, 'error', 'code') ??
    stringAt(json, 'type') ??
    stringAt(json, 'code');
  if (!said) return text;
  const before = text
    .slice(0, found.start)
    .trim()
    .replace(/\s*[-–:]$/, '');
  const after = text.slice(found.end).trim();
  return [before ? `${before}: ${said}` : said, after].filter(Boolean).join(' ');
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
  return { kind: 'generic', detail: cut(readableError(source), ERROR_DETAIL_LIMIT) };
}
