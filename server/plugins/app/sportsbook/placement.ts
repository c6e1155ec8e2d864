import { createHash } from 'node:crypto';
import { ACCOUNT_TYPE } from '@site/api';
import type { PlaceAnswer } from '@site/api/contracts';
import { type Bet, type CouponLimits, type CouponToSubmit, COUPON_TYPE, validateCoupon, type Violation } from '@site/betting';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { Database, SbCouponBetsTable, SbCouponsTable } from '../../../db/schema';
import type { WriteJobs } from '../../../db/write-jobs';
import { currencyById, fromMinor, toMinor, type Currency } from '../money/currencies';
import { isUniqueViolation } from '../../../db/db-errors';
import { HttpError } from '../../external/http-error';
import type { AccountsService } from '../money/accounts';
import type { LedgerService } from '../money/ledger';
import { CouponRejected, serverViolation } from './coupon-errors';
import type { Clock } from '../clock';

/** The wire coupon: the engine's CouponToSubmit with market ids as sent (number or string). */
export interface PlaceBet extends Omit<Bet, 'market'> {
  gameId?: number;
  /** The score the player saw (live bets with drop-on-score-change). */
  score?: [number, number];
  market: Omit<Bet['market'], 'id'> & { id: number | string };
}

export interface PlaceBody extends Omit<CouponToSubmit, 'bets' | 'amount'> {
  amount?: number;
  bets: PlaceBet[];
  idempotencyKey: string;
}

export type { PlaceAnswer };

/** The site config `betting` group, as far as placement reads it. */
export interface BettingConfig {
  expressBonusEnabled: boolean;
  vipBetEnabled: boolean;
  minBetAmount: number;
  minBetAmountTypes: number[];
  maxBetAmount: number;
  maxBetAmountTypes: number[];
}

const COMBINED: readonly number[] = [COUPON_TYPE.express, COUPON_TYPE.systemWithBanker, COUPON_TYPE.systemVariant];

