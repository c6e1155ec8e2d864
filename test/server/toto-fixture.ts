// A line of football games with 1X2 markets for toto tests: game i (1-based) starts at
// `now + 1 h + i x 10 min`; its markets are i*10+1 (1), i*10+2 (X), i*10+3 (2).
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../server/feed/index';
import { feedSportName, fixtureName } from './sportsbook-fixture';

const name = fixtureName;

export function totoCatalogue(now: number, games = 16): Catalogue {
  const ids = Array.from({ length: games }, (_, i) => i + 1);
  return {
    source: 'fixture',
    demo: true,
    at: now,
    sports: [{ id: 1, nameEng: 'Football', name: feedSportName('Football') }],
    champs: [{ id: 11, sportId: 1, name: name('Demo League (demo)', 'Демо лига (демо)'), demo: true }],
    games: ids.map((id) => ({
      id,
      sportId: 1,
      champId: 11,
      opponents: [name(`Home ${id}`, `Хозяева ${id}`), name(`Away ${id}`, `Гости ${id}`)],
      startTime: now + 3_600_000 + id * 600_000,
      status: 'scheduled' as const,
      period: 0,
      isLive: false,
      score: [0, 0] as [number, number],
      clock: 0,
      hasStream: false,
    })),
    markets: ids.flatMap((gameId) =>
      (['1', 'X', '2'] as const).map((label, i) => ({
        id: gameId * 10 + i + 1,
        gameId,
        sportId: 1,
        champId: 11,
        typeId: i + 1,
        kind: 'main' as const,
        group: '1x2',
        line: null,
        exactScore: null,
        name: name(label),
        coef: 2.5,
        isBlocked: false,
        isDepend: false,
        isBannedExpress: false,
      })),
    ),
  };
}

/** Ends fixture game `gameId` with a 1X2 result ('1', 'X', '2' or 'void'). */
export async function endTotoGame(app: FastifyInstance, gameId: number, result: '1' | 'X' | '2' | 'void'): Promise<void> {
  const labels = ['1', 'X', '2'];
  await app.db.transaction().execute((trx) =>
    app.catalogue.endGame(
      trx,
      gameId,
      result === '1' ? [1, 0] : result === '2' ? [0, 1] : [0, 0],
      5400,
      labels.map((l, i) => ({ marketId: gameId * 10 + i + 1, outcome: result === 'void' ? 'void' : l === result ? 'win' : 'lose' })),
    ),
  );
}
