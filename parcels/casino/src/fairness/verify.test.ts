import type { RoundView } from '@site/api';
import { fairDraw, sha256Hex } from '@site/betting';
import { verifyRound } from './verify';

const SEED = 'f'.repeat(64);

async function playedRound(engine: RoundView['engine'], nonce: number, strips: number[] = []): Promise<RoundView & { serverSeed: string }> {
  const draw = await fairDraw(engine, { serverSeed: SEED, clientSeed: 'mine', nonce }, strips);
  const outcome: RoundView['outcome'] =
    draw.engine === 'slot'
      ? { engine: 'slot', stops: draw.stops, grid: [], lines: 20, lineWins: [], multiplier: 0 }
      : draw.engine === 'keno'
        ? { engine: 'keno', picks: [1], drawn: draw.drawn, hits: [], multiplier: 0 }
        : draw.engine === 'dice'
          ? { engine: 'dice', target: 50, roll: draw.roll, multiplier: 0 }
          : { engine: 'crash', cashOutAt: 2, crashPoint: draw.crashPoint, multiplier: 0 };
  return {
    roundId: 1,
    gameId: 7,
    gameName: 'x',
    engine,
    mode: 'real',
    currency: 'EUR',
    stake: 1,
    win: 0,
    createdAt: '2026-01-01T00:00:00Z',
    serverSeedHash: await sha256Hex(SEED),
    clientSeed: 'mine',
    nonce,
    outcome,
    serverSeed: SEED,
  };
}

test('a round played with the revealed seed verifies, for every engine', async () => {
  for (const engine of ['slot', 'keno', 'dice', 'crash'] as const) {
    const strips = engine === 'slot' ? [30, 31, 32, 33, 34] : [];
    const v = await verifyRound(await playedRound(engine, 5, strips), strips);
    expect([engine, v.hashMatches, v.drawMatches]).toEqual([engine, true, true]);
  }
});

test('a changed draw, another nonce or a seed that is not the one hashed fail the check', async () => {
  const round = await playedRound('dice', 2);
  const tampered = {
    ...round,
    outcome: { ...round.outcome, roll: (round.outcome as { roll: number }).roll === 1 ? 2 : 1 },
  } as typeof round;
  expect((await verifyRound(tampered)).drawMatches).toBe(false);
  expect((await verifyRound({ ...round, nonce: 3 })).drawMatches).toBe(false);
  const other = await verifyRound({ ...round, serverSeed: 'e'.repeat(64) });
  expect(other.hashMatches).toBe(false);
});
