// The one Database interface: every table the server reads or writes, as Kysely sees it.
// Migrations (frozen, in ./migrations) create exactly these shapes on SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export interface SiteConfigTable {
  /** config group (spec 2 §9: core, application, auth, ... common) */
  group_name: string;
  key: string;
  /** JSON text */
  value: string;
  updated_at: string;
}

// --- platform (migration 0002): players, sessions, accounts, ledger, operator rules ---
// Times compared in SQL are epoch milliseconds; money is integer minor units.

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string | null;
  /** dialling code without "+", e.g. "7" */
  phone_code: string | null;
  phone_number: string | null;
  /** scrypt$N$r$p$salt$hash, never the password */
  password_hash: string;
  password_changed_at: number;
  reg_type: string;
  country_id: number;
  currency_id: number;
  /** spec 2 §3: 0 none, 1 sports, 2 casino */
  bonus_choice: number;
  /** spec 2 §4: 0 none, 1 email, 2 phone and email, 3 phone only */
  activation_type: number;
  ban_level: Generated<number>;
  ban_version: Generated<number>;
  user_status_id: Generated<number>;
  verification_status: Generated<number>;
  /** non-null when two-step login is on */
  two_step_secret: string | null;
  /** the terms_versions.id the player last accepted (0: none yet) */
  terms_version: Generated<number>;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the cookie token; the token itself is never stored */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface LoginChallengesTable {
  token_hash: string;
  user_id: number;
  save: number;
  expires_at: number;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  /** 'rate-limit': one counted attempt of a @fastify/rate-limit key (plugins/external/rate-limit-store.ts); 'ip'/'account' rows are the old login throttle's */
  scope: string;
  subject: string;
  at_ms: number;
}

export interface AccountsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 main, 4 bonus, 9 currency */
  type: number;
  currency_id: number;
  /** changed only by the ledger service */
  balance_minor: Generated<number>;
  points: Generated<number>;
  is_active: Generated<number>;
  /** set when a currency account is removed; its ledger history stays */
  closed_at: number | null;
  created_at: number;
}

export interface LedgerTable {
  id: Generated<number>;
  account_id: number;
  amount_minor: number;
  balance_after: number;
  kind: string;
  ref: string;
  idempotency_key: string | null;
  created_at: number;
}

export interface TermsVersionsTable {
  id: Generated<number>;
  updated_at: string;
}

export interface BlockRulesTable {
  id: Generated<number>;
  reason: number;
  country: string | null;
  cidr: string | null;
  user_agent: string | null;
  created_at: number;
}

export interface RedirectRulesTable {
  id: Generated<number>;
  from_path: string;
  to_url: string;
  code: number;
}

export interface MaintenanceWindowsTable {
  id: Generated<number>;
  started_at: string;
  ended_at: string;
  notify_started_at: string;
  notify_ended_at: string;
  web_state: number;
}

// --- sportsbook (migration 0003): the feed's catalogue, coupons, saved coupon codes ---
// Coefficients are integer thousandths; money is integer minor units; times epoch ms.

export interface SbSportsTable {
  id: number;
  name_eng: string;
  name_en: string;
  name_ru: string;
}

export interface SbChampsTable {
  id: number;
  sport_id: number;
  name_en: string;
  name_ru: string;
  demo: number;
}

export interface SbGamesTable {
  id: number;
  sport_id: number;
  champ_id: number;
  home_en: string;
  home_ru: string;
  away_en: string;
  away_ru: string;
  start_time: number;
  /** 'scheduled' | 'live' | 'ended' */
  status: string;
  period: number;
  is_live: number;
  score_home: number;
  score_away: number;
  clock: number;
  updated_at: number;
}

export interface SbMarketsTable {
  id: number;
  game_id: number;
  type_id: number;
  kind: string;
  grp: string;
  line_milli: number | null;
  exact_home: number | null;
  exact_away: number | null;
  name_en: string;
  name_ru: string;
  coef_milli: number;
  is_blocked: number;
  is_depend: number;
  is_banned_express: number;
  /** 'win' | 'lose' | 'void' once settled */
  outcome: string | null;
}

