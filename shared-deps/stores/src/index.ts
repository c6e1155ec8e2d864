export { RootStore, getRootStore, setRootStore, type RootStoreDeps } from './root-store';
export { SettingsStore, CONFIG_RETRY } from './settings-store';
export { UserStore, SESSION_RETRY } from './user-store';
export { StoresProvider, useStores } from './stores-context';
export { CouponStore, DEFAULT_BET_STATUS_ID, DEFAULT_SAVE_DELAY_MS, PROMO_TYPE9_MESSAGE, type CouponTab, type SubmittedBet } from './coupon/coupon-store';
export { CouponSettingsStore, ONE_CLICK_CONFIRM_TITLE, COUPON_SETTING_FLAGS, type CouponSettingFlag } from './coupon/coupon-settings-store';
export { COUPON_STORAGE_KEY, COUPON_STORAGE_VERSION, MAX_COUPON_BETS, parseStoredCoupon, type StoredCoupon } from './coupon/coupon-persistence';
export { parseAmount, MAX_COUPON_AMOUNT } from './coupon/coupon-amount';
export type { CouponBet, CouponLogger, CouponStoreOptions, InputResult, PendingConfirmation, PlacedCoupon } from './coupon/coupon-types';
