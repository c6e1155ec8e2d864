import { ACCOUNT_TYPE, type AccountsView, type AccountView, type CatalogueCode, type CurrencyChange, type ErrorMeta } from '@site/api/contracts';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { AccountsTable, Database } from '../../../db/schema';
import { currencyById, fromMinor } from './currencies';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Clock } from '../clock';

type ChangeCode = Extract<CatalogueCode, `account.currency_${string}`>;

/** The answer of a currency account call: words for the logs, code and values for the player's language. */
function change<C extends ChangeCode>(success: boolean, code: C, message: string, meta?: ErrorMeta<C>): CurrencyChange {
  return { success, data: { message, code, ...(meta && { meta }) } };
}

/**
 * The rule of the account money goes to and bets come from: the player's, the one made active,
 * not closed. For a query of `accounts`, alone or joined (placement reads it with the coupon's key).
 */
export function isActiveAccountOf(eb: ExpressionBuilder<Database, 'accounts'>, userId: number) {
  return eb.and([eb('accounts.user_id', '=', userId), eb('accounts.is_active', '=', 1), eb('accounts.closed_at', 'is', null)]);
}

/** A player's accounts. Balances are read here and changed only through the LedgerService. */
export class AccountsService {
  /** On the path of every bet, so compiled once (see PreparedQuery). */
  private readonly activeAccountQuery: PreparedQuery<{ user_id: number }, Selectable<AccountsTable>>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.activeAccountQuery = new PreparedQuery(db, (db, param) =>
      db
        .selectFrom('accounts')
        .selectAll()
        .where((eb) => isActiveAccountOf(eb, param('user_id'))),
    );
  }

  /** The main (active) and bonus accounts of a new player, at balance 0, in the caller's transaction. */
  async createForNewUser(trx: Kysely<Database>, userId: number, currencyId: number): Promise<void> {
    const created_at = this.clock.now();
    await trx
      .insertInto('accounts')
      .values([
        { user_id: userId, type: ACCOUNT_TYPE.main, currency_id: currencyId, is_active: 1, created_at },
        { user_id: userId, type: ACCOUNT_TYPE.bonus, currency_id: currencyId, is_active: 0, created_at },
      ])
      .execute();
  }

  async mainAccountId(userId: number, trx: Kysely<Database> = this.db): Promise<number | null> {
    const row = await trx
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', ACCOUNT_TYPE.main)
      .executeTakeFirst();
    return row ? row.id : null;
  }

  /** The account money goes to and bets come from: the one the player made active. */
  async activeAccount(userId: number, trx: Kysely<Database> = this.db) {
    return this.activeAccountQuery.takeFirst(trx, { user_id: userId });
  }

  async view(userId: number): Promise<AccountsView> {
    const rows = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .orderBy('type')
      .orderBy('id')
      .execute();
    const user = await this.db.selectFrom('users').select('bonus_choice').where('id', '=', userId).executeTakeFirst();
    const all_accounts = rows.map((r): AccountView => {
      const c = currencyById(r.currency_id);
      return {
        id: r.id,
        type: r.type,
        iso: c?.iso ?? '',
        symbol: c?.symbol ?? '',
        currencyId: r.currency_id,
        money: c ? fromMinor(Number(r.balance_minor), c) : Number(r.balance_minor),
        points: r.points,
        isActive: r.is_active === 1,
      };
    });
    const active = all_accounts.find((a) => a.isActive) ?? all_accounts.find((a) => a.type === ACCOUNT_TYPE.main);
    const bonus = all_accounts.find((a) => a.type === ACCOUNT_TYPE.bonus);
    return {
      balance: active?.money ?? 0,
      bonus: bonus?.money ?? 0,
      all_accounts,
      is_available_first_deposit_bonus: (user?.bonus_choice ?? 0) !== 0 && !(await this.hasDeposit(userId)),
    };
  }

  /** Whether the player has ever deposited (a ledger `deposit` row); pass `trx` inside a transaction. */
  async hasDeposit(userId: number, trx: Kysely<Database> = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('ledger')
      .innerJoin('accounts', 'accounts.id', 'ledger.account_id')
      .select('ledger.id')
      .where('accounts.user_id', '=', userId)
      .where('ledger.kind', '=', 'deposit')
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  /** Makes one of the player's own main or currency accounts active; false when it is not theirs. */
  async setActive(userId: number, accountId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .where('user_id', '=', userId)
        .where('closed_at', 'is', null)
        .where('type', 'in', [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency])
        .executeTakeFirst();
      if (!target) return false;
      await trx
        .updateTable('accounts')
        .set((eb) => ({ is_active: eb.case().when('id', '=', accountId).then(1).else(0).end() }))
        .where('user_id', '=', userId)
        .execute();
      return true;
    });
  }

  async addCurrency(userId: number, currencyId: number): Promise<CurrencyChange> {
    const currency = currencyById(currencyId);
    if (!currency) return change(false, 'account.currency_not_offered', 'This currency is not offered');
    const mainId = await this.mainAccountId(userId);
    const main = mainId === null ? undefined : await this.db.selectFrom('accounts').select('currency_id').where('id', '=', mainId).executeTakeFirst();
    const meta = { currency: currency.iso };
    if (main?.currency_id === currencyId) return change(false, 'account.currency_is_main', `Your main account is already in ${currency.iso}`, meta);
    const reopened = await this.db
      .updateTable('accounts')
      .set({ closed_at: null, is_active: 0 })
      .where('user_id', '=', userId)
      .where('type', '=', ACCOUNT_TYPE.currency)
      .where('currency_id', '=', currencyId)
      .where('closed_at', 'is not', null)
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) > 0) return change(true, 'account.currency_added', `The ${currency.iso} account has been added`, meta);
    try {
      await this.db
        .insertInto('accounts')
        .values({ user_id: userId, type: ACCOUNT_TYPE.currency, currency_id: currencyId, created_at: this.clock.now() })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) return change(false, 'account.currency_exists', `You already have a ${currency.iso} account`, meta);
      throw err;
    }
    return change(true, 'account.currency_added', `The ${currency.iso} account has been added`, meta);
  }

  /** Closes an empty, inactive currency account in one conditional UPDATE, then explains a refusal. */
  async removeCurrency(userId: number, currencyId: number): Promise<CurrencyChange> {
    const iso = currencyById(currencyId)?.iso ?? String(currencyId);
    const meta = { currency: iso };
    const closed = await this.db
      .updateTable('accounts')
      .set({ closed_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('type', '=', ACCOUNT_TYPE.currency)
      .where('currency_id', '=', currencyId)
      .where('closed_at', 'is', null)
      .where('balance_minor', '=', 0)
      .where('is_active', '=', 0)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) > 0) return change(true, 'account.currency_removed', `The ${iso} account has been removed`, meta);
    const row = await this.db
      .selectFrom('accounts')
      .select(['balance_minor', 'is_active'])
      .where('user_id', '=', userId)
      .where('type', '=', ACCOUNT_TYPE.currency)
      .where('currency_id', '=', currencyId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!row) return change(false, 'account.currency_missing', `You have no ${iso} account to remove`, meta);
    if (Number(row.balance_minor) !== 0) return change(false, 'account.currency_has_money', `The ${iso} account still holds money; withdraw or move it before removing the account`, meta);
    return change(false, 'account.currency_active', `The ${iso} account is your active account; switch to another account before removing it`, meta);
  }
}
