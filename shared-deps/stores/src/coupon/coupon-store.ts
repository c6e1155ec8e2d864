// The coupon (bet slip): spec 1 §3 "Coupon (bet slip) state" and the transitions of §4.
// CouponState holds the state, CouponView derives the engine's verdict, CouponBets moves
// the bets; this class takes the other inputs and the placing, saves the coupon and listens
// to the bus. The rules are the engine's (@site/betting): what is left here is which field
// an input goes to.
import { action, computed, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Subscription } from 'rxjs';
import type { Message } from '@site/api';
import {
  COUPON_TYPE,
  isCouponTypeId,
  isPromoCodeAllowed,
  MAX_PROMO_CODE_LENGTH,
  MIN_SYSTEM_VALUE,
  type CouponToSubmit,
} from '@site/betting';
import { AddBetToCoupon, AnalyticsRequested, OddsChanged, RemoveBetFromCoupon, UpdateCouponBet } from '@site/bus';
import { refused } from '../messages';
import type { RootStore } from '../root-store';
import { parseAmount } from './coupon-amount';
import { CouponBets } from './coupon-bets';
import { emptyStoredCoupon, parseStoredCoupon, saveCouponText, serializeCoupon, type StoredCoupon } from './coupon-persistence';
import type { CouponPage, CouponStoreOptions, CouponTab, InputResult, PlacedCoupon } from './coupon-types';

const browserPage = (): CouponPage | null =>
  typeof window === 'undefined' || typeof document === 'undefined' ? null : { window, document };

export const DEFAULT_SAVE_DELAY_MS = 300;

const OK: InputResult = { ok: true };

export class CouponStore extends CouponBets {
  private readonly subscriptions: Subscription[] = [];
  private readonly disposeSave: IReactionDisposer;
  private readonly disposePage: () => void;
  /** The text last written to (or read from) storage: an equal save is not written again. */
  private lastText: string | null = null;

  constructor(root: RootStore, options: CouponStoreOptions = {}) {
    super(root, options);
    makeObservable(this, {
      setTypeId: action,
      setAmount: action,
      setAmountByBetId: action,
      setAmountByBlockId: action,
      setSystemValue: action,
      setSystemBankerActive: action,
      setPromoCode: action,
      setVipBet: action,
      setTab: action,
      setAccountId: action,
      setLimits: action,
      setHyperBonus: action,
      setAvailablePrepaidAmount: action,
      beginPlace: action,
      markPlaced: action,
      setPlaceError: action,
      dismissSuccess: action,
      applyStored: action,
      persisted: computed,
    });
    const delay = options.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS;
    this.disposeSave = reaction(
      () => this.persisted,
      (coupon) => this.write(coupon),
      delay > 0 ? { delay } : {},
    );
    this.disposePage = this.listenToPage(options.page === undefined ? browserPage() : options.page);
    const bus = root.bus;
    this.subscriptions.push(
      bus.subscribe(AddBetToCoupon, (e) => this.addBet(e.payload.bet)),
      bus.subscribe(RemoveBetFromCoupon, (e) => this.removeBet(e.payload.marketId)),
      bus.subscribe(UpdateCouponBet, (e) => this.updateBet(e.payload.marketId, e.payload.changes)),
      bus.subscribe(OddsChanged, (e) => this.applyOdds(e.payload)),
    );
  }

  /** What is saved locally (spec 1 §3). */
  get persisted(): StoredCoupon {
    return { bets: this.betList, addedAtByBetId: this.addedAtByBetId, typeId: this.typeId, systemValue: this.systemValue };
  }

  /** Stops listening to the bus and writes a save that is still waiting. */
  dispose(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.subscriptions.length = 0;
    this.disposeSave();
    this.disposePage();
    this.saveNow();
  }

  /** Writes the coupon now (a save still waiting for its delay included); an unchanged coupon is not written again. */
  saveNow(): boolean {
    return this.write(this.persisted);
  }

  private write(coupon: StoredCoupon): boolean {
    const text = serializeCoupon(coupon);
    if (text === this.lastText) return true;
    const ok = saveCouponText(this.root.storage, this.storageKey, text, this.logger);
    if (ok) this.lastText = text;
    return ok;
  }

