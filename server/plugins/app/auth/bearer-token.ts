import { createHmac, timingSafeEqual } from 'node:crypto';

// Short-lived bearer tokens for the limit service and other APIs: base64url(JSON payload) + "."
// + base64url(HMAC-SHA256(secret, payload)). Stateless, so any instance with the secret checks them.
export interface TokenPayload {
  /** user id */
  sub: number;
  /** expiry, seconds since epoch */
  exp: number;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function verifyToken(secret: string, token: string, nowMs: number): TokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const p = payload as Partial<TokenPayload>;
  if (typeof p.sub !== 'number' || typeof p.exp !== 'number') return { ok: false, reason: 'malformed' };
  // spec 2 §5: a token is valid only with an expiry in the future
  if (p.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { sub: p.sub, exp: p.exp } };
}
