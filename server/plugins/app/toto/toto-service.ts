import {
  CYBER_DISCIPLINES,
  MARBLE_SPORT_ID,
  TOTO_BASE_PRICE,
  TOTO_EVENTS,
  TOTO_MARGIN,
  TOTO_MAX_COMBINATIONS,
  totoCombinations,
  type TotoBuyAnswer,
  type TotoBuyBody,
  type TotoDraw,
  type TotoEvent,
  type TotoPool,
  type TotoTicket,
} from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import { nameIn, nameSelection } from '../../../db/name-columns';
import type { Database, TotoDrawsTable } from '../../../db/schema';
import type { Lang } from '../../../feed/index';
import { HttpError } from '../../external/http-error';
import { purchaseTicket, requestHash, settleTicket, type TicketDeps } from '../lotto/tickets';
import { currencyById, fromMinor, toMinor } from '../money/currencies';
import { bestCorrect, correctCounts, sharePool, type TotoResult } from './toto-math';

type DrawRow = Selectable<TotoDrawsTable>;
/** The 1X2 markets' type ids (spec 1): 1 home, 2 draw, 3 away. */
const RESULT_BY_TYPE: Record<number, TotoResult> = { 1: '1', 2: 'X', 3: '2' };
/** Toto is played on the classic sports: never on esports or virtual games. */
const CYBER_SPORT_IDS = [...CYBER_DISCIPLINES.map((d) => d.sportId), MARBLE_SPORT_ID];
/** A draw is made of games starting at least this long after it opens. */
const LEAD_MS = 10 * 60_000;

/** Pools as stored once settled: minor units. */
interface StoredPool {
  currencyId: number;
  stakes: number;
  pool: number;
  jackpot: number;
  tiers: { correct: number; winners: number; perCombination: number }[];
}

export interface TotoOptions {
  /** The house's share of the stakes (default TOTO_MARGIN). */
  margin?: number;
}

/**
 * Toto (issue 19): a draw of the 15 earliest upcoming line games with 1X2 markets, open until
 * the first of them starts; tickets pick 1/X/2 per event (price = base x combinations) through
 * the shared ticket money path; when every event has its result the pool of each currency,
 * minus the margin, is shared by the combinations with 15, 14, 13, 12 correct, and what nobody
 * won carries over to the next draw's jackpot, in one transaction, exactly once.
 */
export class TotoService {
  private readonly margin: number;

  constructor(
    private readonly deps: TicketDeps,
    opts: TotoOptions = {},
  ) {
    this.margin = opts.margin ?? TOTO_MARGIN;
  }

  /** The open draw, made from the line when there is none; null when the line is too thin. */
  async current(lang: Lang): Promise<TotoDraw | null> {
    await this.settleDue();
    const open = await this.openDraw();
    return open ? this.view(open, lang) : null;
  }

  private async openDraw(): Promise<DrawRow | null> {
    const now = this.deps.clock.now();
    const found = await this.deps.db.selectFrom('toto_draws').selectAll().where('status', '=', 'open').where('closes_at', '>', now).orderBy('id', 'desc').executeTakeFirst();
    if (found) return found;
    const games = await this.deps.db
      .selectFrom('sb_games as g')
      .select(['g.id', 'g.start_time'])
      .where('g.status', '=', 'scheduled')
      .where('g.start_time', '>', now + LEAD_MS)
      .where('g.sport_id', 'not in', CYBER_SPORT_IDS)
      .where((eb) =>
        eb(
          eb.selectFrom('sb_markets as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.game_id', '=', 'g.id').where('m.type_id', 'in', [1, 2, 3]),
          '=',
          3,
        ),
      )
      .orderBy('g.start_time')
      .orderBy('g.id')
      .limit(TOTO_EVENTS)
      .execute();
    if (games.length < TOTO_EVENTS) return null;
    try {
      return await this.createDraw(games, now);
    } catch (err) {
      // another request opened one at the same moment (one open draw at a time: unique index)
      if (!isUniqueViolation(err)) throw err;
      return (await this.deps.db.selectFrom('toto_draws').selectAll().where('status', '=', 'open').executeTakeFirst()) ?? null;
    }
  }