  /**
   * A bet added just before the page goes (reload, tab closed, app switched) is not lost:
   * leaving flushes the waiting save. Another tab's save comes in through the `storage`
   * event, checked like the save read at start; a removed save empties the coupon.
   */
  private listenToPage(page: CouponPage | null): () => void {
    if (!page) return () => {};
    const flush = () => void this.saveNow();
    const hidden = () => {
      if (page.document.visibilityState === 'hidden') this.saveNow();
    };
    const storage = (e: Event) => {
      const { key, newValue, storageArea } = e as StorageEvent;
      if (key !== this.storageKey && key !== null) return;
      if (storageArea && storageArea !== this.root.storage) return;
      this.fromOtherTab(key === null ? null : newValue);
    };
    page.window.addEventListener('pagehide', flush);
    page.document.addEventListener('visibilitychange', hidden);
    page.window.addEventListener('storage', storage);
    return () => {
      page.window.removeEventListener('pagehide', flush);
      page.document.removeEventListener('visibilitychange', hidden);
      page.window.removeEventListener('storage', storage);
    };
  }

  private fromOtherTab(text: string | null | undefined): void {
    if (text === this.lastText) return;
    let raw: unknown = null;
    if (typeof text === 'string') {
      try {
        raw = JSON.parse(text);
      } catch (error) {
        this.logger.warn('coupon: another tab saved a coupon that cannot be read', error);
        return;
      }
    }
    const problems: string[] = [];
    const coupon = raw === null ? emptyStoredCoupon() : parseStoredCoupon(raw, (m) => problems.push(m), this.now());
    if (problems.length > 0) this.logger.warn(`coupon: parts of another tab's coupon were dropped: ${problems.join('; ')}`);
    this.lastText = text ?? null;
    this.applyStored(coupon);
  }

  /** Takes a saved coupon (another tab's): its bets, times, type and system value. */
  applyStored(saved: StoredCoupon): void {
    this.bets = saved.bets;
    this.addedAtByBetId = saved.addedAtByBetId;
    this.typeId = saved.typeId;
    this.systemValue = saved.systemValue;
    this.reindex();
  }

  // --- inputs -------------------------------------------------------------------------

  /** Switching type keeps the bets; type 9 takes the current amount for every bet that has none. */
  setTypeId(typeId: unknown): InputResult {
    if (!isCouponTypeId(typeId)) return refused('coupon.bad_type');
    this.typeId = typeId;
    if (typeId === COUPON_TYPE.singlesSet && this.amount > 0) {
      const byBet = { ...this.amountByBetId };
      for (const b of this.bets) byBet[b.market.id] ??= this.amount;
      this.amountByBetId = byBet;
    }
    return OK;
  }

  /** A number >= 0 in the currency's minor units; anything else is refused with a reason. */
  setAmount(value: unknown): InputResult {
    const r = this.parseMoney(value);
    this.amountError = r.ok ? null : r.reason;
    this.amountText = typeof value === 'string' ? value : null;
    if (!r.ok) return r;
    this.amount = r.value;
    return OK;
  }

  /** Type 9: one bet's own amount. */
  setAmountByBetId(marketId: string, value: unknown): InputResult {
    if (!this.index.has(marketId)) return refused('coupon.bet_missing', { marketId });
    const r = this.parseMoney(value);
    const { [marketId]: _, ...others } = this.betAmountErrors;
    this.betAmountErrors = r.ok ? others : { ...others, [marketId]: r.reason };
    const { [marketId]: __, ...otherTexts } = this.betAmountTexts;
    this.betAmountTexts = r.ok || typeof value !== 'string' ? otherTexts : { ...otherTexts, [marketId]: value };
    if (!r.ok) return r;
    this.amountByBetId = { ...this.amountByBetId, [marketId]: r.value };
    return OK;
  }

  setAmountByBlockId(blockId: number, value: unknown): InputResult {
    const r = this.parseMoney(value);
    if (!r.ok) return r;
    this.amountByBlockId = { ...this.amountByBlockId, [String(blockId)]: r.value };
    return OK;
  }

