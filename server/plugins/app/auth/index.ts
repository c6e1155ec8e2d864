import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultThrottleLimits, LoginThrottle, type ThrottleLimits } from './login-throttle';
import { sessionHook } from './session-cookie';
import { SessionsService } from './sessions';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsService;
    loginThrottle: LoginThrottle;
    /** Bearer tokens for the limit service and other APIs. */
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in player's id from the session cookie, or null. */
    userId: number | null;
  }
}

export interface AuthOptions {
  /** HMAC secret of bearer tokens (TOKEN_SECRET). */
  tokenSecret: string;
  /** Login failure limits; 5 per account and 20 per IP in 15 minutes by default. */
  loginThrottle?: ThrottleLimits;
}

/** Who is asking: sessions, two-step challenges, login throttling, bearer tokens, and request.userId. */
export default fp(
  async function auth(app: FastifyInstance, opts: AuthOptions) {
    app.decorate('sessions', new SessionsService(app.db, app.clock));
    app.decorate('loginThrottle', new LoginThrottle(app.db, opts.loginThrottle ?? defaultThrottleLimits, app.clock));
    app.decorate('tokens', new TokenService(opts.tokenSecret, app.clock));
    app.decorateRequest('userId', null);
    app.addHook('onRequest', sessionHook(app));
  },
  { name: 'auth', dependencies: ['db', 'clock'] },
);
