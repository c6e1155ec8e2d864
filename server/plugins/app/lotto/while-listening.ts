import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `ms` real milliseconds while the server listens (never in `inject` tests or
 * the operator CLI, which call the job themselves); errors are logged, the timer keeps going.
 */
export function everyWhileListening(app: FastifyInstance, ms: number, label: string, job: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onListen', async () => {
    timer = setInterval(() => void job().catch((err: unknown) => app.log.error({ err }, label)), ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
