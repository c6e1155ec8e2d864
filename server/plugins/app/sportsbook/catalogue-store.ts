import { type Kysely, sql } from 'kysely';
import { excludedNames, nameColumns } from '../../../db/name-columns';
import type { Database } from '../../../db/schema';
import type { Catalogue, FeedEvent, FeedEventOf, Game, Market } from '../../../feed/index';
import type { Clock } from '../clock';

const CHUNK = 400;
const milli = (x: number) => Math.round(x * 1000);
const bit = (b: boolean) => (b ? 1 : 0);

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes the feed's catalogue into the database. `loadSnapshot` upserts by id, so loading the
 * same seed again updates rows instead of duplicating them; `applyEvents` writes one batch of
 * feed events in one transaction, coalescing repeated odds/blocks of a market to the last.
 * A 'game-added' event is upserted the same way (so applying it twice is the same as once).
 * Nothing is ever deleted: a game the feed forgets after its end stays for settlement and
 * bet history.
 */
export class CatalogueStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async loadSnapshot(c: Catalogue): Promise<void> {
    const at = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      for (const part of chunks(c.sports)) {
        await trx
          .insertInto('sb_sports')
          .values(part.map((s) => ({ id: s.id, name_eng: s.nameEng, ...nameColumns('name', s.name) })))
          .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name_eng: eb.ref('excluded.name_eng'), ...excludedNames('name') })))
          .execute();
      }
      for (const part of chunks(c.champs)) {
        await trx
          .insertInto('sb_champs')
          .values(part.map((ch) => ({ id: ch.id, sport_id: ch.sportId, ...nameColumns('name', ch.name), demo: bit(ch.demo) })))
          .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ sport_id: eb.ref('excluded.sport_id'), ...excludedNames('name'), demo: eb.ref('excluded.demo') })))
          .execute();
      }
      await this.upsertGames(trx, c.games, at);
      await this.upsertMarkets(trx, c.markets);
    });
  }

  /** One batch, one transaction. Returns the ids of games that ended in it (to settle). */
  async applyEvents(events: readonly FeedEvent[]): Promise<number[]> {
    if (events.length === 0) return [];
    const coef = new Map<number, number>();
    const blocked = new Map<number, number>();
    const games = new Map<number, { score?: FeedEventOf<'score'>; status?: FeedEventOf<'game-status'> }>();
    const ends: FeedEventOf<'game-end'>[] = [];
    const added = new Map<number, FeedEventOf<'game-added'>>();
    for (const e of events) {
      switch (e.type) {
        case 'game-added':
          added.set(e.gameId, e);
          break;
        case 'odds':
          coef.set(e.marketId, milli(e.coef));
          break;
        case 'market-block':
          blocked.set(e.marketId, bit(e.isBlocked));
          break;
        case 'score':
          games.set(e.gameId, { ...games.get(e.gameId), score: e });
          break;
        case 'game-status':
          games.set(e.gameId, { ...games.get(e.gameId), status: e });
          break;
        case 'game-end':
          ends.push(e);
          break;
      }
    }
    const at = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      // New games first: the batch's later events (kick-off, odds) may be about them.
      if (added.size > 0) {
        await this.upsertGames(trx, [...added.values()].map((e) => e.game), at);
        await this.upsertMarkets(trx, [...added.values()].flatMap((e) => e.markets));
      }
      await this.setColumn(trx, 'coef_milli', coef);
      await this.setColumn(trx, 'is_blocked', blocked);
      for (const [id, g] of games) {
        await trx
          .updateTable('sb_games')
          .set({
            ...(g.score && { score_home: g.score.score[0], score_away: g.score.score[1], period: g.score.period, clock: g.score.clock }),
            ...(g.status && { status: g.status.status, is_live: bit(g.status.isLive), period: g.status.period }),
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
      }
      for (const e of ends) await this.endGame(trx, e.gameId, e.score, e.clock, e.results);
    });
    return ends.map((e) => e.gameId);
  }

  /** Marks a game ended and stores every market's outcome; markets not listed keep theirs. */
  async endGame(
    trx: Kysely<Database>,
    gameId: number,
    score: readonly [number, number],
    clock: number,
    results: readonly { marketId: number; outcome: string }[],
  ): Promise<void> {
    await trx
      .updateTable('sb_games')
      .set({ status: 'ended', is_live: 0, score_home: score[0], score_away: score[1], clock, updated_at: this.clock.now() })
      .where('id', '=', gameId)
      .execute();
    const byOutcome = new Map<string, number[]>();
    for (const r of results) byOutcome.set(r.outcome, [...(byOutcome.get(r.outcome) ?? []), r.marketId]);
    for (const [outcome, ids] of byOutcome) {
      for (const part of chunks(ids)) {
        await trx.updateTable('sb_markets').set({ outcome, is_blocked: 1 }).where('game_id', '=', gameId).where('id', 'in', part).execute();
      }
    }
  }

  /** Inserts games, or overwrites them by id: applying the same rows twice is the same as once. */
  private async upsertGames(trx: Kysely<Database>, games: readonly Game[], at: number): Promise<void> {
    for (const part of chunks(games)) {
      await trx
        .insertInto('sb_games')
        .values(
          part.map((g) => ({
            id: g.id,
            sport_id: g.sportId,
            champ_id: g.champId,
            ...nameColumns('home', g.opponents[0]),
            ...nameColumns('away', g.opponents[1]),
            start_time: g.startTime,
            status: g.status,
            period: g.period,
            is_live: bit(g.isLive),
            score_home: g.score[0],
            score_away: g.score[1],
            clock: g.clock,
            has_stream: bit(g.hasStream),
            updated_at: at,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            sport_id: eb.ref('excluded.sport_id'),
            champ_id: eb.ref('excluded.champ_id'),
            ...excludedNames('home'),
            ...excludedNames('away'),
            start_time: eb.ref('excluded.start_time'),
            status: eb.ref('excluded.status'),
            period: eb.ref('excluded.period'),
            is_live: eb.ref('excluded.is_live'),
            score_home: eb.ref('excluded.score_home'),
            score_away: eb.ref('excluded.score_away'),
            clock: eb.ref('excluded.clock'),
            has_stream: eb.ref('excluded.has_stream'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  /** Inserts markets, or overwrites them by id (clearing any old result). */
  private async upsertMarkets(trx: Kysely<Database>, markets: readonly Market[]): Promise<void> {
    for (const part of chunks(markets, 250)) {
      await trx
        .insertInto('sb_markets')
        .values(
          part.map((m) => ({
            id: m.id,
            game_id: m.gameId,
            type_id: m.typeId,
            kind: m.kind,
            grp: m.group,
            line_milli: m.line === null ? null : milli(m.line),
            exact_home: m.exactScore ? m.exactScore[0] : null,
            exact_away: m.exactScore ? m.exactScore[1] : null,
            ...nameColumns('name', m.name),
            coef_milli: milli(m.coef),
            is_blocked: bit(m.isBlocked),
            is_depend: bit(m.isDepend),
            is_banned_express: bit(m.isBannedExpress),
            outcome: null,
          })),
        )
        // A restart replays the seed: the game is the feed's again, so an old result is cleared.
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            game_id: eb.ref('excluded.game_id'),
            type_id: eb.ref('excluded.type_id'),
            kind: eb.ref('excluded.kind'),
            grp: eb.ref('excluded.grp'),
            line_milli: eb.ref('excluded.line_milli'),
            exact_home: eb.ref('excluded.exact_home'),
            exact_away: eb.ref('excluded.exact_away'),
            ...excludedNames('name'),
            coef_milli: eb.ref('excluded.coef_milli'),
            is_blocked: eb.ref('excluded.is_blocked'),
            is_depend: eb.ref('excluded.is_depend'),
            is_banned_express: eb.ref('excluded.is_banned_express'),
            outcome: null,
          })),
        )
        .execute();
    }
  }

  /** UPDATE ... SET col = CASE id WHEN .. THEN .. END WHERE id IN (..): one statement per chunk. */
  private async setColumn(trx: Kysely<Database>, column: 'coef_milli' | 'is_blocked', values: Map<number, number>): Promise<void> {
    for (const part of chunks([...values])) {
      const cases = sql.join(part.map(([id, v]) => sql`WHEN ${id} THEN CAST(${v} AS INTEGER)`), sql` `);
      await trx
        .updateTable('sb_markets')
        .set({ [column]: sql`CASE id ${cases} END` })
        .where('id', 'in', part.map(([id]) => id))
        .where('outcome', 'is', null)
        .execute();
    }
  }
}
