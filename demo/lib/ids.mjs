// @ts-check
import { createHash, randomBytes, scrypt as scryptCb, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = /** @type {(p: string, s: Buffer, len: number, o: object) => Promise<Buffer>} */ (promisify(scryptCb));

/** Random opaque token (base64url). @param {number} [bytes] */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** @param {string} text */
export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Random id part like Stripe's: letters and digits. @param {number} n */
export function randomId(n) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(n);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

const SCRYPT = { N: 16384, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash` @param {string} password */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const DUMMY = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * Verifies a password; with no stored hash it still spends the same work.
 * @param {string} password @param {string | null | undefined} stored
 */
export async function verifyPassword(password, stored) {
  const [kind, n, r, p, salt, hash] = (stored || DUMMY).split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return Boolean(stored) && timingSafeEqual(actual, expected);
}

/** Synchronous variant used by the seed. @param {string} password */
export function hashPasswordSync(password) {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}
