import { createHmac, timingSafeEqual } from 'node:crypto';

/** The lowercase hex HMAC-SHA256 of the raw body with the webhook secret (the X-Signature header). */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Whether `signature` is the body's signature; compared in constant time, anything not 64 hex digits refused. */
export function verifyBody(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
