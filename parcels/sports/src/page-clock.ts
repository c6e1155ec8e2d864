import { action, makeObservable, observable } from 'mobx';

/** How often the match clocks of a page move on. */
export const PAGE_CLOCK_TICK_MS = 15_000;

/**
 * The time the sports pages show against (match clocks, today/tomorrow): one observable value
 * for the whole mount, moved on by the app's timer; tests give their own `now` and tick it.
 */
export class PageClock {
  now: number;

  constructor(private readonly source: () => number = Date.now) {
    this.now = source();
    makeObservable(this, { now: observable, tick: action });
  }

  tick(): void {
    this.now = this.source();
  }
}
