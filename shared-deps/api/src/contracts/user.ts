// The signed-in player (the HTTP contract /web-api/user/*): the user config of spec 2 §3, the phone,
// bearer tokens (security and personal data: account-security.ts).
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, StringEnum } from './schema-helpers';

const NullableInt = Nullable(Type.Integer());
const NullableStr = Nullable(Type.String());

export const PROTECTION_STATUSES = ['bad', 'normal', 'good', 'full'] as const;

export const ProtectionMethods = Type.Object({
  is_changed_password: Type.Boolean(),
  enable_two_factor_auth: Type.Boolean(),
  enable_phone_binding: Type.Boolean(),
  enable_security_question: Type.Boolean(),
  enable_email_auth: Type.Boolean(),
});
export type ProtectionMethods = Static<typeof ProtectionMethods>;

/** GET /web-api/user/config; fields this demo does not track are empty. */
export const UserConfig = Type.Object({
  user_id: Type.Integer(),
  login: Type.String(),
  disallow_line_sport: Type.Array(Type.Integer()),
  disallow_live_sport: Type.Array(Type.Integer()),
  phone_number: NullableStr,
  phone_code: NullableStr,
  user_email: NullableStr,
  user_name: NullableStr,
  user_country_code: NullableStr,
  user_country_id: Type.Integer(),
  activation_type: Type.Integer(),
  user_ref_id: Type.Integer(),
  user_msg_count: Type.Integer(),
  user_hide_balance: Type.Boolean(),
  changed_pass_day_count: Type.Integer(),
  user_data: Type.Object({
    date_birthday: NullableStr,
    document_type_id: NullableInt,
    inn: NullableStr,
    name: NullableStr,
    passport: NullableStr,
    passport_date: NullableStr,
    passport_end_date: NullableStr,
    registration_address: NullableStr,
    surname: NullableStr,
  }),
  protection_level: NullableInt,
  protection_status: Nullable(StringEnum(PROTECTION_STATUSES)),
  protection_methods: ProtectionMethods,
  is_need_identification: Type.Boolean(),
  ban_level: Type.Integer(),
  ban_version: Type.Integer(),
  user_status_id: Type.Integer(),
  verification_status: Type.Integer(),
  verification_types: Type.Array(Type.Integer()),
  verification_status_group_code: NullableStr,
  requested_additional_document: Type.Boolean(),
  has_deposit: Type.Boolean(),
  is_identification_bonus: Type.Boolean(),
  show_verification_modal_on_deposit_page: Type.Boolean(),
  remaining_days_to_activate: NullableInt,
  bonus_type: Type.Integer(),
});
export type UserConfig = Static<typeof UserConfig>;

/** POST /web-api/user/phone: binding a phone moves activation 0 -> 3 and 1 -> 2 (spec 2 §4). */
export const PhoneBody = StrictObject({
  phone_number: Type.String({ minLength: 1, maxLength: 32 }),
  country_code: Type.String({ minLength: 1, maxLength: 8 }),
});
export const PhoneAnswer = Type.Object({ activation_type: Type.Integer(), phone_code: Type.String(), phone_number: Type.String() });
export type PhoneAnswer = Static<typeof PhoneAnswer>;

/** GET /web-api/user/gettoken: a new token on every call (force_refresh is implied). */
export const TokenQuery = StrictObject({ force_refresh: Type.Optional(Type.Boolean()) });
export const TokenAnswer = Type.Object({ token: Type.String(), expiresAt: Type.Integer({ description: 'seconds since epoch' }) });
export type TokenAnswer = Static<typeof TokenAnswer>;
