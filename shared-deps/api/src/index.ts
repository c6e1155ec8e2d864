export { defaultSiteConfig, siteConfigGroups, type SiteConfig, type SiteConfigGroup } from './site-config';
export { ApiError, errorFromResponse, retryAfterSeconds, type ApiErrorItem, type ApiErrorKind } from './api-error';
export { isRecord } from './is-record';
export type { Logger } from './logger';
export { CLIENT_MESSAGE_CODES, messageOf, messageOfItem, type ClientMessageCode, type Message, type MessageValues } from './message';
export { ApiClient, type ApiClientOptions, type RequestOptions, type RetryPolicy } from './api-client';
// The contracts: constants from TypeBox-free files; everything else as types only, so the
// browser bundle carries no schema (the server imports them from `@site/api/contracts`).
export { CRICKET_SPORT_ID, MARBLE_SPORT_ID, TIME_FILTERS, type TimeFilter } from './contracts/line-constants';
export type { ChampView, GameAnswer, GameDetail, GameView, GamesAnswer, MarketDetail, MarketView, Section, SportsAnswer, SportView } from './contracts/line';
export { ACCOUNT_TYPE } from './contracts/accounts-constants';
export type { AccountsView, AccountView, CurrencyChange } from './contracts/accounts';
export { isLiveEventType, LIVE_EVENT_TYPES, type LiveEventType } from './contracts/live-constants';
export { COUPON_STATUSES, type CouponStatus } from './contracts/coupons-constants';
export type { BetsAnswer, CouponAnswer, CouponView, LoadAnswer, LoadedBet, PlaceAnswer, PlaceBody, SaveAnswer, SelectionView } from './contracts/coupons';
export { MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER } from './contracts/mf-protocol-constants';
export type { MfJsonAnswer } from './contracts/mf-protocol';
export type { LoginAnswer, LoginBody, RegisterAnswer, RegisterBody, SessionAnswer, SignInLinkAnswer } from './contracts/auth';
export type { PhoneAnswer, TokenAnswer, UserConfig } from './contracts/user';
export type { TermsStatus } from './contracts/terms';
export type { SeoPageAnswer } from './contracts/seo';
export {
  APPROVAL_WINDOW_HOURS,
  DEPOSIT_TYPES,
  EXCLUSION_TYPES,
  LIMIT_API,
  LIMIT_MEASURES,
  LIMIT_OPTIONS,
  LIMIT_PATHS,
  LIMIT_PING_MS,
  LIMIT_STATES,
  LIMIT_TYPE,
  LIMIT_TYPES,
  LOSS_TYPES,
  MONEY_LIMIT_TYPES,
  NO_DEPOSIT_LIMIT,
  PENDING_DELAY_HOURS,
  REALITY_CHECK_ACTIONS,
  REALITY_CHECK_PATH,
  REALITY_CHECK_SYNC_MS,
  SESSION_NOT_SET,
  WAGERING_TYPES,
  windowHours,
  type LimitMeasure,
  type LimitState,
  type LimitType,
  type RealityCheckAction,
} from './contracts/limits-constants';
export type {
  AvailableLimit,
  AvailableLimitsAnswer,
  BlockUserAnswer,
  LimitActionAnswer,
  LimitActionBody,
  LimitPingAnswer,
  LimitQuestion,
  LimitRequest,
  LimitsAnswer,
  LimitView,
  RealityCheckAnswer,
  RealityCheckBody,
  RejectLimitBody,
  SaveLimitsAnswer,
  SaveLimitsBody,
  SelfExcludeReason,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
  TestAnswersBody,
} from './contracts/limits';
export type { BlockAnswer, MaintenanceAnswer, RedirectAnswer } from './contracts/operator-rules';
export type { CurrencyEntry, PhoneCountry, PhoneMask } from './contracts/dicts';
export type { VersionAnswer } from './contracts/site';
export type { DeployServiceBody, MapHistoryAnswer, MapVersionAnswer, RollbackBody } from './contracts/import-map';
export type { CatalogueCode, CouponErrorCode, ErrorMeta, ServerErrorCode } from './contracts/error-codes';
export type { ErrorEnvelope } from './contracts/errors';
// payments (issue 18)
export {
  DEMO_METHOD_ID,
  ONPAY_RESULTS,
  PAYMENT_KINDS,
  PAYMENT_PATHS,
  PAYMENT_QUESTION_MAX,
  PAYMENT_STATUSES,
  PAYMENT_TOPICS,
  type OnpayResult,
  type PaymentKind,
  type PaymentStatus,
  type PaymentTopic,
} from './contracts/payments-constants';
export type {
  DepositAnswer,
  DepositBody,
  PaymentMethodsAnswer,
  PaymentMethodView,
  PaymentQuestionBody,
  PaymentQuestionsAnswer,
  PaymentQuestionView,
  PaymentRequestsAnswer,
  PaymentRequestView,
  WithdrawAnswer,
  WithdrawBody,
} from './contracts/payments';
// account and security (issue 18)
export {
  BACKUP_CODE_COUNT,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_STATUSES,
  IDENTITY_DOCUMENT_TYPES,
  MIN_AGE_YEARS,
  VERIFICATION_STATES,
  type DocumentKind,
  type DocumentStatus,
  type VerificationState,
} from './contracts/account-security-constants';
export type {
  DocumentCreated,
  DocumentItem,
  DocumentsAnswer,
  EmailAnswer,
  PasswordChangeBody,
  ProfileAnswer,
  ProfileBody,
  SecurityAnswer,
  SecurityQuestionBody,
  SessionsAnswer,
  TwoStepAnswer,
  TwoStepConfirmAnswer,
} from './contracts/account-security';
// office (issue 18): settings, support and the other office pages
export {
  COUPON_OPTION_FLAGS,
  DEFAULT_USER_SETTINGS,
  DISPLAY_FLAGS,
  MAILING_FLAGS,
  SETTINGS_FONT_SIZES,
  SETTINGS_ODDS_FORMATS,
  settingsWithDefaults,
  type CouponOptionFlag,
  type DisplayFlag,
  type MailingFlag,
} from './contracts/settings-constants';
export type { UserSettings, UserSettingsPatch } from './contracts/settings';
export {
  APPEAL_STATUSES,
  BONUS_KINDS,
  CASHBACK_PROGRAMS,
  OFFICE_PATHS,
  OFFICE_TEXT,
  REFERRAL_QUERY,
  SUPPORT_STATUSES,
  type AppealStatus,
  type BonusKind,
  type CashbackProgram,
  type SupportStatus,
} from './contracts/office-constants';
export type {
  AppealsAnswer,
  AppealView,
  BonusesAnswer,
  BonusView,
  CashbackAnswer,
  CashbackView,
  FriendsAnswer,
  FriendView,
  IdeasAnswer,
  IdeaView,
  PromotionsAnswer,
  PromotionView,
  RewardsAnswer,
  RewardView,
  SupportCreateAnswer,
  SupportCreateBody,
  SupportListAnswer,
  SupportMessageView,
  SupportRequestView,
  SupportThreadAnswer,
} from './contracts/office';
// casino (issue 17)
export {
  CASINO_API,
  CASINO_CATEGORIES,
  CASINO_DEMO_BALANCE,
  CASINO_DEMO_CURRENCY,
  CASINO_ENGINES,
  CASINO_GAME_PAGE_SECTIONS,
  CASINO_MAX_PAGE_SIZE,
  CASINO_MIN_QUERY,
  CASINO_MODES,
  CASINO_PAGE_SIZE,
  CASINO_PATHS,
  CASINO_SECTIONS,
  CASINO_SORTS,
  CLIENT_SEED_PATTERN,
  CRASH_HOUSE_EDGE_PERCENT,
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  DICE_HOUSE_EDGE_PERCENT,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  KENO_NUMBERS,
  SLOT_MAX_LINES,
  SLOT_REELS,
  SLOT_ROWS,
  type CasinoCategory,
  type CasinoEngine,
  type CasinoMode,
  type CasinoSection,
  type CasinoSort,
} from './contracts/casino-constants';
export type {
  CasinoFavoritesAnswer,
  CasinoGame,
  CasinoGameAnswer,
  CasinoGamesAnswer,
  CasinoGamesQuery,
  CasinoProvider,
  CasinoProvidersAnswer,
  CasinoRules,
  CasinoSession,
  FairnessView,
  GamePreviewItem,
  GamesPreviewAnswer,
  LaunchBody,
  RotateAnswer,
  RoundAnswer,
  RoundBody,
  RoundOutcome,
  RoundsAnswer,
  RoundView,
  RoundViewAnswer,
} from './contracts/casino';
// a key for one attempt of a write the client may retry (coupon placing, bonus game rounds)
export { newIdempotencyKey } from './idempotency-key';
// content, promotions and bonus games (issue 19)
export {
  BONUS_GAME_COST,
  BONUS_GAME_PATHS,
  CONTENT_KINDS,
  CONTENT_LANGS,
  CONTENT_SLUG_PATTERN,
  PUBLIC_CONTENT_KINDS,
  contentElements,
  safeContentHref,
  type ElementFactory,
  type ContentBlock,
  type ContentKind,
  type ContentLang,
  type PublicContentKind,
} from './contracts/content-constants';
export type { BonusGamesAnswer, ContentItemAnswer, ContentListAnswer, ContentSummary, PlayBonusGameAnswer, PlayBonusGameBody, PointsAnswer } from './contracts/content';
// The shell (issue 15)
export type { BonusPopupInformation } from './contracts/shell';
export { ADBLOCK_BAIT_PATH, FIRST_DEPOSIT_BONUS, POLICY_LOGO_COUNTRY_IDS, POLICY_LOGO_PATH } from './contracts/shell-constants';
// Pools and draws (issue 19)
export { LOTTO_GAMES, LOTTO_PATHS, LOTTO_TICKET_STATUSES, type LottoGameDef, type LottoTicketStatus } from './contracts/lotto-constants';
export type { LottoBuyAnswer, LottoBuyBody, LottoDraw, LottoDrawAnswer, LottoGame, LottoGameAnswer, LottoGamesAnswer, LottoTicket, LottoTicketsAnswer } from './contracts/lotto';
export {
  TOTO_BASE_PRICE,
  TOTO_EVENTS,
  TOTO_MAX_COMBINATIONS,
  TOTO_PATHS,
  TOTO_PICKS,
  TOTO_TIERS,
  totoCombinations,
  type TotoPick,
} from './contracts/toto-constants';
export type { TotoBuyAnswer, TotoBuyBody, TotoDraw, TotoDrawAnswer, TotoDrawsAnswer, TotoEvent, TotoPool, TotoTicket, TotoTicketsAnswer } from './contracts/toto';
// Cyber-sport (issue 19)
export { CYBER_DISCIPLINES, CYBER_MODES, cyberDisciplines, type CyberDiscipline, type CyberMode } from './contracts/cyber-constants';
// Results and statistics (issue 19)
export { RESULTS_PATHS } from './contracts/results-constants';
export type { ChampStatisticsAnswer, GameStatisticsAnswer, ResultChamp, ResultChampsAnswer, ResultGame, ResultsAnswer, StandingRow } from './contracts/results';
// consent and analytics (issue 16)
export {
  ANALYTICS_DELAY_MS,
  ANALYTICS_EVENT_IDS,
  CONSENT_ID_COOKIE,
  COOKIE_AGREE_TYPES,
  COOKIE_OPTIONS,
  COOKIES_AGREEMENT_PATH,
  FATMAN_PATH,
  FATMAN_WHENCE,
  KNOWN_EVENT_IDS,
  METRICS_STORAGE_MS,
  MAX_EVENTS_PER_BATCH,
  PERSONAL_DATA_FIELDS,
  REGISTRATION_STEP_FIRST,
  REGISTRATION_STEP_LAST,
  isCookieAgreeType,
  isPersonalField,
  type CookieAgreeType,
  type CookieOption,
} from './contracts/consent-constants';
export type { AnalyticsEvent, CookiesAgreementAnswer, FatmanAnswer, FatmanBody } from './contracts/consent';
