import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../external/http-error';

// Reusable guards for routes that need a player. A later route declares itself protected with
// `onRequest: protectedRoute` (or `preHandler`; onRequest answers 401/451 before the body is
// even read). request.userId is set by the auth plugin's global onRequest hook, which runs first.

/** 401 unless a session cookie names a player. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.userId === null || request.userId === undefined) throw new HttpError(401, 'auth.unauthorized', 'Sign in to continue');
}

/** 451 with exception_code 1 while a signed-in player has not accepted changed terms (spec 2 §4, §8). */
export async function requireTermsAccepted(request: FastifyRequest): Promise<void> {
  const userId = request.userId;
  if (userId === null || userId === undefined) return;
  const config = await request.server.siteConfig.get();
  if (!config.auth.confirmTermsSupported) return;
  if (await request.server.terms.changedFor(userId)) {
    throw new HttpError(451, 'terms.changed', 'The terms have changed; please read and accept them to continue', { extra: { exception_code: 1 } });
  }
}

export const protectedRoute = [requireUser, requireTermsAccepted];

/**
 * The user id of a valid `Authorization: Bearer <token>` (GET /web-api/user/gettoken), or 401.
 * For the limit service and other token-authorised APIs.
 */
export function requireBearer(request: FastifyRequest): number {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_.-]{1,2000})$/.exec(header) : null;
  if (!m?.[1]) throw new HttpError(401, 'auth.token_missing', 'A bearer token is required; fetch one from /web-api/user/gettoken');
  const check = request.server.tokens.verify(m[1]);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new HttpError(401, 'auth.token_expired', 'The token has expired; fetch a new one')
      : new HttpError(401, 'auth.token_invalid', 'The token is not valid; fetch a new one');
  }
  return check.payload.sub;
}
