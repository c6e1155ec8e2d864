import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AttemptLimit } from '../../external/attempt-limit';

export interface SignInLimitValues {
  windowMs: number;
  /** failed sign-ins per account (or per unknown identifier) in the window before 429 */
  perAccount: number;
  /** failed sign-ins from one address in the window before 429 (higher: many players share one NAT) */
  perIp: number;
}

export const defaultSignInLimits: SignInLimitValues = { windowMs: 15 * 60_000, perAccount: 10, perIp: 50 };

/**
 * Failed sign-ins (a wrong password, an unknown login, a wrong two-step code) counted per account
 * and per address. Past either limit every attempt answers 429, the right password too, until
 * the window passes. Only failures count: `retryAfter` reads, `fail` counts.
 */
export class SignInLimits {
  private readonly perAccount: AttemptLimit;
  private readonly perIp: AttemptLimit;

  constructor(app: FastifyInstance, limits: SignInLimitValues) {
    this.perAccount = new AttemptLimit(app, 'sign-in:account', { max: limits.perAccount, windowMs: limits.windowMs });
    this.perIp = new AttemptLimit(app, 'sign-in:ip', { max: limits.perIp, windowMs: limits.windowMs });
  }

  /** Seconds to wait before another attempt, or null when it may go ahead. */
  async retryAfter(request: FastifyRequest, account: string): Promise<number | null> {
    const waits = [await this.perAccount.retryAfter(request, account), await this.perIp.retryAfter(request)];
    const wait = Math.max(0, ...waits.map((w) => w ?? 0));
    return wait > 0 ? wait : null;
  }

  /** Counts a failed attempt against the account and the address. */
  async fail(request: FastifyRequest, account: string): Promise<void> {
    await this.perAccount.count(request, account);
    await this.perIp.count(request);
  }
}
