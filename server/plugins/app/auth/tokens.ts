import { signToken, verifyToken, type TokenCheck } from './bearer-token';
import type { Clock } from '../clock';

/** Bearer tokens live five minutes; the client caches them 60 s (spec 2 §9) and refetches on 401. */
export const TOKEN_TTL_SECONDS = 300;

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  issue(userId: number): { token: string; expiresAt: number } {
    const exp = Math.floor(this.clock.now() / 1000) + TOKEN_TTL_SECONDS;
    return { token: signToken(this.secret, { sub: userId, exp }), expiresAt: exp };
  }

  verify(token: string): TokenCheck {
    return verifyToken(this.secret, token, this.clock.now());
  }
}
