import { ACCOUNT_TYPE, type BonusGamesAnswer, type PlayBonusGameAnswer } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import type { ProtectionGuard } from '../limits/guard';
import { currencyById, fromMinor, type Currency } from '../money/currencies';
import type { LedgerService } from '../money/ledger';
import { cryptoDraw, type Draw, drawOutcome, gameRoutes, gameTable } from './games';

/**
 * Bonus games (issue 19): a round spends the player's bonus points (accounts.points of the main
 * account) and may win bonus money, credited to the bonus account through the ledger (kind
 * `bonus`), all in one transaction with the round's row and the points log.
 *
 * Points are not money, so no stake is counted for the wagering and loss limits; but the round
 * still goes through the one guard (`protection.checkStake` with a stake of 0): a banned player,
 * a self-excluded one and one whose session limit ran out are refused, and nothing is written.
 * The idempotency key is per player: the same key answers the first round again.
 */
export class BonusGamesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly protection: ProtectionGuard,
    private readonly clock: Clock,
    private readonly draw: Draw = cryptoDraw,
  ) {}

  async catalogue(userId: number | null): Promise<BonusGamesAnswer> {
    const player = userId === null ? null : await this.accounts(this.db, userId);
    const currency = player?.currency ?? null;
    const games = gameRoutes().map((route) => {
      const t = gameTable(route)!;
      return { route, cost: t.cost, prizes: [...t.prizes] };
    });
    return { games, points: player?.points ?? null, currency: currency?.iso ?? null };
  }

  async points(userId: number): Promise<number> {
    return (await this.accounts(this.db, userId))?.points ?? 0;
  }

  async play(userId: number, game: string, idempotencyKey: string): Promise<PlayBonusGameAnswer> {
    const table = gameTable(game);
    if (!table) throw new HttpError(404, 'not_found', 'no such bonus game');
    try {
      return await this.db.transaction().execute((trx) => this.playIn(trx, userId, game, idempotencyKey));
    } catch (err) {
      // the same key raced on PostgreSQL: the loser answers as the winner did
      if (isUniqueViolation(err)) {
        const seen = await this.db.transaction().execute((trx) => this.replay(trx, userId, game, idempotencyKey));
        if (seen) return seen;
      }
      throw err;
    }
  }

  /** Adds (or, negative, takes) points, logged; 422-free: the operator's command checks the amount. */
  async grant(userId: number, delta: number, ref: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const player = await this.accounts(trx, userId);
      if (!player) throw new HttpError(404, 'not_found', 'no such player');
      const row = await trx
        .updateTable('accounts')
        .set((eb) => ({ points: eb('points', '+', delta) }))
        .where('id', '=', player.mainId)
        .where((eb) => eb(eb('points', '+', delta), '>=', 0))
        .returning('points')
        .executeTakeFirst();
      if (!row) throw new HttpError(422, 'bonus_games.not_enough_points', 'the player has fewer points', { meta: { points: player.points, cost: -delta } });
      await trx.insertInto('points_log').values({ user_id: userId, delta, points_after: row.points, ref, created_at: this.clock.now() }).execute();
      return row.points;
    });
  }

  private async playIn(trx: Kysely<Database>, userId: number, game: string, key: string): Promise<PlayBonusGameAnswer> {
    const seen = await this.replay(trx, userId, game, key);
    if (seen) return seen;
    const table = gameTable(game)!;
    const player = await this.accounts(trx, userId);
    if (!player) throw new HttpError(404, 'not_found', 'no such player');
    await this.protection.checkStake(trx, userId, 0, player.currency);
    const spent = await trx
      .updateTable('accounts')
      .set((eb) => ({ points: eb('points', '-', table.cost) }))
      .where('id', '=', player.mainId)
      .where('points', '>=', table.cost)
      .returning('points')
      .executeTakeFirst();
    if (!spent) {
      throw new HttpError(422, 'bonus_games.not_enough_points', `the round costs ${table.cost} points`, { meta: { points: player.points, cost: table.cost } });
    }
    const outcome = drawOutcome(table, this.draw);
    const prizeMinor = Math.round((table.prizes[outcome] as number) * 10 ** player.currency.minorUnits);
    const now = this.clock.now();
    const play = await trx
      .insertInto('bonus_game_plays')
      .values({ user_id: userId, game, idempotency_key: key, points_spent: table.cost, outcome, prize_minor: prizeMinor, account_id: player.bonusId, ledger_entry_id: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (prizeMinor > 0) {
      const entry = await this.ledger.post({ accountId: player.bonusId, amountMinor: prizeMinor, kind: 'bonus', ref: `bonus-game:${play.id}` }, trx);
      await trx.updateTable('bonus_game_plays').set({ ledger_entry_id: entry.entryId }).where('id', '=', play.id).execute();
    }
    await trx.insertInto('points_log').values({ user_id: userId, delta: -table.cost, points_after: spent.points, ref: `bonus-game:${play.id}`, created_at: now }).execute();
    return this.answer(trx, Number(play.id), userId, false);
  }

  private async replay(trx: Kysely<Database>, userId: number, game: string, key: string): Promise<PlayBonusGameAnswer | null> {
    const row = await trx.selectFrom('bonus_game_plays').select(['id', 'game']).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) return null;
    if (row.game !== game) throw new HttpError(409, 'idempotency.conflict', 'This idempotency key was already used for a different game');
    return this.answer(trx, Number(row.id), userId, true);
  }

  private async answer(trx: Kysely<Database>, playId: number, userId: number, duplicate: boolean): Promise<PlayBonusGameAnswer> {
    const play = await trx.selectFrom('bonus_game_plays').selectAll().where('id', '=', playId).executeTakeFirstOrThrow();
    const player = (await this.accounts(trx, userId))!;
    const bonus = await this.ledger.balanceMinor(play.account_id, trx);
    return {
      playId,
      game: play.game,
      outcome: play.outcome,
      prize: fromMinor(Number(play.prize_minor), player.currency),
      currency: player.currency.iso,
      pointsSpent: play.points_spent,
      points: player.points,
      bonusBalance: fromMinor(bonus, player.currency),
      duplicate,
    };
  }

  private async accounts(trx: Kysely<Database>, userId: number): Promise<{ mainId: number; bonusId: number; points: number; currency: Currency } | null> {
    const rows = await trx
      .selectFrom('accounts')
      .select(['id', 'type', 'points', 'currency_id'])
      .where('user_id', '=', userId)
      .where('type', 'in', [ACCOUNT_TYPE.main, ACCOUNT_TYPE.bonus])
      .execute();
    const main = rows.find((r) => r.type === ACCOUNT_TYPE.main);
    const bonus = rows.find((r) => r.type === ACCOUNT_TYPE.bonus);
    const currency = main && currencyById(main.currency_id);
    if (!main || !bonus || !currency) return null;
    return { mainId: main.id, bonusId: bonus.id, points: Number(main.points), currency };
  }
}
