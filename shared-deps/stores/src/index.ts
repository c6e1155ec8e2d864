export { RootStore, getRootStore, setRootStore, type RootStoreDeps } from './root-store';
export { SettingsStore, CONFIG_RETRY, CLOCK_STORAGE_KEY } from './settings-store';
export { UserStore, SESSION_RETRY } from './user-store';
export { AccountsStore, ACCOUNT_UPDATE_RETRY, parseAccounts, type Account, type AccountsAnswer } from './accounts-store';
export { StoresProvider, useStores } from './stores-context';
export { CouponStore, DEFAULT_SAVE_DELAY_MS } from './coupon/coupon-store';
export { CouponSettingsStore, ONE_CLICK_CONFIRM_TITLE, COUPON_SETTING_FLAGS, type CouponSettingFlag } from './coupon/coupon-settings-store';
export { COUPON_STORAGE_KEY, COUPON_STORAGE_VERSION, MAX_COUPON_BETS, parseStoredCoupon, type StoredCoupon } from './coupon/coupon-persistence';
export { parseAmount, MAX_COUPON_AMOUNT } from './coupon/coupon-amount';
export type {
  CouponBet,
  CouponLogger,
  CouponStoreOptions,
  CouponTab,
  InputResult,
  PendingConfirmation,
  PlacedCoupon,
} from './coupon/coupon-types';
export { message, refused, type StoreMessageCode } from './messages';
export {
  LimitsStore,
  parseLimit,
  TOKEN_CACHE_MS,
  PING_INTERVAL_MS,
  REALITY_RESYNC_MS,
  REALITY_CHECK_STORAGE_KEY,
  SESSION_ENDED_NOTICE_ID,
  type LimitsClock,
  type LimitsStoreOptions,
  type PendingQuestions,
} from './limits/limits-store';
export * from './limits/limit-types';
// office (issue 18): the player's settings on the server
export { SETTINGS_STORAGE_KEY, type SettingsSync } from './settings-sync';
export { SupportStore, type SupportResult } from './support-store';
// consent (issue 16)
export { ConsentStore, CONSENT_STORAGE_KEY, CONSENT_STORAGE_KEYS, agreeTypeOf, allowsOption } from './consent-store';
