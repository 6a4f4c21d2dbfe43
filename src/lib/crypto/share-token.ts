import { cbc } from '@noble/ciphers/aes.js';
import { md5 } from '@noble/hashes/legacy.js';

/**
 * Shared-link tokens in OpenSSL's passphrase format, so that
 * `openssl enc -d -aes-256-cbc -md md5 -a -pass pass:<passphrase>` decrypts them:
 * base64('Salted__' + 8 salt bytes + AES-256-CBC/PKCS#7 ciphertext), key and IV from
 * EVP_BytesToKey with MD5 and one iteration. The passphrase ships in config.json, so this hides
 * the ids from a casual look; it protects nothing from anyone who has the bundle.
 */

const MAGIC = new TextEncoder().encode('Salted__');
const SALT_LENGTH = 8;
const KEY_LENGTH = 32;
const IV_LENGTH = 16;

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** OpenSSL's EVP_BytesToKey(MD5, count 1): D_i = MD5(D_{i-1} || passphrase || salt). */
export function evpBytesToKey(passphrase: string, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const secret = concat(new TextEncoder().encode(passphrase), salt);
  let derived: Uint8Array = new Uint8Array(0);
  let block: Uint8Array = new Uint8Array(0);
  while (derived.length < KEY_LENGTH + IV_LENGTH) {
    block = md5(concat(block, secret));
    derived = concat(derived, block);
  }
  return { key: derived.slice(0, KEY_LENGTH), iv: derived.slice(KEY_LENGTH, KEY_LENGTH + IV_LENGTH) };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export interface EncryptOptions {
  /** 8 salt bytes; random by default. Only tests pass one. */
  salt?: Uint8Array;
}

/** Encrypts like `openssl enc -aes-256-cbc -md md5 -a -A -salt`: one base64 line, no line breaks. */
export function encryptShareToken(
  plaintext: string,
  passphrase: string,
  options: EncryptOptions = {},
): string {
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_LENGTH));
  if (salt.length !== SALT_LENGTH) throw new Error('The salt must be 8 bytes');
  const { key, iv } = evpBytesToKey(passphrase, salt);
  const ciphertext = cbc(key, iv).encrypt(new TextEncoder().encode(plaintext));
  return toBase64(concat(MAGIC, salt, ciphertext));
}

/** Decrypts a token (line breaks allowed); null when it is not a token for this passphrase. */
export function decryptShareToken(token: string, passphrase: string): string | null {
  const bytes = fromBase64(token);
  if (!bytes || bytes.length < MAGIC.length + SALT_LENGTH + IV_LENGTH) return null;
  if (!MAGIC.every((byte, index) => bytes[index] === byte)) return null;
  const salt = bytes.slice(MAGIC.length, MAGIC.length + SALT_LENGTH);
  const { key, iv } = evpBytesToKey(passphrase, salt);
  try {
    const plain = cbc(key, iv).decrypt(bytes.slice(MAGIC.length + SALT_LENGTH));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    // A wrong passphrase shows up as bad padding or bytes that are not UTF-8.
    return null;
  }
}

/** What a shared link carries: the conversation and the chat session (`aiwp_logged_in`) value. */
export interface SharePayload {
  conversationId: string;
  session: string;
}

const isShareable = (conversationId: string | null | undefined): conversationId is string =>
  !!conversationId && conversationId !== 'new' && conversationId !== 'search';

/** The token of a shared link: `{"conversationId":…,"session":…}` encrypted. */
export function createShareToken(
  payload: SharePayload,
  passphrase: string,
  options?: EncryptOptions,
): string {
  return encryptShareToken(
    JSON.stringify({ conversationId: payload.conversationId, session: payload.session }),
    passphrase,
    options,
  );
}

/** Reads a token back; null when it does not decrypt or does not hold both ids. */
export function readShareToken(token: string, passphrase: string): SharePayload | null {
  const plaintext = decryptShareToken(token, passphrase);
  if (plaintext === null) return null;
  try {
    const value: unknown = JSON.parse(plaintext);
    if (typeof value !== 'object' || value === null) return null;
    const { conversationId, session } = value as Record<string, unknown>;
    if (typeof conversationId !== 'string' || typeof session !== 'string') return null;
    if (!isShareable(conversationId) || !session) return null;
    return { conversationId, session };
  } catch {
    return null;
  }
}

/**
 * `/shared_conversation/<encodeURIComponent(token)>`, or null when there is nothing to share: no
 * conversation yet ('new'), the search view ('search'), or no session cookie.
 */
export function shareLinkPath(
  conversationId: string | null | undefined,
  sessionId: string | null | undefined,
  passphrase: string,
  options?: EncryptOptions,
): string | null {
  if (!isShareable(conversationId) || !sessionId) return null;
  const token = createShareToken({ conversationId, session: sessionId }, passphrase, options);
  return `/shared_conversation/${encodeURIComponent(token)}`;
}