export interface SbCouponsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  idempotency_key: string;
  request_hash: string;
  type_id: number;
  system_value: number | null;
  currency_id: number;
  amount_minor: number;
  coef_milli: number;
  possible_win_minor: number;
  bonus_milli: number;
  promo_code: string | null;
  change_coef_action: number;
  /** 'open' | 'won' | 'lost' | 'void' */
  status: string;
  win_minor: number | null;
  bet_entry_id: number | null;
  balance_after: number;
  win_entry_id: number | null;
  created_at: number;
  settled_at: number | null;
}

export interface SbCouponBetsTable {
  id: Generated<number>;
  coupon_id: number;
  idx: number;
  market_id: number;
  game_id: number;
  coef_milli: number;
  is_banker: number;
  amount_minor: number | null;
  is_live: number;
}

export interface SbSavedCouponsTable {
  code: string;
  payload: string;
  created_at: number;
  expires_at: number;
}

/** Player protection (migration 0005): one ACTIVE and at most one PENDING row per player and type. */
export interface PlayerLimitsTable {
  id: Generated<number>;
  user_id: number;
  limit_type: number;
  state: 'ACTIVE' | 'PENDING';
  limit_value: number;
  started_at: number;
  ends_at: number | null;
  self_exclude_reason: number | null;
  created_at: number;
}

export interface LimitHistoryTable {
  id: Generated<number>;
  user_id: number;
  limit_type: number;
  /** set, decreased, requested, approved, rejected, expired, excluded */
  event: string;
  limit_value: number | null;
  at_ms: number;
}

export interface LimitQuestionsTable {
  id: number;
  text_en: string;
  text_ru: string;
  right_answer_id: number;
}

export interface LimitAnswersTable {
  id: number;
  question_id: number;
  text_en: string;
  text_ru: string;
}

export interface LimitTokensTable {
  guid: string;
  user_id: number;
  /** The limits asked for, as JSON. */
  request: string;
  expires_at: number;
  used_at: number | null;
}

export interface RealityChecksTable {
  user_id: number;
  popup_show_at: number | null;
  do_not_show_again: number;
  action: string;
  updated_at: number;
}

// --- import maps (migration 0006): every map of each environment, the highest version live ---
export interface ImportMapsTable {
  env: string;
  version: number;
  /** JSON text of the whole map */
  map: string;
  action: string;
  service: string | null;
  build: string | null;
  created_at: number;
}

// --- consent and analytics (issue 16, migration 0015) ---
export interface CookieAgreementsTable {
  id: Generated<number>;
  consent_id: string;
  user_id: number | null;
  type: string;
  agreed_at: number;
}

export interface UserCookieAgreementsTable {
  user_id: number;
  type: string;
  agreed_at: number;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event_id: number;
  whence: number;
  /** JSON text */
  params: string;
  occurred_at: number;
  received_at: number;
}

export interface Database {
  site_config: SiteConfigTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_challenges: LoginChallengesTable;
  auth_failures: AuthFailuresTable;
  accounts: AccountsTable;
  ledger: LedgerTable;
  terms_versions: TermsVersionsTable;
  block_rules: BlockRulesTable;
  redirect_rules: RedirectRulesTable;
  maintenance_windows: MaintenanceWindowsTable;
  sb_sports: SbSportsTable;
  sb_champs: SbChampsTable;
  sb_games: SbGamesTable;
  sb_markets: SbMarketsTable;
  sb_coupons: SbCouponsTable;
  sb_coupon_bets: SbCouponBetsTable;
  sb_saved_coupons: SbSavedCouponsTable;
  player_limits: PlayerLimitsTable;
  limit_history: LimitHistoryTable;
  limit_questions: LimitQuestionsTable;
  limit_answers: LimitAnswersTable;
  limit_tokens: LimitTokensTable;
  reality_checks: RealityChecksTable;
  import_maps: ImportMapsTable;
  // consent and analytics (issue 16)
  cookie_agreements: CookieAgreementsTable;
  user_cookie_agreements: UserCookieAgreementsTable;
  analytics_events: AnalyticsEventsTable;
}

export type { Generated };
