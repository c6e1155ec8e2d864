import { createHash } from 'node:crypto';
import { ACCOUNT_TYPE } from '@site/api';
import type { PlaceAnswer } from '@site/api/contracts';
import { COUPON_TYPE, couponLimits, isBanker } from '@site/betting';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import { PreparedQuery } from '../../../db/prepared-query';
import type { AccountsTable, Database, SbCouponBetsTable, SbCouponsTable } from '../../../db/schema';
import type { WriteJobs } from '../../../db/write-jobs';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import type { ProtectionGuard } from '../limits/guard';
import { isActiveAccountOf, type AccountsService } from '../money/accounts';
import { currencyById, fromMinor, toMinor, type Currency } from '../money/currencies';
import { checkFunds, type LedgerService } from '../money/ledger';
import { CouponRejected } from './coupon-errors';
import { marketKey, placementVerdict, type BettingConfig, type MarketRow, type PlaceBody } from './placement-verdict';

export type { BettingConfig, PlaceBet, PlaceBody } from './placement-verdict';

export type { PlaceAnswer };

export function requestHash(body: PlaceBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * POST /web-api/coupon/place. Everything happens in ONE unit of work: the idempotency check,
 * the re-read of every market, the engine's verdict at the current coefs, the coupon row, the
 * debit through the ledger and the selections. A refused debit or any fault rolls all of it
 * back; (user_id, idempotency_key) is unique, so a retry (even a concurrent one) answers the
 * first coupon and never charges twice. The unit runs through WriteJobs: on SQLite many
 * placements share one COMMIT (GroupCommit), answered after it; every refusal, the balance
 * included, comes before the first write, so a refused bet never makes its batch run again.
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
    private readonly protection: ProtectionGuard,
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
    const first = await this.firstRead(trx, userId, body, hash);
    if (first.seen) return first.seen;
    const account = first.account;
    const currency = currencyById(account.currency_id);
    if (!currency) throw new Error(`account ${account.id} has an unknown currency ${account.currency_id}`);
    // The site config's limits in the account's currency (the bonus account has no maximum).
    const limits = couponLimits(config, { currency: currency.iso, isBonusAccount: account.type === ACCOUNT_TYPE.bonus });
    const known = body.bets.map((b) => marketKey(b.market.id)).filter((x): x is number => x !== null);
    const rows = known.length === 0 ? [] : await this.marketRows(trx, [...new Set(known)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const { verdict, currentCoefs } = placementVerdict(body, byId, limits);
    if (!verdict.ok) throw new CouponRejected(verdict.violations, currency.iso, { coefs: currentCoefs, demo: true });
    const value = verdict.value;

    const amountMinor = this.minor(value.amount, currency);
    // Player protection: ban, self-exclusion, session limit, wagering and loss limits (422/403, nothing written).
    await this.protection.checkStake(trx, userId, amountMinor, currency);
    checkFunds(account, amountMinor);
    const winMinor = this.minor(value.possibleWinWithBonus, currency);
    const createdAt = this.clock.now();
    const coupon_ = await this.queries.insertCoupon.takeFirstOrThrow(trx, {
      user_id: userId,
      account_id: account.id,
      idempotency_key: body.idempotencyKey,
      request_hash: hash,
      type_id: value.typeId,
      system_value:
        value.typeId === COUPON_TYPE.systemWithBanker || value.typeId === COUPON_TYPE.systemVariant ? (body.systemValue ?? null) : null,
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
    for (const [idx, b] of body.bets.entries()) {
      const m = byId.get(Number(b.market.id))!;
      const single = value.typeId === COUPON_TYPE.singlesSet ? body.amountByBetId?.[String(b.market.id)] : undefined;
      await this.queries.insertBet.run(trx, {
        coupon_id: couponId,
        idx,
        market_id: m.id,
        game_id: m.game_id,
        coef_milli: Math.round(value.coefByMarketId[String(b.market.id)]! * 1000),
        is_banker: isBanker(b, value.typeId) ? 1 : 0,
        amount_minor: single === undefined ? null : this.minor(single, currency),
        is_live: m.is_live,
      });
    }
    return {
      couponId,
      coef: value.coef,
      possibleWin: fromMinor(winMinor, currency),
      balance: fromMinor(entry.balanceMinor, currency),
      bonusCoef: value.expressBonus.offered ? value.expressBonus.coef : 1,
      demo: true,
    };
  }

  private minor(amount: number, currency: Currency): number {
    const m = toMinor(amount, currency);
    if (m === null) throw new Error(`amount ${amount} is not whole ${currency.iso} minor units`);
    return m;
  }

  /**
   * The idempotency check and the account to bet from. Without an accountId (the usual bet) one
   * statement reads the active account and, when the key was used before, its coupon's answer;
   * otherwise, or when there is no active account, the key first (a retry answers its first
   * coupon whatever the accounts are now) and then the account, as two reads.
   */
  private async firstRead(
    trx: Kysely<Database>,
    userId: number,
    body: PlaceBody,
    hash: string,
  ): Promise<{ seen: PlaceAnswer; account?: undefined } | { seen: null; account: BetAccount }> {
    if (body.accountId === undefined) {
      const row = await this.queries.activeAccountAndKey.takeFirst(trx, { user_id: userId, idempotency_key: body.idempotencyKey });
      if (row) {
        if (row.id !== null) return { seen: answerOf(row as SeenCoupon, hash) };
        return { seen: null, account: { id: row.account_id, currency_id: row.account_currency_id, type: row.account_type, balance_minor: row.account_balance_minor } };
      }
    }
    const seen = await this.answerFor(trx, userId, body.idempotencyKey, hash);
    return seen ? { seen } : { seen: null, account: await this.accountFor(trx, userId, body.accountId) };
  }

  private async accountFor(trx: Kysely<Database>, userId: number, accountId: number | undefined): Promise<BetAccount> {
    const row =
      accountId === undefined
        ? await this.accounts.activeAccount(userId, trx)
        : await trx
            .selectFrom('accounts')
            .selectAll()
            .where('id', '=', accountId)
            .where('user_id', '=', userId)
            .where('closed_at', 'is', null)
            .executeTakeFirst();
    if (!row)
      throw new HttpError(
        422,
        'account.not_found',
        'You have no such account to bet from',
        accountId === undefined ? {} : { pointer: '/accountId' },
      );
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
    return row ? answerOf(row, hash) : null;
  }
}

/** What a bet needs of its account. */
type BetAccount = Pick<Selectable<AccountsTable>, 'id' | 'currency_id' | 'type' | 'balance_minor'>;

/** The columns of an earlier coupon with the same key that its answer is made of. */
const seenCouponColumns = [
  'id',
  'request_hash',
  'coef_milli',
  'possible_win_minor',
  'balance_after',
  'bonus_milli',
  'currency_id',
] as const;
type SeenCoupon = Pick<Selectable<SbCouponsTable>, (typeof seenCouponColumns)[number]>;

/** The answer the first coupon of a key got; 409 when the key now comes with another coupon. */
function answerOf(row: SeenCoupon, hash: string): PlaceAnswer {
  if (row.request_hash !== hash)
    throw new HttpError(
      409,
      'idempotency.conflict',
      'This idempotencyKey was already used for a different coupon; use a new key for a new coupon',
      { pointer: '/idempotencyKey' },
    );
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

type CouponValues = Omit<
  Insertable<SbCouponsTable>,
  'id' | 'status' | 'win_minor' | 'bet_entry_id' | 'balance_after' | 'win_entry_id' | 'settled_at'
>;

/** The statements of every placement, compiled once (see PreparedQuery). */
function placementQueries(db: Kysely<Database>) {
  return {
    couponByKey: new PreparedQuery<{ user_id: number; idempotency_key: string }, SeenCoupon>(db, (db, param) =>
      db
        .selectFrom('sb_coupons')
        .select(seenCouponColumns)
        .where('user_id', '=', param('user_id'))
        .where('idempotency_key', '=', param('idempotency_key')),
    ),
    // The active account (isActiveAccountOf, as AccountsService.activeAccount) and, joined when the key
    // was used before, that coupon's answer columns (all null otherwise).
    activeAccountAndKey: new PreparedQuery<
      { user_id: number; idempotency_key: string },
      { [K in keyof BetAccount as `account_${K}`]: BetAccount[K] } & { [K in keyof SeenCoupon]: SeenCoupon[K] | null }
    >(db, (db, param) =>
      db
        .selectFrom('accounts')
        .leftJoin('sb_coupons as c', (join) =>
          join.on('c.user_id', '=', param('user_id')).on('c.idempotency_key', '=', param('idempotency_key')),
        )
        .select([
          'accounts.id as account_id',
          'accounts.currency_id as account_currency_id',
          'accounts.type as account_type',
          'accounts.balance_minor as account_balance_minor',
        ])
        .select(seenCouponColumns.map((c) => `c.${c}` as const))
        .where((eb) => isActiveAccountOf(eb, param('user_id'))),
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
      db
        .updateTable('sb_coupons')
        .set({ bet_entry_id: param('bet_entry_id'), balance_after: param('balance_after') })
        .where('id', '=', param('id')),
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
