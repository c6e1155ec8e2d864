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
