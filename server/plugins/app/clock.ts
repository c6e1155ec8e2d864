import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one source of "now" (epoch ms) for every service; tests give a fake one (test/server/fake-clock.ts). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Decorates `app.clock` with the clock given to buildApp (the system clock in production). */
export default fp(
  async function clockPlugin(app: FastifyInstance, opts: { clock: Clock }) {
    app.decorate('clock', opts.clock);
  },
  { name: 'clock' },
);
