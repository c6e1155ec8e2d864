import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../external/http-error';

export const SESSION_COOKIE = 'user_token';
export const TWO_STEP_COOKIE = 'two_step';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie-carrying write from another site is refused. Origin decides when present; without
 * it Sec-Fetch-Site does; a client sending neither is not a browser acting for a third site.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === 'null') return true;
    try {
      return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  return false;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, save: boolean, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    // without "save" the cookie ends with the browser session
    ...(save ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** The onRequest hook that sets request.userId from the user_token cookie and refuses cross-site cookie writes. */
export function sessionHook(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const challenge = request.cookies[TWO_STEP_COOKIE];
    if (token === undefined && challenge === undefined) return;
    if (WRITES.has(request.method) && isCrossSite(request)) {
      throw new HttpError(403, 'request.cross_site', 'This request came from another site and was refused');
    }
    // a token is 43 base64url characters; anything else cannot be a session
    if (token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token)) request.userId = await app.sessions.userIdOf(token);
  };
}
