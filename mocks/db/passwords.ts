import { hexFromSeed } from './ids';

/** Not cryptography: the mock only needs to avoid keeping passwords in clear text in storage. */
export function hashPassword(userId: string, password: string): string {
  return `fnv$${hexFromSeed(`${userId}:${password}`, 32)}`;
}

export function checkPassword(userId: string, password: string, passwordHash: string): boolean {
  return hashPassword(userId, password) === passwordHash;
}
