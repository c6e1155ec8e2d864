import type { Clock } from '@site/ui';

export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** The promise, or a TimeoutError once `ms` pass first. The work itself is not stopped. */
export function withTimeout<T>(work: Promise<T>, ms: number, clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new TimeoutError(ms)), ms);
    work.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
