// The one Database interface: every table the server reads or writes, as Kysely sees it.
// Migrations (frozen, in ./migrations) create exactly these shapes on SQLite and PostgreSQL.
import type { Generated } from 'kysely';
import type { NameColumns } from './name-columns';

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
  // account and security (migration 0009)
  /** base32 TOTP secret offered, not yet confirmed with a code */
  two_step_pending: string | null;
  /** the 30-second step of the last two-step code used (a code signs in once) */
  two_step_last_step: number | null;
  security_question: string | null;
  /** scrypt hash of the normalised answer */
  security_answer_hash: string | null;
}

export interface SessionsTable {
  /** sha256 of the cookie token; the token itself is never stored */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  // account and security (migration 0009): the id the sessions list shows, and the device
  public_id: string | null;
  user_agent: string | null;
  ip: string | null;
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
// A name has a column per language of the site (name_en ... name_tr; uk, kk, az and tr since
// migration 0023): NameColumns, which name-columns.ts writes and reads.

export interface SbSportsTable extends NameColumns<'name'> {
  id: number;
  name_eng: string;
}

export interface SbChampsTable extends NameColumns<'name'> {
  id: number;
  sport_id: number;
  demo: number;
}

export interface SbGamesTable extends NameColumns<'home'>, NameColumns<'away'> {
  id: number;
  sport_id: number;
  champ_id: number;
  start_time: number;
  /** 'scheduled' | 'live' | 'ended' */
  status: string;
  period: number;
  is_live: number;
  score_home: number;
  score_away: number;
  clock: number;
  /** 1 when the feed carries a video stream of the game (esports). */
  has_stream: number;
  updated_at: number;
}

export interface SbMarketsTable extends NameColumns<'name'> {
  id: number;
  game_id: number;
  type_id: number;
  kind: string;
  grp: string;
  line_milli: number | null;
  exact_home: number | null;
  exact_away: number | null;
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

// --- payments (migration 0008, issue 18): deposit and withdrawal requests, payment questions ---
export interface PaymentRequestsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  /** deposit | withdraw */
  kind: string;
  /** pending | success | failed | approved | rejected */
  status: string;
  method: string;
  amount_minor: number;
  currency_id: number;
  idempotency_key: string;
  provider_ref: string | null;
  provider_tx_id: string | null;
  lang: string;
  created_at: number;
  updated_at: number;
}

export interface PaymentQuestionsTable {
  id: Generated<number>;
  user_id: number;
  topic_id: number;
  subtopic_id: number | null;
  request_id: number | null;
  text: string;
  /** open | answered */
  status: string;
  created_at: number;
}

// --- account and security (migration 0009): backup codes, personal data, documents, password resets, outbox ---
export interface TwoStepBackupCodesTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the code */
  code_hash: string;
  used_at: number | null;
}

export interface PlayerProfilesTable {
  user_id: number;
  name: string | null;
  surname: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  address: string | null;
  document_type: string | null;
  document_number: string | null;
  updated_at: number;
}

export interface PlayerDocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  mime: string;
  size_bytes: number;
  storage_name: string;
  /** pending | approved | rejected */
  status: string;
  created_at: number;
  reviewed_at: number | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One-time sign-in links (`/{lng}/{token}`): the same shape as a password reset. */
export type SignInLinksTable = PasswordResetsTable;

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: number;
  sent_at: number | null;
  error: string | null;
}

// --- office (migration 0010, issue 18): settings, support, bonuses, cashback, rewards, referrals, ideas, appeals, promotions ---

export interface UserSettingsTable {
  user_id: number;
  /** JSON text of the whole UserSettings document */
  settings: string;
  updated_at: number;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  /** null: a guest's request, answered at `email` */
  user_id: number | null;
  email: string | null;
  subject: string;
  /** open, answered, closed */
  status: string;
  created_at: number;
  updated_at: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  request_id: number;
  /** player or operator */
  author: string;
  body: string;
  created_at: number;
}

