import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
