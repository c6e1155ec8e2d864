// The coupon's state (spec 1 §3 "Coupon (bet slip) state"), restored from the last save.
// CouponView derives the engine's verdict from it and CouponStore changes it; this class
// only holds it.
//
// Bets are immutable plain objects in a shallow observable array: an odds update replaces
// one element, the engine reads plain objects (no proxies on the hot path), and computeds
// that depend only on the coupon's shape (system values, locks) return an equal value and
// stop the change there.
import { makeObservable, observable } from 'mobx';
import type { Message } from '@site/api';
import { COUPON_TYPE, MIN_SYSTEM_VALUE, type CouponTypeId } from '@site/betting';
import type { RootStore } from '../root-store';
import { COUPON_STORAGE_KEY, loadCoupon } from './coupon-persistence';
import type { CouponBet, CouponLogger, CouponStoreOptions, CouponTab, PlacedCoupon } from './coupon-types';

export class CouponState {
  tab: CouponTab = 'coupon';
  typeId: CouponTypeId = COUPON_TYPE.single;
  isActivePlaceBet = false;
  isActiveAutoMax = false;
  isActiveVipBet = false;
  isActiveSystemBanker = true;
  isCouponLoadedFromCode = false;
  isVisibleQuickCoupon = false;
  activePlaceBetIds: string[] = [];
  bets: CouponBet[] = [];
  /** The account to bet from; null: the active account. */
  accountId: number | null = null;
  amount = 0;
  amountByBlockId: Record<string, number> = {};
  amountByBetId: Record<string, number> = {};
  /** Limits set for this player; 0 and Infinity (the defaults) defer to the site config. */
  minBetAmount = 0;
  maxBetAmount = Infinity;
  availablePrepaidAmount = 0;
  promoCode = '';
  manualPromoCode = '';
  promoCodes: string[] = [];
  systemValue = MIN_SYSTEM_VALUE;
  antiExpressCoef = 0;
  successCoupon: PlacedCoupon | null = null;
  singlesResultCoupons: PlacedCoupon[] = [];
  loadCouponInputValue = '';
  expressId: number | null = null;
  addedAtByBetId: Record<string, number> = {};
  maxPayout = Infinity;
  manuallyDeletedBonusBet = false;
  hyperBonusPercent = 0;
  minHyperBonusBetLimit = 0;
  maxHyperBonusLimit = 0;
  /**
   * Why the stake field holds no valid stake (what was typed is refused, or it is empty);
   * null once a good one is in. While set, the coupon cannot be placed and has no win.
   */
  amountError: Message | null = null;
  /** The stake field's text as last typed (null when the stake was set as a number): what the field shows again. */
  amountText: string | null = null;
  /** Type 9: why a bet's own stake field holds no valid stake, by market id. */
  betAmountErrors: Record<string, Message> = {};
  /** Type 9: the text of a bet's stake field that holds no valid stake, shown again when the field is mounted again. */
  betAmountTexts: Record<string, string> = {};
  promoCodeError: Message | null = null;
  /** Why the last placing failed (the server's code and values, or a client code). */
  placeError: Message | null = null;

  protected readonly logger: CouponLogger;
  protected readonly storageKey: string;
  protected readonly now: () => number;
  /** Position of each bet by market id; rebuilt when bets are added or removed. */
  protected index = new Map<string, number>();

  constructor(
    protected readonly root: RootStore,
    options: CouponStoreOptions = {},
  ) {
    this.logger = options.logger ?? console;
    this.storageKey = options.storageKey ?? COUPON_STORAGE_KEY;
    this.now = options.now ?? Date.now;
    // Restored before the fields become observable: no action needed, nothing observes yet.
    const saved = loadCoupon(root.storage, this.storageKey, this.logger, this.now());
    if (saved) {
      this.bets = saved.bets;
      this.addedAtByBetId = saved.addedAtByBetId;
      this.typeId = saved.typeId;
      this.systemValue = saved.systemValue;
      this.reindex();
    }
    makeObservable(this, {
      tab: observable,
      typeId: observable,
      isActivePlaceBet: observable,
      isActiveAutoMax: observable,
      isActiveVipBet: observable,
      isActiveSystemBanker: observable,
      isCouponLoadedFromCode: observable,
      isVisibleQuickCoupon: observable,
      activePlaceBetIds: observable.ref,
      bets: observable.shallow,
      accountId: observable,
      amount: observable,
      amountByBlockId: observable.ref,
      amountByBetId: observable.ref,
      minBetAmount: observable,
      maxBetAmount: observable,
      availablePrepaidAmount: observable,
      promoCode: observable,
      manualPromoCode: observable,
      promoCodes: observable.ref,
      systemValue: observable,
      antiExpressCoef: observable,
      successCoupon: observable.ref,
      singlesResultCoupons: observable.ref,
      loadCouponInputValue: observable,
      expressId: observable,
      addedAtByBetId: observable.ref,
      maxPayout: observable,
      manuallyDeletedBonusBet: observable,
      hyperBonusPercent: observable,
      minHyperBonusBetLimit: observable,
      maxHyperBonusLimit: observable,
      amountError: observable.ref,
      betAmountErrors: observable.ref,
      amountText: observable,
      betAmountTexts: observable.ref,
      promoCodeError: observable.ref,
      placeError: observable.ref,
    });
  }

  hasBet(marketId: string): boolean {
    return this.index.has(marketId);
  }

  protected reindex(): void {
    this.index = new Map(this.bets.map((b, i) => [b.market.id, i]));
  }
}
