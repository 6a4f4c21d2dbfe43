import { randomHex } from '../db/ids';

interface TokenSubject {
  id: string;
  username: string;
  provider: string;
  email: string;
}

function base64UrlFromText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlFromHex(hex: string): string {
  let binary = '';
  for (let index = 0; index < hex.length; index += 2) {
    binary += String.fromCharCode(parseInt(hex.slice(index, index + 2), 16));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT-shaped access token: base64url header.payload.signature with the payload the real server
 * signs ({id, username, provider, email, iat, exp}). The signature is random: the mock checks
 * tokens against its own table, not cryptographically.
 */
export function createJwtLikeToken(subject: TokenSubject, expiresAtMs: number): string {
  const header = base64UrlFromText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64UrlFromText(
    JSON.stringify({
      id: subject.id,
      username: subject.username,
      provider: subject.provider,
      email: subject.email,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(expiresAtMs / 1000),
    }),
  );
  return `${header}.${payload}.${base64UrlFromHex(randomHex(32))}`;
}
