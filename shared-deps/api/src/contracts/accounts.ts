// The player's accounts as the API answers them (spec 2 §3 "Account state"; API.md
// GET /web-api/user/accounts, POST /web-api/user/accounts/active, the currency calls):
// written once here for the server that sends them and the stores that read them.

/** Account types (spec 2 §3): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

export interface AccountView {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  currencyId: number;
  money: number;
  points: number;
  isActive: boolean;
}

/** GET /web-api/user/accounts (and the answer of changing the active account). */
export interface AccountsView<A extends AccountView = AccountView> {
  balance: number;
  bonus: number;
  all_accounts: A[];
  is_available_first_deposit_bonus: boolean;
}

/** Adding or removing a currency account. */
export interface CurrencyChange {
  success: boolean;
  data: { message: string };
}
