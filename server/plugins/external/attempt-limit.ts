import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface AttemptLimitValues {
  /** attempts counted in the window before 429 */
  max: number;
  windowMs: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** 429 `rate_limited` with `Retry-After`: the one answer of every attempt limit. */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, 'rate_limited', `Too many attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    meta: { minutes },
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * Attempts of one kind (failed sign-ins per account, registrations per address, saved-coupon
 * lookups per address...) counted by @fastify/rate-limit in the store every instance shares
 * (rate-limit.ts), under `name` and a key (the caller's address unless given). `check` reads
 * without counting, `count` counts: a route that limits only failures checks first and counts
 * a failure; `guard` does both for a route that limits every attempt.
 */
export class AttemptLimit {
  private readonly keyOf = new WeakMap<FastifyRequest, string>();
  private readonly limiter: Limiter;

  constructor(app: FastifyInstance, name: string, values: AttemptLimitValues) {
    this.limiter = app.createRateLimit({
      max: values.max,
      timeWindow: values.windowMs,
      keyGenerator: (request) => `${name}:${this.keyOf.get(request) ?? request.ip}`,
    });
  }

  /** Seconds to wait before another attempt, or null when it may go ahead. */
  async retryAfter(request: FastifyRequest, key?: string): Promise<number | null> {
    if (key !== undefined) this.keyOf.set(request, key);
    const state = await this.limiter(request, { increment: false });
    return !state.isAllowed && state.remaining <= 0 && state.ttlInSeconds > 0 ? state.ttlInSeconds : null;
  }

  async count(request: FastifyRequest, key?: string): Promise<void> {
    if (key !== undefined) this.keyOf.set(request, key);
    await this.limiter(request);
  }

  /** Refuses (429) once the window is full, else counts this attempt. */
  async guard(request: FastifyRequest, key?: string): Promise<void> {
    const wait = await this.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    await this.count(request, key);
  }
}
