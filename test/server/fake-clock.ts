import type { Clock } from '../../server/plugins/app/clock';

/** A clock that stands still until a test moves it: `buildAppWith(dialect, { options: { clock } })`. */
export class FakeClock implements Clock {
  constructor(private t: number = Date.UTC(2030, 0, 1)) {}

  now(): number {
    return this.t;
  }

  advance(ms: number): void {
    this.t += ms;
  }
}