export interface PlayerBonusesTable {
  id: Generated<number>;
  user_id: number;
  /** deposit or wager */
  kind: string;
  amount_minor: number;
  currency_id: number;
  /** the stakes to place before the bonus is wagered (progress: the player's stakes since created_at) */
  wager_required_minor: number;
  /** the operator's grant key: one grant, one ledger row */
  grant_key: string;
  ledger_entry_id: number;
  created_at: number;
}

export interface PlayerCashbackTable {
  id: Generated<number>;
  user_id: number;
  /** vip or premium */
  program: string;
  percent: number;
  amount_minor: number;
  currency_id: number;
  /** the period it pays for, e.g. 2026-11 */
  period: string;
  grant_key: string;
  ledger_entry_id: number;
  created_at: number;
}

export interface PlayerRewardsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  points: number;
  created_at: number;
}

export interface ReferralsTable {
  invited_user_id: number;
  referrer_id: number;
  created_at: number;
}

export interface PlayerIdeasTable {
  id: Generated<number>;
  user_id: number;
  body: string;
  created_at: number;
}

export interface BlockAppealsTable {
  id: Generated<number>;
  user_id: number;
  body: string;
  /** pending, accepted, rejected */
  status: string;
  answer: string | null;
  created_at: number;
  updated_at: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  body: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

// content and bonus games (issue 19)
export interface ContentItemsTable {
  id: Generated<number>;
  kind: string;
  slug: string;
  lang: string;
  title: string;
  description: string;
  /** JSON: ContentBlock[] (@site/api/contracts content-constants.ts) */
  body: string;
  position: Generated<number>;
  updated_at: number;
}

export interface BonusGamePlaysTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  idempotency_key: string;
  points_spent: number;
  outcome: number;
  prize_minor: number;
  /** the bonus account the prize went to */
  account_id: number;
  ledger_entry_id: number | null;
  created_at: number;
}

export interface PointsLogTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  points_after: number;
  ref: string;
  created_at: number;
}

/** Pools and draws (migration 0012): a lotto draw; `numbers` (comma-separated) once drawn. */
export interface LottoDrawsTable {
  id: Generated<number>;
  game_id: number;
  draw_at: number;
  seed: string;
  seed_hash: string;
  numbers: string | null;
  drawn_at: number | null;
}

interface TicketColumns {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  draw_id: number;
  currency_id: number;
  amount_minor: number;
  idempotency_key: string;
  request_hash: string;
  balance_after: number;
  /** 'open' | 'won' | 'lost' */
  status: Generated<string>;
  win_minor: number | null;
  created_at: number;
  settled_at: number | null;
}

export interface LottoTicketsTable extends TicketColumns {
  numbers: string;
  matches: number | null;
}

export interface TotoDrawsTable {
  id: Generated<number>;
  /** 'open' | 'closed' | 'settled' */
  status: string;
  closes_at: number;
  created_at: number;
  settled_at: number | null;
  pools: string | null;
}

export interface TotoEventsTable {
  draw_id: number;
  idx: number;
  game_id: number;
  /** '1' | 'X' | '2' | 'void' once the game has its results */
  result: string | null;
}

export interface TotoTicketsTable extends TicketColumns {
  /** The 15 picks, comma-separated ("1X,2,..."). */
  picks: string;
  combinations: number;
  correct: number | null;
}

