export { defaultSiteConfig, siteConfigGroups, type SiteConfig, type SiteConfigGroup } from './site-config';
export { ApiError, errorFromResponse, retryAfterSeconds, type ApiErrorItem, type ApiErrorKind } from './api-error';
export { isRecord } from './is-record';
export type { Logger } from './logger';
export { CLIENT_MESSAGE_CODES, messageOf, messageOfItem, type ClientMessageCode, type Message, type MessageValues } from './message';
export { ApiClient, type ApiClientOptions, type RequestOptions, type RetryPolicy } from './api-client';
export {
  TIME_FILTERS,
  type ChampView,
  type GameAnswer,
  type GameDetail,
  type GameView,
  type GamesAnswer,
  type MarketDetail,
  type MarketView,
  type Section,
  type SportView,
  type SportsAnswer,
  type TimeFilter,
} from './contracts/line';
export { ACCOUNT_TYPE, type AccountsView, type AccountView, type CurrencyChange } from './contracts/accounts';
export { isLiveEventType, LIVE_EVENT_TYPES, type LiveEventType } from './contracts/live';
export { COUPON_STATUSES, type CouponStatus, type CouponView, type SelectionView } from './contracts/coupons';
export { MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER, type MfJsonAnswer } from './contracts/mf-protocol';
export type { LoginAnswer, LoginBody, RegisterAnswer, RegisterBody } from './contracts/auth';
export type { CurrencyEntry, PhoneCountry } from './contracts/dicts';
