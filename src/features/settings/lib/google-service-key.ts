/**
 * Google service-account key import (spec section 5): client_email and project_id must be strings
 * longer than 2 characters and private_key a string longer than 600 characters.
 */

export interface GoogleServiceKey {
  client_email: string;
  project_id: string;
  private_key: string;
  [field: string]: unknown;
}

export type GoogleServiceKeyFailure = 'not_json' | 'client_email' | 'project_id' | 'private_key';

export type GoogleServiceKeyResult =
  | {
      ok: true;
      key: GoogleServiceKey;
      /** The whole key file as one JSON string: the `{endpoint}_token` the chat request sends. */
      token: string;
    }
  | { ok: false; reason: GoogleServiceKeyFailure };

const MIN_LENGTH: Readonly<Record<'client_email' | 'project_id' | 'private_key', number>> = {
  client_email: 3,
  project_id: 3,
  private_key: 601,
};

const isLongString = (value: unknown, min: number): value is string =>
  typeof value === 'string' && value.length >= min;

/** Checks a parsed key file; the first failing field is reported. */
export function checkGoogleServiceKey(value: unknown): GoogleServiceKeyResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'not_json' };
  }
  const record = value as Record<string, unknown>;
  for (const field of ['client_email', 'project_id', 'private_key'] as const) {
    if (!isLongString(record[field], MIN_LENGTH[field])) return { ok: false, reason: field };
  }
  return { ok: true, key: record as GoogleServiceKey, token: JSON.stringify(record) };
}

/** Reads the text of an imported file. */
export function parseGoogleServiceKey(text: string): GoogleServiceKeyResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  return checkGoogleServiceKey(parsed);
}
