import { LIMIT_TYPE } from '@site/api/contracts';
import { type Kysely, PostgresAdapter } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { fromMinor, type Currency } from '../money/currencies';
import { HOUR_MS, lowestRemaining } from './limit-rules';
import { DEPOSIT_TYPES, LOSS_TYPES, utcText, WAGERING_TYPES, type LimitsService } from './limits-service';

/** The limit_history event of a session limit that ran out (issue 14: it holds until the next UTC day). */
export const SESSION_ENDED_EVENT = 'session_ended';
const DAY_MS = 24 * HOUR_MS;
/** 00:00 UTC of the day of `ms`. */
const utcDayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * THE one guard every product that takes a player's money calls inside its own transaction,
 * before it writes anything (today: sportsbook placement; casino rounds and deposits when they
 * land). It refuses, in this order: 403 `banned` (ban level above 0); 422 `self_excluded`
 * (meta.endsAt); 422 `session_limit_ended` (from the end of a session limit until 00:00 UTC of the
 * next day); for a stake, 422 `limit.wagering` / `limit.loss`
 * with the lowest remaining amount of the kind (meta.remaining, currency); for a deposit,
 * 422 `limit.deposit_timeout` and `limit.deposit`. On PostgreSQL it locks the player's row, so
 * two concurrent stakes cannot both spend the same remaining amount (SQLite's single writer
 * already serialises them).
 */
export class ProtectionGuard {
  /** The ban level, read inside the caller's transaction on every stake: compiled once (see PreparedQuery). */
  private readonly banQuery: PreparedQuery<{ id: number }, { ban_level: number }>;
  /** The same, locking the player's row on PostgreSQL. */
  private readonly banForUpdateQuery: PreparedQuery<{ id: number }, { ban_level: number }>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: LimitsService,
    private readonly clock: Clock,
  ) {
    this.banQuery = new PreparedQuery(db, (db, param) => db.selectFrom('users').select('ban_level').where('id', '=', param('id')));
    this.banForUpdateQuery = new PreparedQuery(db, (db, param) => db.selectFrom('users').select('ban_level').where('id', '=', param('id')).forUpdate());
  }

  /** A stake of `amountMinor` in `currency` (a bet, a casino round). */
  async checkStake(trx: Kysely<Database>, userId: number, amountMinor: number, currency: Currency): Promise<void> {
    const states = await this.common(trx, userId);
    for (const [types, code] of [
      [WAGERING_TYPES, 'limit.wagering'],
      [LOSS_TYPES, 'limit.loss'],
    ] as const) {
      const left = lowestRemaining(await this.limits.remaining(userId, types, currency, states, trx));
      if (left !== null && amountMinor > left)
        throw new HttpError(422, code, `the stake is above the remaining ${code.slice(6)} limit`, {
          meta: { remaining: fromMinor(left, currency), currency: currency.iso },
        });
    }
  }

  /** A deposit of `amountMinor` in `currency`. */
  async checkDeposit(trx: Kysely<Database>, userId: number, amountMinor: number, currency: Currency): Promise<void> {
    const states = await this.common(trx, userId);
    const timeout = states.get(LIMIT_TYPE.depositTimeout)?.active;
    if (timeout)
      throw new HttpError(422, 'limit.deposit_timeout', 'deposits are paused by a time-out', {
        meta: { endsAt: utcText(timeout.endsAt ?? 0) },
      });
    const left = lowestRemaining(await this.limits.remaining(userId, DEPOSIT_TYPES, currency, states, trx));
    if (left !== null && amountMinor > left)
      throw new HttpError(422, 'limit.deposit', 'the deposit is above the remaining deposit limit', {
        meta: { remaining: fromMinor(left, currency), currency: currency.iso },
      });
  }

  /**
   * When the session limit ran or runs out (epoch ms), or null without one. The hours count from
   * the latest sign-in; but once a session limit has ended, that end holds until 00:00 UTC of the
   * next day, whatever sessions follow (signing out and in again does not restart it). An end is
   * recorded (limit_history, event `session_ended`, at_ms = the end) when it is observed: at
   * once outside a transaction (the ping), after it otherwise (a refused stake rolls back its own
   * transaction, so the record goes through the pool once that transaction is over).
   */
  async sessionEndsAt(
    userId: number,
    trx: Kysely<Database> = this.db,
    states?: Awaited<ReturnType<LimitsService['states']>>,
  ): Promise<number | null> {
    const session = (states ?? (await this.limits.states(userId, trx))).get(LIMIT_TYPE.session)?.active;
    if (!session) return null;
    const now = this.clock.now();
    const endedToday = await trx
      .selectFrom('limit_history')
      .select('at_ms')
      .where('user_id', '=', userId)
      .where('limit_type', '=', LIMIT_TYPE.session)
      .where('event', '=', SESSION_ENDED_EVENT)
      .where('at_ms', '>=', utcDayStart(now))
      .where('at_ms', '<=', now)
      .orderBy('at_ms', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (endedToday) return Number(endedToday.at_ms);
    const signedIn = await this.signedInAt(userId, trx);
    if (signedIn === null) return null;
    const ends = signedIn + session.value * HOUR_MS;
    if (ends <= now) {
      if (trx.isTransaction) void this.recordSessionEnd(this.db, userId, ends).catch(() => {});
      else await this.recordSessionEnd(trx, userId, ends);
    }
    return ends;
  }

  private async recordSessionEnd(db: Kysely<Database>, userId: number, endedAt: number): Promise<void> {
    const known = await db
      .selectFrom('limit_history')
      .select('id')
      .where('user_id', '=', userId)
      .where('limit_type', '=', LIMIT_TYPE.session)
      .where('event', '=', SESSION_ENDED_EVENT)
      .where('at_ms', '=', endedAt)
      .executeTakeFirst();
    if (known) return;
    await db
      .insertInto('limit_history')
      .values({ user_id: userId, limit_type: LIMIT_TYPE.session, event: SESSION_ENDED_EVENT, limit_value: null, at_ms: endedAt })
      .execute();
  }

  /** The start of the player's latest session (epoch ms), or null when none is open. */
  async signedInAt(userId: number, trx: Kysely<Database> = this.db): Promise<number | null> {
    const row = await trx
      .selectFrom('sessions')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('expires_at', '>', this.clock.now())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.created_at) : null;
  }

  private async common(trx: Kysely<Database>, userId: number) {
    const q = trx.getExecutor().adapter instanceof PostgresAdapter ? this.banForUpdateQuery : this.banQuery;
    const user = await q.takeFirst(trx, { id: userId });
    if (!user || user.ban_level > 0) throw new HttpError(403, 'banned', 'a banned player can neither bet, play nor deposit');
    const states = await this.limits.states(userId, trx);
    const exclusion = states.get(LIMIT_TYPE.selfExclusion)?.active;
    if (exclusion)
      throw new HttpError(422, 'self_excluded', 'the player has excluded themselves', { meta: { endsAt: utcText(exclusion.endsAt ?? 0) } });
    const ends = await this.sessionEndsAt(userId, trx, states);
    if (ends !== null && ends <= this.clock.now()) throw new HttpError(422, 'session_limit_ended', 'the session limit has run out');
    return states;
  }
}
