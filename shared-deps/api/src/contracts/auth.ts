// The auth calls and the dictionaries of the registration form (API.md POST
// /web-api/auth/register, /login, /login/two-step, GET /web-api/dicts/*): the shapes the server
// checks (server/routes/auth.ts, dicts.ts) and the auth pages send and read.

/** Registration types (spec 2 §3): one click, by phone, by e-mail. */
export type RegType = 'fast_reg' | 'phone_reg' | 'full_reg';
/** Spec 2 §3: 0 decline bonuses, 1 sports bonus, 2 casino bonus. */
export type BonusChoice = 0 | 1 | 2;

export interface RegisterBody {
  type: RegType;
  currency: string;
  countryId: number;
  bonusChoice: BonusChoice;
  email?: string;
  password?: string;
  phone_number?: string;
  country_code?: string;
}

export interface RegisterAnswer {
  userId: number;
  login: string;
  /** Only for fast_reg: generated, shown once, kept nowhere. */
  password?: string;
}

export interface LoginBody {
  login?: string;
  password: string;
  phone_number?: string;
  country_code?: string;
  save?: boolean;
}

/** The user id once signed in, or `twoStep: true` when a code is needed first. */
export interface LoginAnswer {
  userId?: number;
  twoStep?: boolean;
}

export interface TwoStepBody {
  code: string;
}

/** GET /web-api/dicts/phone-countries. */
export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

/** GET /web-api/dicts/currencies. */
export interface CurrencyDictEntry {
  id: number;
  iso: string;
  symbol: string;
}
