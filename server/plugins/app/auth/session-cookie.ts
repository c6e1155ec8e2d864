import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'user_token';
export const TWO_STEP_COOKIE = 'two_step';

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

/** The onRequest hook that sets request.userId from the user_token cookie (cross-site writes are refused before it: plugins/external/csrf.ts). */
export function sessionHook(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) return;
    // a token is 43 base64url characters; anything else cannot be a session
    if (token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token)) request.userId = await app.sessions.userIdOf(token);
  };
}
