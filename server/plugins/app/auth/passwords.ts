import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with a per-password salt; the stored form carries its parameters so they can be raised
// later without breaking old hashes.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!n || !r || !p || expected.length !== KEY_LEN) return false;
  const key = await derive(password, salt, n, r, p);
  return timingSafeEqual(key, expected);
}

/** A hash that matches nothing, so an unknown login costs as much time as a wrong password. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LEN).toString('base64')}`;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password for one-click registration: 10 characters, letters and digits, no look-alikes. */
export function generatePassword(): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    if (/\d/.test(s) && /[a-z]/i.test(s)) return s;
  }
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

export type PasswordProblem =
  | { code: 'user.password_too_short'; detail: string; meta: { min: number } }
  | { code: 'user.password_too_long'; detail: string; meta: { max: number } }
  | { code: 'user.password_weak'; detail: string };

/** Why a chosen password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return { code: 'user.password_too_short', detail: `password must be at least ${PASSWORD_MIN} characters long`, meta: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX) return { code: 'user.password_too_long', detail: `password must be at most ${PASSWORD_MAX} characters long`, meta: { max: PASSWORD_MAX } };
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return { code: 'user.password_weak', detail: 'password must contain at least one letter and one digit' };
  return null;
}
