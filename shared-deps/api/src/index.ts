export { defaultSiteConfig, siteConfigGroups, type SiteConfig, type SiteConfigGroup } from './site-config';
export { ApiError, errorFromResponse, retryAfterSeconds, type ApiErrorItem, type ApiErrorKind } from './api-error';
export { isRecord } from './is-record';
export type { Logger } from './logger';
export { CLIENT_MESSAGE_CODES, messageOf, messageOfItem, type ClientMessageCode, type Message, type MessageValues } from './message';
export { ApiClient, type ApiClientOptions, type RequestOptions, type RetryPolicy } from './api-client';
// The contracts: constants from TypeBox-free files; everything else as types only, so the
// browser bundle carries no schema (the server imports them from `@site/api/contracts`).
export { TIME_FILTERS, type TimeFilter } from './contracts/line-constants';
export type { ChampView, GameAnswer, GameDetail, GameView, GamesAnswer, MarketDetail, MarketView, Section, SportsAnswer, SportView } from './contracts/line';
export { ACCOUNT_TYPE } from './contracts/accounts-constants';
export type { AccountsView, AccountView, CurrencyChange } from './contracts/accounts';
export { isLiveEventType, LIVE_EVENT_TYPES, type LiveEventType } from './contracts/live-constants';
export { COUPON_STATUSES, type CouponStatus } from './contracts/coupons-constants';
export type { BetsAnswer, CouponAnswer, CouponView, LoadAnswer, LoadedBet, PlaceAnswer, PlaceBody, SaveAnswer, SelectionView } from './contracts/coupons';
export { MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER } from './contracts/mf-protocol-constants';
export type { MfJsonAnswer } from './contracts/mf-protocol';
export type { LoginAnswer, LoginBody, RegisterAnswer, RegisterBody, SessionAnswer } from './contracts/auth';
export type { PhoneAnswer, TokenAnswer, UserConfig } from './contracts/user';
export type { TermsStatus } from './contracts/terms';
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
