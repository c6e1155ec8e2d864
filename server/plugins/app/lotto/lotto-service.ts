import { LOTTO_GAMES, type LottoBuyAnswer, type LottoBuyBody, type LottoDraw, type LottoGame, type LottoGameDef, type LottoTicket } from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Database, LottoDrawsTable } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import { currencyById, fromMinor, toMinor, type Currency } from '../money/currencies';
import { countMatches, drawNumbers, joinNumbers, newSeed, nextSlot, prizeMinor, splitNumbers, validNumbers } from './draw-math';
import { purchaseTicket, requestHash, settleTicket, type TicketDeps } from './tickets';

type DrawRow = Selectable<LottoDrawsTable>;

export function lottoGame(idOrSlug: number | string): LottoGameDef | undefined {
  return LOTTO_GAMES.find((g) => g.id === Number(idOrSlug) || g.slug === idOrSlug);
}

function gameOrThrow(id: number | string): LottoGameDef {
  const game = lottoGame(id);
  if (!game) throw new HttpError(404, 'lotto.game_not_found', 'There is no such lotto game');
  return game;
}

function drawView(row: DrawRow): LottoDraw {
  const drawn = row.numbers !== null;
  return {
    id: Number(row.id),
    gameId: row.game_id,
    drawAt: Number(row.draw_at),
    status: drawn ? 'drawn' : 'open',
    seedHash: row.seed_hash,
    seed: drawn ? row.seed : null,
    numbers: drawn ? splitNumbers(row.numbers as string) : null,
  };
}

const priceMinor = (game: LottoGameDef, currency: Currency) => toMinor(game.price, currency) as number;

/**
 * The lotto (issue 19): draw games on a schedule of the app clock, tickets bought through the
 * ledger and the protection guard, draws from a CSPRNG seed that is stored (its hash shown) when
 * the draw is first needed and published once drawn, prizes by matches.
 */
export class LottoService {
  constructor(private readonly deps: TicketDeps) {}

  /** The game's next draw still to be drawn (created with its seed when first asked for). */
  async nextDraw(game: LottoGameDef, trx: Kysely<Database> = this.deps.db): Promise<DrawRow> {
    let at = nextSlot(game, this.deps.clock.now());
    for (;;) {
      const row = await this.drawAt(game, at, trx);
      if (row.numbers === null) return row;
      at += game.everyMinutes * 60_000; // drawn early by the operator: the next slot sells
    }
  }

