// Signing up and in (API.md /web-api/auth/*): the shapes the server checks
// (server/routes/auth.ts) and the auth pages send and read. The server's contracts branch
// writes these as TypeBox schemas with the same names (Static types); this file then goes.

export interface RegisterBody {
  type: 'fast_reg' | 'phone_reg' | 'full_reg';
  currency: string;
  countryId: number;
  /** Spec 2 §3: 0 decline bonuses, 1 sports bonus, 2 casino bonus. */
  bonusChoice: 0 | 1 | 2;
  email?: string;
  password?: string;
  phone_number?: string;
  country_code?: string;
}

/** 201; `password` only for fast_reg: generated, shown once, kept nowhere. */
export interface RegisterAnswer {
  userId: number;
  login: string;
  password?: string;
}

export interface LoginBody {
  login?: string;
  password: string;
  phone_number?: string;
  country_code?: string;
  save?: boolean;
}

/** `{userId}` when signed in, `{twoStep: true}` when a code is needed first. */
export interface LoginAnswer {
  userId?: number;
  twoStep?: boolean;
}
