// Signing up, in and out (the HTTP contract /web-api/auth/*) and the session check (spec 2 §7).
import { type Static, Type } from '@sinclair/typebox';
import { TWO_STEP_CODE_PATTERN } from './account-security-constants';
import { IntEnum, StrictObject, StringEnum } from './schema-helpers';

export const REG_TYPES = ['fast_reg', 'phone_reg', 'full_reg'] as const;

export const RegisterBody = StrictObject({
  type: StringEnum(REG_TYPES),
  currency: Type.String({ minLength: 1, maxLength: 10 }),
  countryId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** Spec 2 §3: 0 decline bonuses, 1 sports bonus, 2 casino bonus. */
  bonusChoice: IntEnum([0, 1, 2] as const),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  phone_number: Type.Optional(Type.String({ maxLength: 32 })),
  country_code: Type.Optional(Type.String({ maxLength: 8 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** 201; `password` only for fast_reg: generated, shown once, kept nowhere. */
export const RegisterAnswer = Type.Object({ userId: Type.Integer(), login: Type.String(), password: Type.Optional(Type.String()) });
export type RegisterAnswer = Static<typeof RegisterAnswer>;

/** `login` (e-mail, user id or login) or `phone_number` with `country_code`; `save` keeps the session 30 days. */
export const LoginBody = StrictObject({
  login: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  phone_number: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  country_code: Type.Optional(Type.String({ minLength: 1, maxLength: 8 })),
  save: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

/** `{userId}` when signed in, `{twoStep: true}` when a code is needed first. */
export const LoginAnswer = Type.Object({ userId: Type.Optional(Type.Integer()), twoStep: Type.Optional(Type.Boolean()) });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** A current code of the authenticator app (six digits) or one of the backup codes (each once). */
export const TwoStepCodeBody = StrictObject({ code: Type.String({ pattern: TWO_STEP_CODE_PATTERN, description: 'six digits, or a backup code' }) });

/** GET /web-api/session */
/** The session: the signed-in player's id and login (the header shows it, issue 22), or no id. */
export const SessionAnswer = Type.Object({ userId: Type.Union([Type.Integer(), Type.Null()]), login: Type.Optional(Type.String()) });
export type SessionAnswer = Static<typeof SessionAnswer>;

/**
 * POST /web-api/auth/sign-in-link (signed in): a one-time link to sign in on another device,
 * `/{lng}/{token}` (spec 1's `{token}` route), good for ten minutes, once. A newer link revokes
 * the older ones; a new password revokes them all.
 */
export const SignInLinkAnswer = Type.Object({
  /** 32 lowercase hex digits */
  token: Type.String(),
  /** epoch ms */
  expiresAt: Type.Number(),
});
export type SignInLinkAnswer = Static<typeof SignInLinkAnswer>;

/** POST /web-api/auth/sign-in-link/use: signs in with the link's token (answers LoginAnswer). */
export const SignInLinkBody = StrictObject({ token: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type SignInLinkBody = Static<typeof SignInLinkBody>;