  private async drawAt(game: LottoGameDef, at: number, trx: Kysely<Database>): Promise<DrawRow> {
    const find = () => trx.selectFrom('lotto_draws').selectAll().where('game_id', '=', game.id).where('draw_at', '=', at).executeTakeFirst();
    const found = await find();
    if (found) return found;
    const { seed, seedHash } = newSeed();
    try {
      await trx.insertInto('lotto_draws').values({ game_id: game.id, draw_at: at, seed, seed_hash: seedHash, numbers: null, drawn_at: null }).execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    return (await find()) as DrawRow;
  }

  async games(currency: Currency): Promise<LottoGame[]> {
    await this.runDue();
    return Promise.all(LOTTO_GAMES.map(async (g) => this.gameView(g, currency)));
  }

  private async gameView(game: LottoGameDef, currency: Currency): Promise<LottoGame> {
    return {
      id: game.id,
      slug: game.slug,
      pick: game.pick,
      of: game.of,
      price: game.price,
      currency: currency.iso,
      everyMinutes: game.everyMinutes,
      tiers: Object.entries(game.tiers)
        .map(([m, x]) => ({ matches: Number(m), multiplier: x }))
        .sort((a, b) => b.matches - a.matches),
      nextDraw: drawView(await this.nextDraw(game)),
    };
  }

  /** One game with its latest drawn draws. */
  async game(idOrSlug: string, currency: Currency, limit = 20): Promise<{ game: LottoGame; results: LottoDraw[] }> {
    const game = gameOrThrow(idOrSlug);
    await this.runDue();
    const rows = await this.deps.db
      .selectFrom('lotto_draws')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('numbers', 'is not', null)
      .orderBy('draw_at', 'desc')
      .limit(limit)
      .execute();
    return { game: await this.gameView(game, currency), results: rows.map(drawView) };
  }

  async draw(drawId: number): Promise<LottoDraw> {
    await this.runDue();
    const row = await this.deps.db.selectFrom('lotto_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'lotto.draw_not_found', 'There is no such draw');
    return drawView(row);
  }

  async buy(userId: number, body: LottoBuyBody): Promise<LottoBuyAnswer> {
    const game = gameOrThrow(body.gameId);
    if (!validNumbers(body.numbers, game))
      throw new HttpError(422, 'lotto.bad_numbers', `pick ${game.pick} different numbers from 1 to ${game.of}`, {
        pointer: '/numbers',
        meta: { pick: game.pick, of: game.of },
      });
    const numbers = [...body.numbers].sort((a, b) => a - b);
    return purchaseTicket(this.deps, userId, {
      table: 'lotto_tickets',
      ref: 'lotto',
      idempotencyKey: body.idempotencyKey,
      hash: requestHash({ gameId: game.id, numbers }),
      price: async (_trx, currency) => priceMinor(game, currency),
      insert: async (trx, common) => {
        const draw = await this.nextDraw(game, trx);
        const row = await trx
          .insertInto('lotto_tickets')
          .values({ ...common, draw_id: Number(draw.id), numbers: joinNumbers(numbers), matches: null, win_minor: null, settled_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      },
      answer: async (trx, ticketId, balanceMinor, currency) => ({
        demo: true,
        ticket: (await this.ticketViews(trx, userId, ticketId))[0] as LottoTicket,
        balance: fromMinor(balanceMinor, currency),
      }),
    });
  }

  async tickets(userId: number): Promise<LottoTicket[]> {
    await this.runDue();
    return this.ticketViews(this.deps.db, userId);
  }

  private async ticketViews(trx: Kysely<Database>, userId: number, ticketId?: number): Promise<LottoTicket[]> {
    let q = trx
      .selectFrom('lotto_tickets as t')
      .innerJoin('lotto_draws as d', 'd.id', 't.draw_id')
      .select(['t.id', 't.draw_id', 't.numbers', 't.amount_minor', 't.currency_id', 't.status', 't.matches', 't.win_minor', 't.created_at', 'd.game_id', 'd.draw_at'])
      .where('t.user_id', '=', userId);
    if (ticketId !== undefined) q = q.where('t.id', '=', ticketId);
    const rows = await q.orderBy('t.id', 'desc').limit(200).execute();
    return rows.map((r) => {
      const currency = currencyById(r.currency_id)!;
      return {
        id: Number(r.id),
        gameId: r.game_id,
        drawId: Number(r.draw_id),
        drawAt: Number(r.draw_at),
        numbers: splitNumbers(r.numbers),
        amount: fromMinor(Number(r.amount_minor), currency),
        currency: currency.iso,
        status: r.status as LottoTicket['status'],
        matches: r.matches,
        win: r.win_minor === null ? null : fromMinor(Number(r.win_minor), currency),
        createdAt: Number(r.created_at),
      };
    });
  }

  /**
   * Draws one draw now (the operator's `lotto draw <id>`, and the schedule when its time
   * comes) and settles its tickets. Drawing twice changes nothing: the numbers follow from the
   * stored seed, and a ticket is paid once.
   */
  async runDraw(drawId: number): Promise<{ draw: LottoDraw; settled: number }> {
    const row = await this.deps.db.selectFrom('lotto_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'lotto.draw_not_found', 'There is no such draw');
    const game = lottoGame(row.game_id)!;
    if (row.numbers === null)
      await this.deps.db
        .updateTable('lotto_draws')
        .set({ numbers: joinNumbers(drawNumbers(row.seed, game.pick, game.of)), drawn_at: this.deps.clock.now() })
        .where('id', '=', drawId)
        .where('numbers', 'is', null)
        .execute();
    const drawn = (await this.deps.db.selectFrom('lotto_draws').selectAll().where('id', '=', drawId).executeTakeFirstOrThrow()) as DrawRow;
    const numbers = splitNumbers(drawn.numbers as string);
    const open = await this.deps.db.selectFrom('lotto_tickets').selectAll().where('draw_id', '=', drawId).where('status', '=', 'open').execute();
    let settled = 0;
    for (const t of open) {
      const matches = countMatches(splitNumbers(t.numbers), numbers);
      const win = prizeMinor(game, matches, Number(t.amount_minor));
      const paid = await this.deps.db
        .transaction()
        .execute((trx) => settleTicket(trx, this.deps, 'lotto_tickets', 'lotto', { id: Number(t.id), account_id: t.account_id }, win, { matches }));
      if (paid) settled++;
    }
    return { draw: drawView(drawn), settled };
  }

  /** Draws every draw whose time has come and settles tickets left open (a crash between the two). */
  async runDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .selectFrom('lotto_draws')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('numbers', 'is', null), eb('draw_at', '<=', now)]),
          eb.and([eb('numbers', 'is not', null), eb('id', 'in', eb.selectFrom('lotto_tickets').select('draw_id').where('status', '=', 'open'))]),
        ]),
      )
      .execute();
    for (const d of due) await this.runDraw(Number(d.id));
    return due.length;
  }
}
