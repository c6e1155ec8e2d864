import type { Clock } from '../clock';

interface Timer {
  at: number;
  fn: () => void;
  /** Set for an interval: it is scheduled again this long after each run. */
  every: number | null;
}

/** A clock for tests: time moves only when `advance` is called. */
export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private timers = new Map<number, Timer>();

  constructor(start = 1_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): number {
    return this.add({ at: this.time + Math.max(0, ms), fn, every: null });
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  setInterval(fn: () => void, ms: number): number {
    const every = Math.max(1, ms);
    return this.add({ at: this.time + every, fn, every });
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Delays of the timers still pending, from now, soonest first. */
  pending(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every === null) this.timers.delete(id);
      else timer.at += timer.every;
      timer.fn();
    }
    this.time = until;
  }

  private add(timer: Timer): number {
    const id = this.nextId++;
    this.timers.set(id, timer);
    return id;
  }
}
