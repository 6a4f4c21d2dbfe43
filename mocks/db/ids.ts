/** Id helpers. `crypto.getRandomValues` works in Node 20, browsers (also on insecure origins) and jsdom. */

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteLength: number): string {
  return toHex(randomBytes(byteLength));
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Deterministic hex string of the given length derived from a seed text. */
export function hexFromSeed(seed: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    out += hashString(`${round}:${seed}`).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** 24-hex id shaped like a MongoDB ObjectId: 4 bytes of seconds, then 8 random bytes. */
export function objectId(nowMs: number = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomHex(8)}`;
}

export function seededObjectId(seed: string, nowMs: number): string {
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${hexFromSeed(seed, 16)}`;
}

function formatUuid(hex: string): string {
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** RFC 4122 version 4 UUID. */
export function uuid(): string {
  return formatUuid(randomHex(16));
}

/** UUID-shaped id derived from a seed text (for seed data). */
export function seededUuid(seed: string): string {
  return formatUuid(hexFromSeed(seed, 32));
}
