// Feed cost figures: `npx tsx server/feed/bench-feed.ts [oddsUpdatesPerSecond]`.
// Prints JSON: catalogue generation (cold and warm), snapshot, and feed ticks with the
// live line pushing the given odds rate (default 5000/s).
import { createSimulatorFeed } from './simulator';

function main(): void {
  const rate = Number(process.argv[2] ?? 5000);
  const now = Date.UTC(2025, 5, 1, 12);
  let t = performance.now();
  const feed = createSimulatorFeed({
    seed: 1,
    now,
    oddsUpdatesPerSecond: rate,
  });
  const coldMs = performance.now() - t;

  const warm: number[] = [];
  for (let i = 2; i < 7; i++) {
    t = performance.now();
    createSimulatorFeed({ seed: i, now });
    warm.push(performance.now() - t);
  }

  t = performance.now();
  const snap = feed.snapshot();
  const snapshotMs = performance.now() - t;

  // One simulated minute in 100 ms ticks, as start() would run at tickMs 100.
  const counts: Record<string, number> = {};
  let worstTickMs = 0;
  t = performance.now();
  for (let i = 0; i < 600; i++) {
    const s = performance.now();
    for (const e of feed.tick(100)) counts[e.type] = (counts[e.type] ?? 0) + 1;
    worstTickMs = Math.max(worstTickMs, performance.now() - s);
  }
  const minuteMs = performance.now() - t;
  const odds = counts.odds ?? 0;

  console.log(
    JSON.stringify(
      {
        games: snap.games.length,
        liveGames: snap.games.filter((g) => g.isLive).length,
        markets: snap.markets.length,
        generateColdMs: +coldMs.toFixed(1),
        generateWarmMedianMs: +(warm.sort((a, b) => a - b)[2] ?? 0).toFixed(1),
        snapshotMs: +snapshotMs.toFixed(1),
        oddsUpdatesPerSecondRequested: rate,
        feedMinute: {
          cpuMs: +minuteMs.toFixed(0),
          worstTickMs: +worstTickMs.toFixed(2),
          events: counts,
        },
        oddsPerFeedSecond: +(odds / 60).toFixed(0),
        oddsPerCpuSecond: +((odds / minuteMs) * 1000).toFixed(0),
      },
      null,
      2,
    ),
  );
}

main();