  private createDraw(games: { id: number; start_time: number }[], now: number): Promise<DrawRow> {
    return this.deps.db.transaction().execute(async (trx) => {
      const draw = await trx
        .insertInto('toto_draws')
        .values({ status: 'open', closes_at: Number(games[0]!.start_time), created_at: now, settled_at: null, pools: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('toto_events')
        .values(games.map((g, idx) => ({ draw_id: Number(draw.id), idx, game_id: g.id, result: null })))
        .execute();
      return trx.selectFrom('toto_draws').selectAll().where('id', '=', Number(draw.id)).executeTakeFirstOrThrow();
    });
  }

  async draws(lang: Lang, limit = 20): Promise<TotoDraw[]> {
    await this.settleDue();
    const rows = await this.deps.db.selectFrom('toto_draws').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return Promise.all(rows.map((r) => this.view(r, lang)));
  }

  async draw(drawId: number, lang: Lang): Promise<TotoDraw> {
    await this.settleDue();
    const row = await this.deps.db.selectFrom('toto_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'toto.draw_not_found', 'There is no such toto draw');
    return this.view(row, lang);
  }

  private async view(row: DrawRow, lang: Lang): Promise<TotoDraw> {
    const drawId = Number(row.id);
    const events = await this.deps.db
      .selectFrom('toto_events as e')
      .innerJoin('sb_games as g', 'g.id', 'e.game_id')
      .innerJoin('sb_champs as c', 'c.id', 'g.champ_id')
      .select(['e.idx', 'e.game_id', 'e.result', ...nameSelection('g.home'), ...nameSelection('g.away'), 'g.start_time', ...nameSelection('c.name')])
      .where('e.draw_id', '=', drawId)
      .orderBy('e.idx')
      .execute();
    const settled = row.pools !== null ? (JSON.parse(row.pools) as StoredPool[]) : await this.livePools(drawId);
    return {
      id: drawId,
      status: row.status as TotoDraw['status'],
      closesAt: Number(row.closes_at),
      settledAt: row.settled_at === null ? null : Number(row.settled_at),
      events: events.map(
        (e): TotoEvent => ({
          idx: e.idx,
          gameId: e.game_id,
          home: nameIn(e, 'home', lang),
          away: nameIn(e, 'away', lang),
          champ: nameIn(e, 'name', lang),
          startTime: Number(e.start_time),
          result: e.result as TotoEvent['result'],
        }),
      ),
      pools: settled.map((p) => poolView(p)),
    };
  }

  /** An unsettled draw's pools so far: stakes by currency, the jackpot waiting. */
  private async livePools(drawId: number): Promise<StoredPool[]> {
    const rows = await this.deps.db
      .selectFrom('toto_tickets')
      .select(['currency_id', (eb) => eb.fn.sum<number | string>('amount_minor').as('stakes')])
      .where('draw_id', '=', drawId)
      .groupBy('currency_id')
      .execute();
    const jackpots = await this.jackpots(this.deps.db);
    return rows.map((r) => {
      const stakes = Number(r.stakes);
      return { currencyId: r.currency_id, stakes, pool: sharePool(stakes, 0, this.margin, []).pool, jackpot: jackpots.get(r.currency_id) ?? 0, tiers: [] };
    });
  }

  private async jackpots(trx: Kysely<Database>): Promise<Map<number, number>> {
    const rows = await trx.selectFrom('toto_jackpots').selectAll().execute();
    return new Map(rows.map((r) => [r.currency_id, Number(r.amount_minor)]));
  }

  async buy(userId: number, body: TotoBuyBody): Promise<TotoBuyAnswer> {
    const combinations = totoCombinations(body.picks);
    if (combinations > TOTO_MAX_COMBINATIONS)
      throw new HttpError(422, 'toto.too_many_combinations', `at most ${TOTO_MAX_COMBINATIONS} combinations`, {
        pointer: '/picks',
        meta: { max: TOTO_MAX_COMBINATIONS },
      });
    await this.settleDue();
    return purchaseTicket(this.deps, userId, {
      table: 'toto_tickets',
      ref: 'toto',
      idempotencyKey: body.idempotencyKey,
      hash: requestHash({ drawId: body.drawId, picks: body.picks }),
      price: async (trx, currency) => {
        const draw = await trx.selectFrom('toto_draws').select(['status', 'closes_at']).where('id', '=', body.drawId).executeTakeFirst();
        if (!draw) throw new HttpError(404, 'toto.draw_not_found', 'There is no such toto draw');
        if (draw.status !== 'open' || Number(draw.closes_at) <= this.deps.clock.now())
          throw new HttpError(422, 'toto.closed', 'This draw no longer takes tickets');
        return (toMinor(TOTO_BASE_PRICE, currency) as number) * combinations;
      },
      insert: async (trx, common) => {
        const row = await trx
          .insertInto('toto_tickets')
          .values({ ...common, draw_id: body.drawId, picks: body.picks.join(','), combinations, correct: null, win_minor: null, settled_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      },
      answer: async (trx, ticketId, balanceMinor, currency) => ({
        demo: true,
        ticket: (await this.ticketViews(trx, userId, ticketId))[0] as TotoTicket,
        balance: fromMinor(balanceMinor, currency),
      }),
    });
  }

  async tickets(userId: number): Promise<TotoTicket[]> {
    await this.settleDue();
    return this.ticketViews(this.deps.db, userId);
  }

  private async ticketViews(trx: Kysely<Database>, userId: number, ticketId?: number): Promise<TotoTicket[]> {
    let q = trx.selectFrom('toto_tickets').selectAll().where('user_id', '=', userId);
    if (ticketId !== undefined) q = q.where('id', '=', ticketId);
    const rows = await q.orderBy('id', 'desc').limit(200).execute();
    return rows.map((r) => {
      const currency = currencyById(r.currency_id)!;
      return {
        id: Number(r.id),
        drawId: r.draw_id,
        picks: r.picks.split(','),
        combinations: r.combinations,
        amount: fromMinor(Number(r.amount_minor), currency),
        currency: currency.iso,
        status: r.status as TotoTicket['status'],
        correct: r.correct,
        win: r.win_minor === null ? null : fromMinor(Number(r.win_minor), currency),
        createdAt: Number(r.created_at),
      };
    });
  }

  /**
   * Closes draws whose first event has started (or any event has left the line), reads their events' results from the line
   * (a game's 1X2 markets: the winning one, or void when all three are void) and settles every
   * draw whose 15 events all have one. Returns the ids settled now.
   */
  async settleDue(): Promise<number[]> {
    const now = this.deps.clock.now();
    // Sales stop when the first event starts, or earlier when any event has left the line (started or settled by hand).
    await this.deps.db
      .updateTable('toto_draws')
      .set({ status: 'closed' })
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb('closes_at', '<=', now),
          eb.exists(
            eb
              .selectFrom('toto_events as e')
              .innerJoin('sb_games as g', 'g.id', 'e.game_id')
              .select('e.idx')
              .whereRef('e.draw_id', '=', 'toto_draws.id')
              .where('g.status', '!=', 'scheduled'),
          ),
        ]),
      )
      .execute();
    const closed = await this.deps.db.selectFrom('toto_draws').select('id').where('status', '=', 'closed').execute();
    const settled: number[] = [];
    for (const d of closed) if (await this.settle(Number(d.id))) settled.push(Number(d.id));
    return settled;
  }

  private async results(drawId: number): Promise<TotoResult[] | null> {
    const rows = await this.deps.db
      .selectFrom('toto_events as e')
      .innerJoin('sb_markets as m', 'm.game_id', 'e.game_id')
      .select(['e.idx', 'm.type_id', 'm.outcome'])
      .where('e.draw_id', '=', drawId)
      .where('m.type_id', 'in', [1, 2, 3])
      .execute();
    const out: TotoResult[] = [];
    for (let idx = 0; idx < TOTO_EVENTS; idx++) {
      const markets = rows.filter((r) => r.idx === idx);
      if (markets.length === 0 || markets.some((m) => m.outcome === null)) return null;
      const won = markets.find((m) => m.outcome === 'win');
      out.push(won ? (RESULT_BY_TYPE[won.type_id] as TotoResult) : 'void');
    }
    return out;
  }

  /** Settles one closed draw whose events all have results; false when it is not ready (or already settled). */
  private async settle(drawId: number): Promise<boolean> {
    const results = await this.results(drawId);
    if (!results) return false;
    return this.deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('toto_draws')
        .set({ status: 'settled', settled_at: this.deps.clock.now() })
        .where('id', '=', drawId)
        .where('status', '=', 'closed')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      for (const [idx, result] of results.entries())
        await trx.updateTable('toto_events').set({ result }).where('draw_id', '=', drawId).where('idx', '=', idx).execute();
      const tickets = await trx.selectFrom('toto_tickets').selectAll().where('draw_id', '=', drawId).orderBy('id').execute();
      const jackpots = await this.jackpots(trx);
      const pools: StoredPool[] = [];
      for (const currencyId of [...new Set(tickets.map((t) => t.currency_id))].sort((a, b) => a - b)) {
        const mine = tickets.filter((t) => t.currency_id === currencyId);
        const counts = mine.map((t) => correctCounts(t.picks.split(','), results));
        const stakes = mine.reduce((s, t) => s + Number(t.amount_minor), 0);
        const jackpot = jackpots.get(currencyId) ?? 0;
        const share = sharePool(stakes, jackpot, this.margin, counts);
        for (const [i, t] of mine.entries())
          await settleTicket(trx, this.deps, 'toto_tickets', 'toto', { id: Number(t.id), account_id: t.account_id }, share.wins[i] as number, {
            correct: bestCorrect(counts[i] as number[]),
          });
        await trx.deleteFrom('toto_jackpots').where('currency_id', '=', currencyId).execute();
        await trx.insertInto('toto_jackpots').values({ currency_id: currencyId, amount_minor: share.carry }).execute();
        pools.push({ currencyId, stakes, pool: share.pool, jackpot, tiers: share.tiers });
      }
      await trx.updateTable('toto_draws').set({ pools: JSON.stringify(pools) }).where('id', '=', drawId).execute();
      return true;
    });
  }
}

function poolView(p: StoredPool): TotoPool {
  const currency = currencyById(p.currencyId)!;
  return {
    currency: currency.iso,
    stakes: fromMinor(p.stakes, currency),
    pool: fromMinor(p.pool, currency),
    jackpot: fromMinor(p.jackpot, currency),
    tiers: p.tiers.map((t) => ({ ...t, perCombination: fromMinor(t.perCombination, currency) })),
  };
}
