import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SignInLimitValues {
  windowMs: number;
  /** failed sign-ins per account (or per unknown identifier) in the window before 429 */
  perAccount: number;
  /** failed sign-ins from one address in the window before 429 (higher: many players share one NAT) */
  perIp: number;
}

export const defaultSignInLimits: SignInLimitValues = { windowMs: 15 * 60_000, perAccount: 10, perIp: 50 };

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Failed sign-ins (a wrong password, an unknown login, a wrong two-step code) counted by
 * @fastify/rate-limit per account and per address, in the store every instance shares
 * (plugins/external/rate-limit.ts). Past either limit every attempt answers 429, the right
 * password too, until the window passes. Only failures count: `check` reads, `fail` counts.
 */
export class SignInLimits {
  private readonly accountOf = new WeakMap<FastifyRequest, string>();
  private readonly perAccount: Limiter;
  private readonly perIp: Limiter;

  /** `name` keeps the counts of another use (the password reset) apart from the sign-in's. */
  constructor(app: FastifyInstance, limits: SignInLimitValues, name = 'sign-in') {
    this.perAccount = app.createRateLimit({
      max: limits.perAccount,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:account:${this.accountOf.get(request) ?? ''}`,
    });
    this.perIp = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  }

  /** Seconds to wait before another attempt, or null when it may go ahead. */
  async retryAfter(request: FastifyRequest, account: string): Promise<number | null> {
    this.accountOf.set(request, account);
    let wait = 0;
    for (const limiter of [this.perAccount, this.perIp]) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0 && state.ttlInSeconds > 0) wait = Math.max(wait, state.ttlInSeconds);
    }
    return wait > 0 ? wait : null;
  }

  /** Counts a failed attempt against the account and the address. */
  async fail(request: FastifyRequest, account: string): Promise<void> {
    this.accountOf.set(request, account);
    await this.perAccount(request);
    await this.perIp(request);
  }
}
