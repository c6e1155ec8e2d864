import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

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
  // Callback style with a synchronous path (no cookie, or a session this instance read less than
  // SESSION_CACHE_MS ago): it runs on every request (issue 21).
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const token = request.cookies[SESSION_COOKIE];
    // a token is 43 base64url characters; anything else cannot be a session
    if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return done();
    const known = app.sessions.cachedUserIdOf(token);
    if (known !== undefined) {
      request.userId = known;
      return done();
    }
    app.sessions.userIdOf(token).then((userId) => {
      request.userId = userId;
      done();
    }, done);
  };
}
