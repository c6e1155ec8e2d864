import type { UserConfig } from '@site/api/contracts';
import { countryById } from './countries';
import { protectionLevel, type ProtectionMethods, protectionStatus } from './user-rules';
import type { User } from './users';
import type { Profile } from './profiles';

const DAY_MS = 24 * 3600_000;
/** verification_status of an approved verification (documents.ts: 1 not verified, 2 verified). */
const VERIFIED = 2;

/** The user config of spec 2 §3, built from the player's row. Fields this demo does not track are empty. */
export function userConfigOf(
  user: User,
  extra: { hasDeposit: boolean; refId: number; nowMs: number; profile?: Profile | null; identificationRequired?: boolean },
): UserConfig {
  const country = countryById(user.country_id);
  const protection_methods = protectionMethodsOf(user);
  const protection_level = protectionLevel(protection_methods);
  const profile = extra.profile;
  return {
    user_id: user.id,
    login: user.login,
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: profile?.name ?? null,
    user_country_code: country?.country_code ?? null,
    user_country_id: user.country_id,
    activation_type: user.activation_type,
    user_ref_id: extra.refId,
    user_msg_count: 0,
    user_hide_balance: false,
    changed_pass_day_count: changedPassDayCount(user, extra.nowMs),
    user_data: {
      date_birthday: profile?.birthDate ?? null,
      document_type_id: profile?.documentType ? DOCUMENT_TYPE_IDS[profile.documentType] : null,
      inn: null,
      name: profile?.name ?? null,
      passport: profile?.documentNumber ?? null,
      passport_date: null,
      passport_end_date: null,
      registration_address: profile?.address ?? null,
      surname: profile?.surname ?? null,
    },
    protection_level,
    protection_status: protectionStatus(protection_level),
    protection_methods,
    // The identification blocker (spec 2 §4): while the site requires identification
    // (modules.identificationRequired), a player whose verification is not approved must identify.
    is_need_identification: extra.identificationRequired === true && user.verification_status !== VERIFIED,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    user_status_id: user.user_status_id,
    verification_status: user.verification_status,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: extra.hasDeposit,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    bonus_type: user.bonus_choice,
  };
}

/** What protects the account (spec 2 §3 protection_methods); the level and status follow from it (user-rules.ts). */
export function protectionMethodsOf(user: User): ProtectionMethods {
  return {
    is_changed_password: user.password_changed_at > user.created_at,
    enable_two_factor_auth: user.two_step_secret !== null,
    enable_phone_binding: user.phone_number !== null,
    enable_security_question: user.security_question !== null,
    enable_email_auth: user.email !== null,
  };
}

export function changedPassDayCount(user: User, nowMs: number): number {
  return Math.floor((nowMs - user.password_changed_at) / DAY_MS);
}

/** document_type_id of user_data for the identity documents of the personal data. */
const DOCUMENT_TYPE_IDS: Record<NonNullable<Profile['documentType']>, number> = { passport: 1, id_card: 2, driving_licence: 3 };
