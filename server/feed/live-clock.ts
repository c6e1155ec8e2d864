export interface LiveClockOptions {
  tickMs: number;
  /** Feed milliseconds per real millisecond. */
  speed: number;
  realNow: () => number;
  tick: (dtMs: number) => void;
}

export interface LiveClock {
  stop(): void;
}

/**
 * Drives a feed in real time. Each tick advances by the real time that actually passed (not
 * by tickMs), so a busy event loop delays events but never loses feed time.
 */
export function startLiveClock(options: LiveClockOptions): LiveClock {
  let last = options.realNow();
  let timer: ReturnType<typeof setInterval> | null = setInterval(() => {
    const now = options.realNow();
    const dt = (now - last) * options.speed;
    last = now;
    if (dt > 0) options.tick(dt);
  }, options.tickMs);
  return {
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
