// Staff passwords: scrypt with a random salt per password, stored as "scrypt$N$r$p$salt$hash" so the cost can be raised
// later without breaking stored hashes; compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** OWASP's minimum for scrypt (N=2^17 is better but costs 128 MB per login; 2^15 with r=8 is 32 MB and ~50 ms). */
const COST = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, { ...cost, maxmem: 256 * 1024 * 1024 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: an unknown username is checked against it, so it takes as long as a known one. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}
