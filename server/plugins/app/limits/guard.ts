import { LIMIT_TYPE } from '@site/api/contracts';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { fromMinor, type Currency } from '../money/currencies';
import { HOUR_MS, lowestRemaining } from './limit-rules';
import { DEPOSIT_TYPES, LOSS_TYPES, utcText, WAGERING_TYPES, type LimitsService } from './limits-service';

/**
 * THE one guard every product that takes a player's money calls inside its own transaction,
 * before it writes anything (today: sportsbook placement; casino rounds and deposits when they
 * land). It refuses, in this order: 403 `banned` (ban level above 0); 422 `self_excluded`
 * (meta.endsAt); 422 `session_limit_ended`; for a stake, 422 `limit.wagering` / `limit.loss`
 * with the lowest remaining amount of the kind (meta.remaining, currency); for a deposit,
 * 422 `limit.deposit_timeout` and `limit.deposit`. On PostgreSQL it locks the player's row, so
 * two concurrent stakes cannot both spend the same remaining amount (SQLite's single writer
 * already serialises them).
 */
export class ProtectionGuard {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: LimitsService,
    private readonly clock: Clock,
  ) {}

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

  /** When the session limit runs out (epoch ms), or null without one. */
  async sessionEndsAt(
    userId: number,
    trx: Kysely<Database> = this.db,
    states?: Awaited<ReturnType<LimitsService['states']>>,
  ): Promise<number | null> {
    const session = (states ?? (await this.limits.states(userId, trx))).get(LIMIT_TYPE.session)?.active;
    if (!session) return null;
    const signedIn = await this.signedInAt(userId, trx);
    return signedIn === null ? null : signedIn + session.value * HOUR_MS;
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
    let q = trx.selectFrom('users').select('ban_level').where('id', '=', userId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
    const user = await q.executeTakeFirst();
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