export interface TotoJackpotsTable {
  currency_id: number;
  amount_minor: number;
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

/** The limit questions' and answers' words in the languages besides en and ru (migration 0022). */
export interface LimitTextsTable {
  kind: 'question' | 'answer';
  ref_id: number;
  lang: string;
  text: string;
}

/** Secrets the server made for itself when the operator set none (migration 0021). */
export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface Database {
  site_config: SiteConfigTable;
  site_secrets: SiteSecretsTable;
  limit_texts: LimitTextsTable;
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
  // payments (issue 18)
  payment_requests: PaymentRequestsTable;
  payment_questions: PaymentQuestionsTable;
  // account and security (migration 0009)
  two_step_backup_codes: TwoStepBackupCodesTable;
  player_profiles: PlayerProfilesTable;
  player_documents: PlayerDocumentsTable;
  password_resets: PasswordResetsTable;
  sign_in_links: SignInLinksTable;
  outbox: OutboxTable;
  // office (issue 18)
  user_settings: UserSettingsTable;
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  player_bonuses: PlayerBonusesTable;
  player_cashback: PlayerCashbackTable;
  player_rewards: PlayerRewardsTable;
  referrals: ReferralsTable;
  player_ideas: PlayerIdeasTable;
  block_appeals: BlockAppealsTable;
  promotions: PromotionsTable;
  // casino (issue 17)
  casino_providers: CasinoProvidersTable;
  casino_games: CasinoGamesTable;
  casino_favorites: CasinoFavoritesTable;
  casino_seeds: CasinoSeedsTable;
  casino_sessions: CasinoSessionsTable;
  casino_rounds: CasinoRoundsTable;
  // content and bonus games (issue 19)
  content_items: ContentItemsTable;
  bonus_game_plays: BonusGamePlaysTable;
  points_log: PointsLogTable;
  // issue 16 (SEO, referral tags)
  seo_patterns: SeoPatternsTable;
  user_referral_tags: UserReferralTagsTable;
  // Pools and draws (issue 19)
  lotto_draws: LottoDrawsTable;
  lotto_tickets: LottoTicketsTable;
  toto_draws: TotoDrawsTable;
  toto_events: TotoEventsTable;
  toto_tickets: TotoTicketsTable;
  toto_jackpots: TotoJackpotsTable;
  // consent and analytics (issue 16)
  cookie_agreements: CookieAgreementsTable;
  user_cookie_agreements: UserCookieAgreementsTable;
  analytics_events: AnalyticsEventsTable;
}

// --- issue 16 (migration 0014): SEO patterns, referral tags ---

export interface SeoPatternsTable {
  /** an exact path (`/en/line`) or a prefix ending in `/*` */
  pattern: string;
  title: string | null;
  description: string | null;
  meta_robots: string | null;
  updated_at: number;
}

export interface UserReferralTagsTable {
  user_id: number;
  /** ref, bf, tag, tag_plain, pid, clickid, subid, pb, payment_consultant */
  name: string;
  value: string;
  created_at: number;
}

export type { Generated };

// --- casino (migration 0007, issue 17) ---
export interface CasinoProvidersTable {
  id: string;
  name: string;
}

export interface CasinoGamesTable {
  id: number;
  name: string;
  slug: string;
  provider_id: string;
  section: string;
  /** ",popular,new," */
  categories: string;
  engine: string;
  theme: string;
  /** JSON */
  params: string;
  min_stake: number;
  max_stake: number;
  popularity: number;
  is_new: number;
  search: string;
}

export interface CasinoFavoritesTable {
  user_id: number;
  game_id: number;
  created_at: number;
}

/** A provably-fair seed pair: a player's (user_id) or a guest demo session's (session_id); revealed once rotated. */
export interface CasinoSeedsTable {
  id: Generated<number>;
  user_id: number | null;
  session_id: string | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** the next round's nonce */
  nonce: number;
  revealed_at: number | null;
  created_at: number;
}

export interface CasinoSessionsTable {
  id: string;
  user_id: number | null;
  game_id: number;
  /** 'demo' | 'real' */
  mode: string;
  account_id: number | null;
  currency_id: number;
  demo_balance_minor: number | null;
  created_at: number;
}

export interface CasinoRoundsTable {
  id: Generated<number>;
  session_id: string;
  user_id: number | null;
  game_id: number;
  mode: string;
  currency_id: number;
  stake_minor: number;
  win_minor: number;
  balance_after: number;
  idempotency_key: string;
  request_hash: string;
  seed_id: number;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
  /** JSON RoundOutcome */
  outcome: string;
  created_at: number;
}
