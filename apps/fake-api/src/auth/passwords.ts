import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Cost kept low on purpose: this is a fake backend, and seeding 10,000 users must stay fast. */
const N = 1024;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(n) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * One hash per distinct password, reused (same salt): seeding and resetting thousands of accounts that
 * share a password then costs one scrypt call. Fine for a fake backend's test accounts only.
 */
const memo = new Map<string, string>();
export function memoisedHash(password: string): string {
  let hash = memo.get(password);
  if (!hash) {
    hash = hashPassword(password);
    memo.set(password, hash);
  }
  return hash;
}
