import { ACCOUNT_TYPE, type BonusKind, type BonusView, type CashbackProgram, type CashbackView } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import { currencyById, fromMinor } from '../money/currencies';
import type { LedgerService } from '../money/ledger';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export interface BonusGrant {
  userId: number;
  kind: BonusKind;
  amountMinor: number;
  /** stakes required, as a multiple of the amount */
  wagerTimes: number;
  /** the operator's key: the same key never grants twice */
  key: string;
}

export interface CashbackGrant {
  userId: number;
  program: CashbackProgram;
  percent: number;
  amountMinor: number;
  period: string;
  key: string;
}

export interface GrantResult {
  id: number;
  /** true when the key had been granted before: nothing moved this time */
  duplicate: boolean;
  amountMinor: number;
  currency: string;
}

/** No player, or a player without the account the grant goes to. */
export class NoAccountError extends Error {}

/**
 * Bonuses and cashback the operator grants (issue 18): each grant is one row and one ledger
 * posting of kind `bonus` in the same transaction, exactly once per key (a replayed or
 * concurrent grant with the same key finds the first). A bonus goes to the player's bonus
 * account (never withdrawable); cashback to the main account.
 */
export class GrantsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  grantBonus(g: BonusGrant): Promise<GrantResult> {
    return this.once('player_bonuses', g.key, ACCOUNT_TYPE.bonus, g.userId, g.amountMinor, async (trx, account, entryId, now) => {
      const row = await trx
        .insertInto('player_bonuses')
        .values({
          user_id: g.userId,
          kind: g.kind,
          amount_minor: g.amountMinor,
          currency_id: account.currency_id,
          wager_required_minor: g.amountMinor * g.wagerTimes,
          grant_key: g.key,
          ledger_entry_id: entryId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  grantCashback(g: CashbackGrant): Promise<GrantResult> {
    return this.once('player_cashback', g.key, ACCOUNT_TYPE.main, g.userId, g.amountMinor, async (trx, account, entryId, now) => {
      const row = await trx
        .insertInto('player_cashback')
        .values({
          user_id: g.userId,
          program: g.program,
          percent: g.percent,
          amount_minor: g.amountMinor,
          currency_id: account.currency_id,
          period: g.period,
          grant_key: g.key,
          ledger_entry_id: entryId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** The player's bonuses, each with its wagering progress: his stakes since the grant. */
  async bonuses(userId: number): Promise<BonusView[]> {
    const rows = await this.db.selectFrom('player_bonuses').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
    const out: BonusView[] = [];
    for (const r of rows) {
      const currency = currencyById(r.currency_id);
      if (!currency) continue;
      const staked = await this.stakesSince(userId, Number(r.created_at));
      const required = Number(r.wager_required_minor);
      const done = Math.min(staked, required);
      out.push({
        id: r.id,
        kind: r.kind as BonusKind,
        amount: fromMinor(Number(r.amount_minor), currency),
        currency: currency.iso,
        wagerRequired: fromMinor(required, currency),
        wagerDone: fromMinor(done, currency),
        status: done >= required ? 'wagered' : 'active',
        createdAt: iso(r.created_at),
      });
    }
    return out;
  }

  async cashback(userId: number): Promise<CashbackView[]> {
    const rows = await this.db.selectFrom('player_cashback').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
    return rows.flatMap((r) => {
      const currency = currencyById(r.currency_id);
      if (!currency) return [];
      return [
        {
          id: r.id,
          program: r.program as CashbackProgram,
          percent: r.percent,
          amount: fromMinor(Number(r.amount_minor), currency),
          currency: currency.iso,
          period: r.period,
          createdAt: iso(r.created_at),
        },
      ];
    });
  }

  /** Minor units the player has staked (ledger rows of kind bet) since `fromMs`. */
  private async stakesSince(userId: number, fromMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('ledger')
      .innerJoin('accounts', 'accounts.id', 'ledger.account_id')
      .select((eb) => eb.fn.sum<number | string | null>('ledger.amount_minor').as('total'))
      .where('accounts.user_id', '=', userId)
      .where('ledger.kind', '=', 'bet')
      .where('ledger.created_at', '>=', fromMs)
      .executeTakeFirst();
    return -Number(row?.total ?? 0);
  }

  private async once(
    table: 'player_bonuses' | 'player_cashback',
    key: string,
    accountType: number,
    userId: number,
    amountMinor: number,
    insert: (trx: Kysely<Database>, account: { id: number; currency_id: number }, entryId: number, now: number) => Promise<number>,
  ): Promise<GrantResult> {
    const existing = async (): Promise<GrantResult | null> => {
      const row = await this.db.selectFrom(table).select(['id', 'amount_minor', 'currency_id']).where('grant_key', '=', key).executeTakeFirst();
      return row ? { id: row.id, duplicate: true, amountMinor: Number(row.amount_minor), currency: currencyById(row.currency_id)?.iso ?? '' } : null;
    };
    const before = await existing();
    if (before) return before;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('accounts')
          .select(['id', 'currency_id'])
          .where('user_id', '=', userId)
          .where('type', '=', accountType)
          .executeTakeFirst();
        if (!account) throw new NoAccountError(`player ${userId} has no account of type ${accountType}`);
        const posted = await this.ledger.post(
          { accountId: account.id, amountMinor, kind: 'bonus', ref: `${table}:${key}`.slice(0, 200), idempotencyKey: `${table}:${key}`.slice(0, 200) },
          trx,
        );
        if (posted.duplicate) throw new DuplicateGrant();
        const id = await insert(trx, account, posted.entryId, this.clock.now());
        return { id, duplicate: false, amountMinor, currency: currencyById(account.currency_id)?.iso ?? '' };
      });
    } catch (err) {
      if (!(err instanceof DuplicateGrant) && !isUniqueViolation(err)) throw err;
      const after = await existing();
      if (after) return after;
      throw err;
    }
  }
}

class DuplicateGrant extends Error {}