export function requestHash(body: PlaceBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

function marketKey(id: number | string): number | null {
  const s = String(id);
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null;
}

interface MarketRow {
  id: number;
  game_id: number;
  sport_id: number;
  champ_id: number;
  type_id: number;
  kind: string;
  coef_milli: number;
  is_blocked: number;
  is_depend: number;
  is_banned_express: number;
  outcome: string | null;
  status: string;
  is_live: number;
  score_home: number;
  score_away: number;
}

/**
 * POST /web-api/coupon/place. Everything happens in ONE unit of work: the idempotency check,
 * the re-read of every market, the engine's verdict at the current coefs, the coupon row, the
 * debit through the ledger and the selections. A refused debit or any fault rolls all of it
 * back; (user_id, idempotency_key) is unique, so a retry (even a concurrent one) answers the
 * first coupon and never charges twice. The unit runs through WriteJobs: on SQLite many
 * placements share one COMMIT (GroupCommit), each in its own savepoint, answered after it.
 */
export class PlacementService {
  private readonly queries: ReturnType<typeof placementQueries>;
  /** The market re-read, one prepared query per number of distinct markets (1 to MAX_BETS). */
  private readonly marketQueries = new Map<number, PreparedQuery<Record<string, number>, MarketRow>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writes: WriteJobs,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {
    this.queries = placementQueries(db);
  }

  async place(userId: number, body: PlaceBody, config: BettingConfig): Promise<PlaceAnswer> {
    const hash = requestHash(body);
    try {
      return await this.writes.run((trx) => this.placeIn(trx, userId, body, hash, config));
    } catch (err) {
      // A concurrent retry with the same key won the race: answer as it did.
      if (isUniqueViolation(err)) {
        const first = await this.answerFor(this.db, userId, body.idempotencyKey, hash);
        if (first) return first;
      }
      throw err;
    }
  }

  private async placeIn(trx: Kysely<Database>, userId: number, body: PlaceBody, hash: string, config: BettingConfig): Promise<PlaceAnswer> {
    const seen = await this.answerFor(trx, userId, body.idempotencyKey, hash);
    if (seen) return seen;

    const account = await this.accountFor(trx, userId, body.accountId);
    const currency = currencyById(account.currency_id);
    if (!currency) throw new Error(`account ${account.id} has an unknown currency ${account.currency_id}`);
    const limits: CouponLimits = {
      minBetAmount: config.minBetAmount,
      minAmountTypeIds: config.minBetAmountTypes,
      maxBetAmount: config.maxBetAmount,
      maxAmountTypeIds: config.maxBetAmountTypes,
      isBonusAccount: account.type === ACCOUNT_TYPE.bonus,
      isExpressBonusEnabled: config.expressBonusEnabled,
      isVipBetEnabled: config.vipBetEnabled,
      currency: currency.iso,
    };

    const extra: Violation[] = [];
    const ids = body.bets.map((b) => marketKey(b.market.id));
    const known = ids.filter((x): x is number => x !== null);
    const rows = known.length === 0 ? [] : await this.marketRows(trx, [...new Set(known)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const combined = COMBINED.includes(body.typeId);
    const gameCount = new Map<number, number>();
    for (const r of ids) {
      const m = r === null ? undefined : byId.get(r);
      if (m) gameCount.set(m.game_id, (gameCount.get(m.game_id) ?? 0) + 1);
    }

    const currentCoefs: Record<string, number> = {};
    const bets: Bet[] = body.bets.map((b, i) => {
      const id = String(b.market.id);
      const m = ids[i] === null ? undefined : byId.get(ids[i]!);
      if (!m) return { ...b, market: { ...b.market, id } } as Bet;
      if (b.gameId !== undefined && b.gameId !== m.game_id) {
        extra.push(serverViolation('market_unavailable', `market ${id} is not a market of game ${b.gameId}`, `/bets/${i}/gameId`, { marketId: id }));
      }
      const open = m.outcome === null && m.status !== 'ended';
      if (open) currentCoefs[id] = m.coef_milli / 1000;
      if (body.isDropOnScoreChange && m.is_live === 1 && open) {
        if (!b.score) {
          extra.push(serverViolation('score_missing', `bet ${i + 1} is live: with drop-on-score-change it must carry the score it was taken at`, `/bets/${i}/score`, { marketId: id }));
        } else if (b.score[0] !== m.score_home || b.score[1] !== m.score_away) {
          extra.push(serverViolation('score_changed', `the score of game ${m.game_id} is now ${m.score_home}:${m.score_away}`, `/bets/${i}/score`, { marketId: id }));
        }
      }
      return {
        ...b,
        market: { ...b.market, id, kind: m.kind === 'special' ? 'special' : 'regular', isLive: m.is_live === 1, sportId: m.sport_id, typeId: m.type_id, gameId: m.game_id, champId: m.champ_id },
        isBlocked: m.is_blocked === 1,
        // Two selections of one game in a combination are dependent; the market may say so too.
        isDepend: m.is_depend === 1 || (combined && (gameCount.get(m.game_id) ?? 0) > 1),
        // Banned from express: refused in combinations only; it can still be a single.
        isBannedExpress: combined && m.is_banned_express === 1,
      } as Bet;
    });

    const { exactCoef, idempotencyKey: _key, ...rest } = body;
    const coupon: CouponToSubmit = { ...rest, amount: body.amount as number, bets };
    const result = validateCoupon(coupon, limits, { currentCoefs });
    const violations = [...result.violations, ...extra];
    // Exact coef: the coupon is placed only at exactly that coefficient, never paid at it.
    if (result.value && exactCoef !== undefined && exactCoef > 0 && Math.round(exactCoef * 1000) !== Math.round(result.value.coef * 1000)) {
      violations.push(serverViolation('coef_changed', `the coupon coefficient is now ${result.value.coef}, not the exact ${exactCoef} asked for`, '/exactCoef'));
    }
    if (violations.length > 0 || !result.value) {
      throw new CouponRejected(violations, currency.iso, { coefs: currentCoefs, demo: true });
    }
    const value = result.value;

    const amountMinor = this.minor(value.amount, currency);
    const winMinor = this.minor(value.possibleWinWithBonus, currency);
    const createdAt = this.clock.now();
    const coupon_ = await this.queries.insertCoupon.takeFirstOrThrow(trx, {
      user_id: userId,
      account_id: account.id,
      idempotency_key: body.idempotencyKey,
      request_hash: hash,
      type_id: value.typeId,
      system_value: value.typeId === COUPON_TYPE.systemWithBanker || value.typeId === COUPON_TYPE.systemVariant ? (body.systemValue ?? null) : null,
      currency_id: currency.id,
      amount_minor: amountMinor,
      coef_milli: Math.round(value.coef * 1000),
      possible_win_minor: winMinor,
      bonus_milli: value.expressBonus.offered ? Math.round(value.expressBonus.coef * 1000) : 1000,
      promo_code: body.promoCode?.trim() ? body.promoCode.trim() : null,
      change_coef_action: body.changeCoefAction ?? 2,
      created_at: createdAt,
    });
    const couponId = Number(coupon_.id);
    const entry = await this.ledger.post({ accountId: account.id, amountMinor: -amountMinor, kind: 'bet', ref: `coupon:${couponId}` }, trx);
    await this.queries.setBetEntry.run(trx, { id: couponId, bet_entry_id: entry.entryId, balance_after: entry.balanceMinor });
    for (const [idx, b] of bets.entries()) {
      const m = byId.get(Number(b.market.id))!;
      const single = value.typeId === COUPON_TYPE.singlesSet ? body.amountByBetId?.[b.market.id] : undefined;
      await this.queries.insertBet.run(trx, {
        coupon_id: couponId,
        idx,
        market_id: m.id,
        game_id: m.game_id,
        coef_milli: Math.round(value.coefByMarketId[b.market.id]! * 1000),
        is_banker: value.typeId === COUPON_TYPE.systemWithBanker && b.isBanker && !b.isDisabledBanker ? 1 : 0,
        amount_minor: single === undefined ? null : this.minor(single, currency),
        is_live: m.is_live,
      });
    }
    return { couponId, coef: value.coef, possibleWin: fromMinor(winMinor, currency), balance: fromMinor(entry.balanceMinor, currency), bonusCoef: value.expressBonus.offered ? value.expressBonus.coef : 1, demo: true };
  }

  private minor(amount: number, currency: Currency): number {
    const m = toMinor(amount, currency);
    if (m === null) throw new Error(`amount ${amount} is not whole ${currency.iso} minor units`);
    return m;
  }

  private async accountFor(trx: Kysely<Database>, userId: number, accountId: number | undefined) {
    const row =
      accountId === undefined
        ? await this.accounts.activeAccount(userId, trx)
        : await trx.selectFrom('accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).where('closed_at', 'is', null).executeTakeFirst();
    if (!row) throw new HttpError(422, 'account.not_found', 'You have no such account to bet from', accountId === undefined ? {} : { pointer: '/accountId' });
    return row;
  }

  private marketRows(trx: Kysely<Database>, ids: number[]): Promise<MarketRow[]> {
    let query = this.marketQueries.get(ids.length);
    if (!query) {
      query = marketQuery(this.db, ids.length);
      this.marketQueries.set(ids.length, query);
    }
    return query.rows(trx, Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
  }

  /** The first answer of an idempotency key, or null; 409 when the key came with another coupon. */
  private async answerFor(t: Kysely<Database>, userId: number, key: string, hash: string): Promise<PlaceAnswer | null> {
    const row = await this.queries.couponByKey.takeFirst(t, { user_id: userId, idempotency_key: key });
    if (!row) return null;
    if (row.request_hash !== hash) throw new HttpError(409, 'idempotency.conflict', 'This idempotencyKey was already used for a different coupon; use a new key for a new coupon', { pointer: '/idempotencyKey' });
    const currency = currencyById(row.currency_id)!;
    return {
      couponId: Number(row.id),
      coef: row.coef_milli / 1000,
      possibleWin: fromMinor(Number(row.possible_win_minor), currency),
      balance: fromMinor(Number(row.balance_after), currency),
      bonusCoef: row.bonus_milli / 1000,
      demo: true,
    };
  }
}

type CouponValues = Omit<Insertable<SbCouponsTable>, 'id' | 'status' | 'win_minor' | 'bet_entry_id' | 'balance_after' | 'win_entry_id' | 'settled_at'>;

/** The statements of every placement, compiled once (see PreparedQuery). */
function placementQueries(db: Kysely<Database>) {
  return {
    couponByKey: new PreparedQuery<{ user_id: number; idempotency_key: string }, Pick<Selectable<SbCouponsTable>, 'id' | 'request_hash' | 'coef_milli' | 'possible_win_minor' | 'balance_after' | 'bonus_milli' | 'currency_id'>>(db, (db, param) =>
      db
        .selectFrom('sb_coupons')
        .select(['id', 'request_hash', 'coef_milli', 'possible_win_minor', 'balance_after', 'bonus_milli', 'currency_id'])
        .where('user_id', '=', param('user_id'))
        .where('idempotency_key', '=', param('idempotency_key')),
    ),
    insertCoupon: new PreparedQuery<Required<CouponValues>, { id: number }>(db, (db, param) =>
      db
        .insertInto('sb_coupons')
        .values({
          user_id: param('user_id'),
          account_id: param('account_id'),
          idempotency_key: param('idempotency_key'),
          request_hash: param('request_hash'),
          type_id: param('type_id'),
          system_value: param('system_value'),
          currency_id: param('currency_id'),
          amount_minor: param('amount_minor'),
          coef_milli: param('coef_milli'),
          possible_win_minor: param('possible_win_minor'),
          bonus_milli: param('bonus_milli'),
          promo_code: param('promo_code'),
          change_coef_action: param('change_coef_action'),
          status: 'open',
          win_minor: null,
          bet_entry_id: null,
          balance_after: 0,
          win_entry_id: null,
          created_at: param('created_at'),
          settled_at: null,
        })
        .returning('id'),
    ),
    setBetEntry: new PreparedQuery<{ id: number; bet_entry_id: number; balance_after: number }, unknown>(db, (db, param) =>
      db.updateTable('sb_coupons').set({ bet_entry_id: param('bet_entry_id'), balance_after: param('balance_after') }).where('id', '=', param('id')),
    ),
    insertBet: new PreparedQuery<Required<Omit<Insertable<SbCouponBetsTable>, 'id'>>, unknown>(db, (db, param) =>
      db.insertInto('sb_coupon_bets').values({
        coupon_id: param('coupon_id'),
        idx: param('idx'),
        market_id: param('market_id'),
        game_id: param('game_id'),
        coef_milli: param('coef_milli'),
        is_banker: param('is_banker'),
        amount_minor: param('amount_minor'),
        is_live: param('is_live'),
      }),
    ),
  };
}

function marketQuery(db: Kysely<Database>, count: number) {
  return new PreparedQuery<Record<string, number>, MarketRow>(db, (db, param) =>
    db
      .selectFrom('sb_markets as m')
      .innerJoin('sb_games as g', 'g.id', 'm.game_id')
      .select([
        'm.id',
        'm.game_id',
        'g.sport_id',
        'g.champ_id',
        'm.type_id',
        'm.kind',
        'm.coef_milli',
        'm.is_blocked',
        'm.is_depend',
        'm.is_banned_express',
        'm.outcome',
        'g.status',
        'g.is_live',
        'g.score_home',
        'g.score_away',
      ])
      .where(
        'm.id',
        'in',
        Array.from({ length: count }, (_, i) => param(`id${i}`)),
      ),
  );
}
