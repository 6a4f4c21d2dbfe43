import { execFileSync, spawnSync } from 'node:child_process';
import {
  createShareToken,
  decryptShareToken,
  encryptShareToken,
  evpBytesToKey,
  readShareToken,
  shareLinkPath,
} from '@/lib/crypto/share-token';

const PASSPHRASE = 'demo-share-passphrase';
const PAYLOAD = {
  conversationId: '0b6b1d7e-3f3a-4b36-9a5a-1a2b3c4d5e6f',
  session: '0123456789abcdef0123456789abcdef',
};
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const SALT = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]);

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/**
 * What the README must say: the token in the link is URL-encoded (decode %2B, %2F and %3D first).
 * It is one base64 line; `openssl enc -d -aes-256-cbc -md md5 -a -pass pass:<passphrase>` reads it
 * when it ends with a newline (`echo`, not `printf %s`) and is under about 1000 characters, and
 * adding `-A` (single-line base64) reads a line of any length.
 */
function opensslDecrypt(token: string, passphrase: string, singleLine: boolean): string {
  const args = [
    'enc',
    '-d',
    '-aes-256-cbc',
    '-md',
    'md5',
    '-a',
    ...(singleLine ? ['-A'] : []),
    '-pass',
    `pass:${passphrase}`,
  ];
  return execFileSync('openssl', args, {
    input: `${token}\n`,
    encoding: 'utf-8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

describe('share token', () => {
  it("derives key and IV as OpenSSL's EVP_BytesToKey with MD5 does", () => {
    // Reference: `openssl enc -aes-256-cbc -md md5 -pass pass:demo-share-passphrase -S 0102030405060708 -P`
    const { key, iv } = evpBytesToKey(PASSPHRASE, SALT);
    expect(key).toHaveLength(32);
    expect(iv).toHaveLength(16);
    if (hasOpenssl) {
      const printed = execFileSync(
        'openssl',
        ['enc', '-aes-256-cbc', '-md', 'md5', '-pass', `pass:${PASSPHRASE}`, '-S', hex(SALT), '-P'],
        { encoding: 'utf-8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      expect(printed).toContain(`key=${hex(key).toUpperCase()}`);
      expect(printed).toContain(`iv =${hex(iv).toUpperCase()}`);
    }
  });

  it('makes one salted base64 line that decrypts back, with a fresh salt each time', () => {
    const plaintext = JSON.stringify(PAYLOAD);
    const token = encryptShareToken(plaintext, PASSPHRASE);
    expect(token).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(token).startsWith('Salted__')).toBe(true);
    expect(decryptShareToken(token, PASSPHRASE)).toBe(plaintext);
    expect(encryptShareToken(plaintext, PASSPHRASE)).not.toBe(token);
    expect(encryptShareToken(plaintext, PASSPHRASE, { salt: SALT })).toBe(
      encryptShareToken(plaintext, PASSPHRASE, { salt: SALT }),
    );
  });

  it('refuses a wrong passphrase and garbage', () => {
    const token = createShareToken(PAYLOAD, PASSPHRASE);
    expect(readShareToken(token, 'another-passphrase')).toBeNull();
    expect(decryptShareToken('not base64 at all!', PASSPHRASE)).toBeNull();
    expect(decryptShareToken(btoa('Salted__short'), PASSPHRASE)).toBeNull();
    expect(decryptShareToken(btoa('x'.repeat(48)), PASSPHRASE)).toBeNull();
    expect(readShareToken(encryptShareToken('{"conversationId":"c"}', PASSPHRASE), PASSPHRASE)).toBeNull();
    expect(readShareToken(encryptShareToken('not json', PASSPHRASE), PASSPHRASE)).toBeNull();
  });

  it('builds /shared_conversation/<encoded token> from the conversation and the session', () => {
    const path = shareLinkPath(PAYLOAD.conversationId, PAYLOAD.session, PASSPHRASE);
    expect(path).toMatch(/^\/shared_conversation\/[A-Za-z0-9%]+$/);
    const token = decodeURIComponent(path!.slice('/shared_conversation/'.length));
    expect(readShareToken(token, PASSPHRASE)).toEqual(PAYLOAD);
    expect(JSON.parse(decryptShareToken(token, PASSPHRASE)!)).toEqual(PAYLOAD);
  });

  it("refuses 'new', 'search' and a missing session", () => {
    expect(shareLinkPath('new', PAYLOAD.session, PASSPHRASE)).toBeNull();
    expect(shareLinkPath('search', PAYLOAD.session, PASSPHRASE)).toBeNull();
    expect(shareLinkPath(null, PAYLOAD.session, PASSPHRASE)).toBeNull();
    expect(shareLinkPath(PAYLOAD.conversationId, '', PASSPHRASE)).toBeNull();
    expect(shareLinkPath(PAYLOAD.conversationId, undefined, PASSPHRASE)).toBeNull();
  });

  describe.skipIf(!hasOpenssl)('with the openssl command line (skipped: openssl is not installed)', () => {
    it('openssl decrypts a token made here, with and without -A', () => {
      const token = createShareToken(PAYLOAD, PASSPHRASE);
      expect(token.length).toBeGreaterThan(64);
      expect(JSON.parse(opensslDecrypt(token, PASSPHRASE, true))).toEqual(PAYLOAD);
      expect(JSON.parse(opensslDecrypt(token, PASSPHRASE, false))).toEqual(PAYLOAD);
      const unicode = encryptShareToken('Grüße, 世界 😀', 'pässwörd');
      expect(opensslDecrypt(unicode, 'pässwörd', true)).toBe('Grüße, 世界 😀');
    });

    it('decrypts a token made by openssl, wrapped or on one line', () => {
      const plaintext = JSON.stringify(PAYLOAD);
      for (const singleLine of [true, false]) {
        const args = [
          'enc',
          '-aes-256-cbc',
          '-md',
          'md5',
          '-a',
          ...(singleLine ? ['-A'] : []),
          '-salt',
          '-pass',
          `pass:${PASSPHRASE}`,
        ];
        const token = execFileSync('openssl', args, {
          input: plaintext,
          encoding: 'utf-8',
          stdio: ['pipe', 'pipe', 'ignore'],
        });
        expect(token.trim().includes('\n')).toBe(!singleLine);
        expect(decryptShareToken(token, PASSPHRASE)).toBe(plaintext);
        expect(readShareToken(token.trim(), PASSPHRASE)).toEqual(PAYLOAD);
      }
    });
  });
});