  /** Never below 2 (spec 1 §4, §5): lower whole numbers become 2. */
  setSystemValue(value: unknown): InputResult {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return refused('coupon.system_value_whole');
    this.systemValue = Math.max(MIN_SYSTEM_VALUE, value);
    return OK;
  }

  setSystemBankerActive(on: boolean): void {
    this.isActiveSystemBanker = on;
  }

  /** Promo codes are refused for type 9 (spec 1 §5), with the message the UI shows. */
  setPromoCode(code: string, manual = false): InputResult {
    const text = typeof code === 'string' ? code.trim() : '';
    let r: InputResult = OK;
    if (text !== '' && !isPromoCodeAllowed(this.typeId)) r = refused('coupon.promo_type9');
    else if (text.length > MAX_PROMO_CODE_LENGTH) r = refused('coupon.promo_too_long', { max: MAX_PROMO_CODE_LENGTH });
    this.promoCodeError = r.ok ? null : r.reason;
    if (!r.ok) return r;
    this.promoCode = text;
    if (manual) this.manualPromoCode = text;
    return OK;
  }

  /** The VIP bet can be switched on only while it is available (spec 1 §4). */
  setVipBet(on: boolean): InputResult {
    if (on && !this.isVipBetAvailable) return refused('coupon.vip_unavailable');
    this.isActiveVipBet = on;
    return OK;
  }

  setTab(tab: CouponTab): void {
    this.tab = tab;
  }

  setAccountId(accountId: number | null): void {
    this.accountId = accountId;
  }

  /** Limits set for this player (for example by the limit service); unset ones keep their defaults. */
  setLimits(limits: { minBetAmount?: number; maxBetAmount?: number; maxPayout?: number }): void {
    const ok = (x: unknown): x is number => typeof x === 'number' && !Number.isNaN(x) && x >= 0;
    if (ok(limits.minBetAmount)) this.minBetAmount = limits.minBetAmount;
    if (ok(limits.maxBetAmount)) this.maxBetAmount = limits.maxBetAmount;
    if (ok(limits.maxPayout)) this.maxPayout = limits.maxPayout;
  }

  setHyperBonus(h: { percent: number; minBetLimit: number; maxLimit: number }): void {
    this.hyperBonusPercent = h.percent;
    this.minHyperBonusBetLimit = h.minBetLimit;
    this.maxHyperBonusLimit = h.maxLimit;
  }

  setAvailablePrepaidAmount(amount: number): void {
    this.availablePrepaidAmount = Number.isFinite(amount) && amount > 0 ? amount : 0;
  }

  // --- placing ------------------------------------------------------------------------

  /** Marks the coupon as being placed and returns what to send, or null when it cannot go. */
  beginPlace(): CouponToSubmit | null {
    if (!this.canPlace) return null;
    this.isActivePlaceBet = true;
    this.activePlaceBetIds = this.bets.map((b) => b.market.id);
    this.placeError = null;
    return this.couponToSubmit;
  }

  /** The server took the coupon. Unless the player keeps his coupon (isCouponFixed), it empties. */
  markPlaced(success: PlacedCoupon | readonly PlacedCoupon[]): void {
    // Counted by analytics (issue 16): the coupon type, nothing about the player.
    this.root.bus.publish(new AnalyticsRequested({ kind: 'bet_placed', couponType: this.typeId }));
    if (Array.isArray(success)) {
      this.singlesResultCoupons = [...success];
      this.successCoupon = success[0] ?? null;
    } else {
      this.successCoupon = success as PlacedCoupon;
    }
    this.isActivePlaceBet = false;
    this.activePlaceBetIds = [];
    this.placeError = null;
    if (!this.root.couponSettings.isCouponFixed) this.clear();
  }

  /** The placing failed: why (messageOf the failure: the server's code and values), and the coupon is free again. */
  setPlaceError(reason: Message): void {
    this.placeError = reason;
    this.isActivePlaceBet = false;
    this.activePlaceBetIds = [];
  }

  dismissSuccess(): void {
    this.successCoupon = null;
    this.singlesResultCoupons = [];
  }

  private parseMoney(value: unknown) {
    const c = this.currencyInfo;
    return parseAmount(value, c.minorDigits, c.iso);
  }
}
