// The player's accounts (spec 2 §3 "Account state"; the HTTP contract GET /web-api/user/accounts and
// POST /web-api/user/accounts/active). Loaded when a user id appears, cleared when it goes.
import { action, computed, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { ACCOUNT_TYPE, ApiError, isRecord, messageOf, type AccountsView, type AccountView, type Message } from '@site/api';
import { failureNotice, NotifyRequested } from '@site/bus';
import { message, type StoreMessageCode } from './messages';
import type { RootStore } from './root-store';

/** Spec 2 §4 and §9: the account update retries 5 times at 2500 ms while there is no active account. */
export const ACCOUNT_UPDATE_RETRY = { count: 5, delayMs: 2500 };

export interface Account extends AccountView {
  /** What the account selector shows (currency and kind), as a message for the player's language. */
  label: Message;
}

/** The answer of GET /web-api/user/accounts as the store keeps it. */
export type AccountsAnswer = AccountsView<Account>;

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
const isMoney = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const KIND_LABEL = {
  [ACCOUNT_TYPE.main]: 'account.label_main',
  [ACCOUNT_TYPE.bonus]: 'account.label_bonus',
  [ACCOUNT_TYPE.currency]: 'account.label_currency',
} as const satisfies Record<number, StoreMessageCode>;
const kindLabel = (type: number) => KIND_LABEL[type as keyof typeof KIND_LABEL] ?? 'account.label_unknown';

/** An answer that is not an accounts answer at all: asking again would get the same. */
export class AccountsAnswerError extends Error {}

/**
 * The server's answer is checked like any payload: accounts that do not validate are
 * dropped (one bad row must not hide the balance); an answer without the list throws.
 */
export function parseAccounts(raw: unknown): AccountsAnswer {
  if (!isRecord(raw) || !Array.isArray(raw.all_accounts)) throw new AccountsAnswerError('the accounts answer has no all_accounts list');
  const list: unknown[] = raw.all_accounts;
  const all_accounts: Account[] = [];
  for (const a of list) {
    if (!isRecord(a) || !isInt(a.id) || !isInt(a.type) || typeof a.iso !== 'string' || !isMoney(a.money)) continue;
    const iso = a.iso.slice(0, 8);
    all_accounts.push({
      id: a.id,
      type: a.type,
      iso,
      symbol: typeof a.symbol === 'string' ? a.symbol.slice(0, 8) : iso,
      currencyId: isInt(a.currencyId) ? a.currencyId : 0,
      money: a.money,
      points: isInt(a.points) ? a.points : 0,
      label: message(kindLabel(a.type), { iso, type: a.type }),
      isActive: a.isActive === true,
    });
  }
  return {
    balance: isMoney(raw.balance) ? raw.balance : 0,
    bonus: isMoney(raw.bonus) ? raw.bonus : 0,
    all_accounts,
    is_available_first_deposit_bonus: raw.is_available_first_deposit_bonus === true,
  };
}

export class AccountsStore {
  all_accounts: Account[] = [];
  balance = 0;
  bonus = 0;
  isAvailableFirstDepositBonus = false;
  isUpdateBalanceProcess = false;
  /** Process flag of spec 2 §3: an active-account change is on the wire. */
  change = false;
  /** Why the accounts could not be read or switched, as a message; null when all is well. */
  error: Message | null = null;

  /** Bumped on every load and on logout: an answer for an older generation is dropped. */
  private generation = 0;
  private readonly disposeUser: IReactionDisposer;

  constructor(private readonly root: RootStore) {
    makeObservable<AccountsStore, 'apply'>(this, {
      all_accounts: observable.ref,
      balance: observable,
      bonus: observable,
      isAvailableFirstDepositBonus: observable,
      isUpdateBalanceProcess: observable,
      change: observable,
      error: observable.ref,
      accounts: computed,
      mainAccount: computed,
      activeAccount: computed,
      bonusAccount: computed,
      currencyAccounts: computed,
      clear: action,
      apply: action,
    });
    // Signed in (session or login): load; signed out: forget everything.
    this.disposeUser = reaction(
      () => root.user.userId,
      (userId) => {
        if (userId === null) this.clear();
        else void this.load();
      },
    );
  }

  dispose(): void {
    this.disposeUser();
  }

  /** The accounts a player can bet from and switch to: main and currency accounts. */
  get accounts(): Account[] {
    return this.all_accounts.filter((a) => a.type !== ACCOUNT_TYPE.bonus);
  }

  get mainAccount(): Account | null {
    return this.all_accounts.find((a) => a.type === ACCOUNT_TYPE.main) ?? null;
  }

  get activeAccount(): Account | null {
    return this.all_accounts.find((a) => a.isActive) ?? null;
  }

  get bonusAccount(): Account | null {
    return this.all_accounts.find((a) => a.type === ACCOUNT_TYPE.bonus) ?? null;
  }

  get currencyAccounts(): Account[] {
    return this.all_accounts.filter((a) => a.type === ACCOUNT_TYPE.currency);
  }

  clear(): void {
    this.generation++;
    this.all_accounts = [];
    this.balance = 0;
    this.bonus = 0;
    this.isAvailableFirstDepositBonus = false;
    this.isUpdateBalanceProcess = false;
    this.change = false;
    this.error = null;
  }

  /**
   * Reads the accounts. While the answer has no active account (a new player's accounts
   * may still be being made), or the call fails on the way, it asks again, up to 5 times
   * at 2500 ms (spec 2 §4). A 4xx, or an answer that is no accounts answer, is final; a logout or a newer load makes this one stop. Resolves true when an
   * active account is in.
   */
  async load(): Promise<boolean> {
    const generation = ++this.generation;
    const current = () => generation === this.generation && this.root.user.userId !== null;
    runInAction(() => {
      this.isUpdateBalanceProcess = true;
    });
    try {
      for (let attempt = 0; ; attempt++) {
        let problem: Message;
        let failure: unknown = null;
        try {
          const answer = parseAccounts(await this.root.api.get<unknown>('web:/user/accounts'));
          if (!current()) return false;
          this.apply(answer);
          if (this.activeAccount) return true;
          problem = message('account.no_active');
        } catch (error) {
          if (!current()) return false;
          // An answer that is no accounts answer is a bad answer, however it came.
          problem = error instanceof AccountsAnswerError ? message('network.bad_answer') : messageOf(error);
          failure = error;
          const final = error instanceof AccountsAnswerError || (error instanceof ApiError && error.kind === 'http' && error.status < 500);
          if (final) {
            runInAction(() => (this.error = problem));
            this.notifyFailure(error);
            return false;
          }
        }
        if (attempt >= ACCOUNT_UPDATE_RETRY.count) {
          runInAction(() => (this.error = problem));
          if (failure !== null) this.notifyFailure(failure);
          return false;
        }
        await this.root.sleep(ACCOUNT_UPDATE_RETRY.delayMs);
        if (!current()) return false;
      }
    } finally {
      if (generation === this.generation) runInAction(() => (this.isUpdateBalanceProcess = false));
    }
  }

  /** Spec 2 §4: changing the active account sends the id, then reloads the account data. */
  async setActiveAccount(id: number): Promise<boolean> {
    if (!this.accounts.some((a) => a.id === id)) return false;
    runInAction(() => {
      this.change = true;
      this.error = null;
    });
    try {
      await this.root.api.post('web:/user/accounts/active', { id });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
      this.notifyFailure(error);
      return false;
    } finally {
      runInAction(() => (this.change = false));
    }
    return this.load();
  }

  /** Spec 1 §8: a failed call shows an error notification (none for a cancel). */
  private notifyFailure(error: unknown): void {
    const notice = failureNotice(error);
    if (notice) this.root.bus.publish(new NotifyRequested(notice));
  }

  private apply(answer: AccountsAnswer): void {
    this.all_accounts = answer.all_accounts;
    this.balance = answer.balance;
    this.bonus = answer.bonus;
    this.isAvailableFirstDepositBonus = answer.is_available_first_deposit_bonus;
    this.error = null;
  }
}
