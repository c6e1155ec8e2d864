// The player's accounts as the API answers them (spec 2 §3 "Account state"; the HTTP contract
// GET /web-api/user/accounts, POST /web-api/user/accounts/active, the currency calls):
// written once here for the server that sends them and the stores that read them.
import { type Static, Type } from '@sinclair/typebox';
import { Id, StrictObject } from './schema-helpers';

export const AccountView = Type.Object({
  id: Type.Integer(),
  /** ACCOUNT_TYPE */
  type: Type.Integer(),
  iso: Type.String(),
  symbol: Type.String(),
  currencyId: Type.Integer(),
  money: Type.Number(),
  points: Type.Integer(),
  isActive: Type.Boolean(),
});
export type AccountView = Static<typeof AccountView>;

export const AccountsView = Type.Object({
  balance: Type.Number(),
  bonus: Type.Number(),
  all_accounts: Type.Array(AccountView),
  is_available_first_deposit_bonus: Type.Boolean(),
});
/** GET /web-api/user/accounts (and the answer of changing the active account); a store may keep richer accounts. */
export type AccountsView<A extends AccountView = AccountView> = Omit<Static<typeof AccountsView>, 'all_accounts'> & { all_accounts: A[] };

export const ActiveAccountBody = StrictObject({ id: Id });
export const CurrencyAccountBody = StrictObject({ currencyId: Id });
export const CurrencyAccountParams = Type.Object({ currencyId: Id });

/** Adding or removing a currency account: `message` for people, `code` and `meta` for the player's language (error-codes.ts). */
export const CurrencyChange = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    message: Type.String(),
    code: Type.String(),
    meta: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  }),
});
export type CurrencyChange = Static<typeof CurrencyChange>;
