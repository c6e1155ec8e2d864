import { type Clock, systemClock } from '@site/ui';

/** Spec 1 §4 and §9: the bar grows every 100 ms toward 100 over 5000 ms; drawing is throttled to 200 ms. */
export const TICK_MS = 100;
export const DURATION_MS = 5000;
export const THROTTLE_MS = 200;
/** Until the load is done the bar stops short of full, so it never claims to be finished. */
export const MAX_BEFORE_DONE = 99;


/** The progress model: pure numbers, drawn through `draw` no more often than every 200 ms. */
export class LoadingBar {
  progress = 0;
  active = false;
  private ticker: unknown = null;
  private pendingDraw: unknown = null;
  private lastDrawAt = -Infinity;

  constructor(
    private readonly draw: (progress: number, active: boolean) => void,
    private readonly clock: Clock = systemClock(),
  ) {}

  start(): void {
    this.stopTicker();
    this.progress = 0;
    this.active = true;
    this.requestDraw();
    this.ticker = this.clock.setInterval(() => {
      this.progress = Math.min(MAX_BEFORE_DONE, this.progress + (100 * TICK_MS) / DURATION_MS);
      this.requestDraw();
    }, TICK_MS);
  }

  done(): void {
    if (!this.active) return;
    this.stopTicker();
    this.progress = 100;
    this.active = false;
    this.requestDraw();
  }

  destroy(): void {
    this.stopTicker();
    if (this.pendingDraw !== null) this.clock.clearTimeout(this.pendingDraw);
    this.pendingDraw = null;
  }

  private stopTicker(): void {
    if (this.ticker !== null) this.clock.clearInterval(this.ticker);
    this.ticker = null;
  }

  /** Throttle: draw now if 200 ms have passed since the last draw, else once when they have. */
  private requestDraw(): void {
    const wait = this.lastDrawAt + THROTTLE_MS - this.clock.now();
    if (wait <= 0) {
      this.flush();
    } else if (this.pendingDraw === null) {
      this.pendingDraw = this.clock.setTimeout(() => this.flush(), wait);
    }
  }

  private flush(): void {
    if (this.pendingDraw !== null) this.clock.clearTimeout(this.pendingDraw);
    this.pendingDraw = null;
    this.lastDrawAt = this.clock.now();
    this.draw(this.progress, this.active);
  }
}
