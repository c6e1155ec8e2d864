// The coupon (bet slip): spec 1 §3 "Coupon (bet slip) state", the transitions of §4 and
// the rules of §5. Every number comes from the engine (@site/betting); this store only
// holds state, applies transitions and exposes the engine's results as computeds.
//
// Bets are immutable plain objects in a shallow observable array: an odds update replaces
// one element, the engine reads plain objects (no proxies on the hot path), and computeds
// that depend only on the coupon's shape (system values, locks) return an equal value and
// stop the change there.
import { action, comparer, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type { Subscription } from 'rxjs';
import { ACCOUNT_TYPE } from '@site/api';
import {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  FALLBACK_CURRENCY,
  MIN_SYSTEM_VALUE,
  currencyInfo,
  formatCoef,
  isCoefViewId,
  isBetLocked,
  isPromoCodeAllowed,
  isVipBetAvailable,
  mayProceedAfterCoefChange,
  minAmountApplies,
  systemValues,
  toThousandths,
  validateCoupon,
  type Bet,
  type CoefViewId,
  type CouponComputation,
  type CouponLimits,
  type CouponToSubmit,
  type CouponTypeId,
  type CouponValidation,
  type CurrencyInfo,
  type ExpressBonus,
  type SystemValueItem,
  type Violation,
} from '@site/betting';
import {
  AddBetToCoupon,
  OddsChanged,
  RemoveBetFromCoupon,
  UpdateCouponBet,
  isCouponCoef,
  parseCouponBet,
  parseCouponBetChanges,
  type CouponBetChanges,
  type CouponBetInput,
  type OddsChange,
} from '@site/bus';
import type { RootStore } from '../root-store';
import { parseAmount } from './coupon-amount';
import { COUPON_STORAGE_KEY, MAX_COUPON_BETS, loadCoupon, saveCoupon, type StoredCoupon } from './coupon-persistence';
import type { CouponBet, CouponLogger, CouponStoreOptions, InputResult, PlacedCoupon } from './coupon-types';

/** statusId of a bet that has not been placed yet (spec 1 §3). */
export const DEFAULT_BET_STATUS_ID = -2;
export const DEFAULT_SAVE_DELAY_MS = 300;
export const PROMO_TYPE9_MESSAGE = 'promo codes are not accepted for a set of singles (type 9)';
const MAX_PROMO_CODE = 64;

/** What the coupon needs of an accounts store, when one exists (spec 2 §3 account state). */
interface AccountsLike {
  activeAccount?: { id?: unknown; iso?: unknown; type?: unknown } | null;
}

export type CouponTab = 'coupon' | 'bets';

/** The bet as it goes to the server: gameId and market {id, coef}, plus what prices it. */
export type SubmittedBet = Bet & { gameId?: number };

const numberList = (x: unknown): number[] | undefined => (Array.isArray(x) ? x.filter((v): v is number => typeof v === 'number') : undefined);

export class CouponStore {
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
  /** Why the last amount input was refused; null once a good one is in. */
  amountError: string | null = null;
  promoCodeError: string | null = null;
  placeError: string | null = null;

  private readonly logger: CouponLogger;
  private readonly storageKey: string;
  private readonly now: () => number;
  /** Position of each bet by market id; rebuilt when bets are added or removed. */
  private index = new Map<string, number>();
  private readonly subscriptions: Subscription[] = [];
  private readonly disposeSave: IReactionDisposer;

  constructor(
    private readonly root: RootStore,
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

    makeObservable<CouponStore, 'draft' | 'validationBets' | 'betList'>(this, {
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
      amountError: observable,
      promoCodeError: observable,
      placeError: observable,

      currency: computed,
      currencyInfo: computed({ equals: comparer.structural }),
      amountStep: computed,
      initialAmount: computed,
      coefViewId: computed,
      isBonusAccount: computed,
      limits: computed({ equals: comparer.structural }),
      betList: computed,
      betCount: computed,
      bankerCount: computed,
      systemValues: computed({ equals: comparer.structural }),
      validationBets: computed,
      draft: computed,
      validation: computed,
      pricing: computed,
      coef: computed,
      coefByView: computed,
      possibleWin: computed,
      possibleWinWithBonus: computed,
      minPossibleWin: computed,
      calcSystemsMin: computed,
      expressBonus: computed({ equals: comparer.structural }),
      isVipBetAvailable: computed,
      isVipBet: computed,
      lockedMarketIds: computed({ equals: comparer.structural }),
      pendingCoefChangeIds: computed({ equals: comparer.structural }),
      violations: computed,
      canPlace: computed,
      couponToSubmit: computed,
      persisted: computed,

      addBet: action,
      removeBet: action,
      toggleBet: action,
      updateBet: action,
      applyOdds: action,
      applyOddsBatch: action,
      acceptCoefChanges: action,
      setTypeId: action,
      setAmount: action,
      setAmountByBetId: action,
      setAmountByBlockId: action,
      setSystemValue: action,
      toggleBanker: action,
      setSystemBankerActive: action,
      setPromoCode: action,
      setVipBet: action,
      setTab: action,
      setAccountId: action,
      setLimits: action,
      setHyperBonus: action,
      setAvailablePrepaidAmount: action,
      clear: action,
      beginPlace: action,
      markPlaced: action,
      setPlaceError: action,
      dismissSuccess: action,
    });

    const delay = options.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS;
    this.disposeSave = reaction(
      () => this.persisted,
      (coupon) => saveCoupon(this.root.storage, this.storageKey, coupon, this.logger),
      delay > 0 ? { delay } : {},
    );
    const bus = root.bus;
    this.subscriptions.push(
      bus.subscribe(AddBetToCoupon, (e) => this.addBet(e.payload.bet)),
      bus.subscribe(RemoveBetFromCoupon, (e) => this.removeBet(e.payload.marketId)),
      bus.subscribe(UpdateCouponBet, (e) => this.updateBet(e.payload.marketId, e.payload.changes)),
      bus.subscribe(OddsChanged, (e) => this.applyOdds(e.payload)),
    );
  }

  /** Stops listening to the bus and writes a save that is still waiting. */
  dispose(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.subscriptions.length = 0;
    this.disposeSave();
    this.saveNow();
  }

  saveNow(): boolean {
    return saveCoupon(this.root.storage, this.storageKey, this.persisted, this.logger);
  }

  // --- derived ------------------------------------------------------------------------

  private get accounts(): AccountsLike | undefined {
    return (this.root as unknown as { accounts?: AccountsLike }).accounts;
  }

  /** The active account's currency, else the site's default currency, else RUB (spec 1 §5). */
  get currency(): string {
    const iso = this.accounts?.activeAccount?.iso;
    if (typeof iso === 'string' && iso !== '') return iso;
    const fallback = this.root.settings.siteConfig?.core?.defaultCurrency;
    return typeof fallback === 'string' && fallback !== '' ? fallback : FALLBACK_CURRENCY;
  }

  get currencyInfo(): CurrencyInfo {
    return currencyInfo(this.currency);
  }

  /** The currency's step, or the player's own when he chose manual steps. */
  get amountStep(): number {
    const s = this.root.couponSettings;
    const own = s.amountStepByCurrencyIso[this.currencyInfo.iso];
    return s.isManualAmountStep && typeof own === 'number' && own > 0 ? own : this.currencyInfo.amountStep;
  }

  get initialAmount(): number {
    return this.currencyInfo.initialAmount;
  }

  get coefViewId(): CoefViewId {
    const id = this.root.settings.siteConfig?.global?.coefViewId;
    return isCoefViewId(id) ? id : 0;
  }

  get isBonusAccount(): boolean {
    return this.accounts?.activeAccount?.type === ACCOUNT_TYPE.bonus;
  }

  /** The engine's limits: the player's own where set, else the site config's betting group. */
  get limits(): CouponLimits {
    const b = this.root.settings.siteConfig?.betting;
    const configMax = typeof b?.maxBetAmount === 'number' ? b.maxBetAmount : Infinity;
    return {
      minBetAmount: this.minBetAmount > 0 ? this.minBetAmount : typeof b?.minBetAmount === 'number' ? b.minBetAmount : 0,
      minAmountTypeIds: numberList(b?.minBetAmountTypes),
      maxBetAmount: Math.min(this.maxBetAmount, configMax),
      maxAmountTypeIds: numberList(b?.maxBetAmountTypes),
      isBonusAccount: this.isBonusAccount,
      isExpressBonusEnabled: b?.expressBonusEnabled === true,
      isVipBetEnabled: b?.vipBetEnabled === true,
      currency: this.currencyInfo.iso,
    };
  }

  /**
   * The bets as a plain array, copied once per change: every computed below iterates this
   * instead of the observable array, whose element reads each go through a proxy.
   */
  private get betList(): CouponBet[] {
    return this.bets.slice();
  }

  get betCount(): number {
    return this.bets.length;
  }

  /** Bankers that count: type 2 with banker mode on, marked and not disabled. */
  get bankerCount(): number {
    if (this.typeId !== COUPON_TYPE.systemWithBanker || !this.isActiveSystemBanker) return 0;
    let n = 0;
    for (const b of this.betList) if (b.isBanker && !b.isDisabledBanker) n++;
    return n;
  }

  /** Offered system values (types 2 and 4); depends on the coupon's shape, not on its odds. */
  get systemValues(): SystemValueItem[] {
    if (this.typeId !== COUPON_TYPE.systemWithBanker && this.typeId !== COUPON_TYPE.systemVariant) return [];
    const limits = this.limits;
    try {
      return systemValues({
        n: this.betCount,
        bankers: this.bankerCount,
        minBetAmount: minAmountApplies(limits, this.typeId) ? limits.minBetAmount : 0,
        currency: limits.currency,
      });
    } catch {
      return [];
    }
  }

  /** Bets as the engine prices them: banker marks dropped while banker mode is off. */
  private get validationBets(): CouponBet[] {
    const bets = this.betList;
    if (this.typeId !== COUPON_TYPE.systemWithBanker || this.isActiveSystemBanker) return bets;
    return bets.map((b) => (b.isBanker ? { ...b, isBanker: false } : b));
  }

  /** The coupon to submit without its own coef (which the engine derives from it). */
  private get draft(): CouponToSubmit {
    const settings = this.root.couponSettings;
    const config = this.root.settings.siteConfig;
    const accountId = this.accountId ?? this.accounts?.activeAccount?.id;
    const userId = this.root.user.userId;
    const refId = config?.core?.ref_id;
    const isType9 = this.typeId === COUPON_TYPE.singlesSet;
    return {
      ...(typeof accountId === 'number' && { accountId }),
      ...(userId !== null && { userId }),
      typeId: this.typeId,
      amount: this.amount,
      ...(isType9 && { amountByBetId: this.amountByBetId }),
      ...(Object.keys(this.amountByBlockId).length > 0 && { amountByBlockId: this.amountByBlockId }),
      bets: this.validationBets,
      changeCoefAction: settings.changeCoefAction,
      coefViewId: this.coefViewId,
      exactCoef: settings.exactCoef,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      prepaidAmount: Math.min(this.availablePrepaidAmount, this.amount),
      ...(typeof refId === 'number' && { refId }),
      systemValue: this.systemValue,
      ...(this.promoCode !== '' && { promoCode: this.promoCode }),
      hyperBonusPercent: this.hyperBonusPercent,
      minHyperBonusBetLimit: this.minHyperBonusBetLimit,
      maxHyperBonusLimit: this.maxHyperBonusLimit,
    };
  }

  /** The engine's verdict on the coupon as it stands. */
  get validation(): CouponValidation {
    return validateCoupon(this.draft, this.limits);
  }

  /**
   * The coupon priced even before a good amount is typed: the coefficient of an express or
   * a system does not depend on the stake, so it is shown at the currency's initial amount.
   */
  get pricing(): CouponComputation | undefined {
    const v = this.validation;
    if (v.value) return v.value;
    const draft = this.draft;
    const nominal = this.initialAmount;
    const byBet: Record<string, number> = {};
    for (const b of draft.bets) byBet[b.market.id] = nominal;
    return validateCoupon({ ...draft, amount: nominal, amountByBetId: byBet, promoCode: undefined }, { currency: this.limits.currency }).value;
  }

  /** The coupon's coefficient, 3 decimals; 0 while it cannot be priced. */
  get coef(): number {
    return this.pricing?.coef ?? 0;
  }

  /** The coefficient in the site's display format; '' while there is none. */
  get coefByView(): string {
    const coef = this.coef;
    return isCouponCoef(coef) ? formatCoef(coef, this.coefViewId).text : '';
  }

  /** Amount times coefficient (or the exact coefficient), rounded; 0 without a valid amount. */
  get possibleWin(): number {
    return this.validation.value?.possibleWin ?? 0;
  }

  get possibleWinWithBonus(): number {
    return this.validation.value?.possibleWinWithBonus ?? 0;
  }

  /** Systems: the win when exactly systemValue selections win; otherwise the possible win. */
  get minPossibleWin(): number {
    return this.validation.value?.minPossibleWin ?? 0;
  }

  /** The spec's name for the systems' minimum possible win (0 for other types). */
  get calcSystemsMin(): number {
    return this.typeId === COUPON_TYPE.systemWithBanker || this.typeId === COUPON_TYPE.systemVariant ? this.minPossibleWin : 0;
  }

  /** Whether the bonus bet is offered and its multiplier (spec 1 §4). */
  get expressBonus(): ExpressBonus {
    return this.pricing?.expressBonus ?? { offered: false, coef: 1 };
  }

  get isVipBetAvailable(): boolean {
    const limits = this.limits;
    return isVipBetAvailable({ flag: Boolean(limits.isVipBetEnabled), maxBetAmount: limits.maxBetAmount, typeId: this.typeId, bets: this.betList });
  }

  /** The VIP bet counts only while it is available. */
  get isVipBet(): boolean {
    return this.isActiveVipBet && this.isVipBetAvailable;
  }

  /** Market ids of the locked bets: blocked, dependent or banned from express (spec 1 §3). */
  get lockedMarketIds(): string[] {
    const out: string[] = [];
    for (const b of this.betList) if (isBetLocked(b)) out.push(b.market.id);
    return out;
  }

  /** Bets whose price moved in a way the odds-change policy does not accept by itself. */
  get pendingCoefChangeIds(): string[] {
    const action = this.root.couponSettings.changeCoefAction;
    const out: string[] = [];
    for (const b of this.betList) {
      if (b.acceptedCoef !== undefined && !mayProceedAfterCoefChange(action, b.acceptedCoef, b.market.coef)) out.push(b.market.id);
    }
    return out;
  }

  /** Every broken rule of the current coupon: the engine's, plus price changes to accept. */
  get violations(): Violation[] {
    const pending = this.pendingCoefChangeIds;
    const engine = this.validation.violations;
    if (pending.length === 0) return engine;
    const extra = pending.map((id): Violation => {
      const bet = this.betList[this.index.get(id)!]!;
      return {
        code: 'coef_changed',
        detail: `the coefficient of market ${id} moved from ${bet.acceptedCoef} to ${bet.market.coef}`,
        pointer: `/bets/${this.index.get(id)}/market/coef`,
        marketId: id,
        newCoef: bet.market.coef,
      };
    });
    return [...engine, ...extra];
  }

  get canPlace(): boolean {
    return !this.isActivePlaceBet && this.violations.length === 0;
  }

  /** The coupon to submit (spec 1 §3), built from the state with the engine's numbers. */
  get couponToSubmit(): CouponToSubmit {
    const draft = this.draft;
    const bets = draft.bets.map((b): SubmittedBet => {
      const gameId = b.market.gameId;
      return {
        ...(gameId !== undefined && { gameId }),
        market: { id: b.market.id, coef: b.market.coef },
        statusId: b.statusId ?? DEFAULT_BET_STATUS_ID,
        ...(b.blockId !== undefined && { blockId: b.blockId }),
        ...(draft.typeId === COUPON_TYPE.systemWithBanker && b.isBanker && !b.isDisabledBanker && { isBanker: true }),
      };
    });
    const priced = this.validation.value;
    return {
      ...draft,
      // Type 9 stakes per bet; its amount is their total.
      amount: draft.typeId === COUPON_TYPE.singlesSet ? (priced?.amount ?? 0) : draft.amount,
      bets,
      coef: this.coef,
      coefByView: this.coefByView,
    };
  }

  /** What is saved locally (spec 1 §3). */
  get persisted(): StoredCoupon {
    return { bets: this.betList, addedAtByBetId: this.addedAtByBetId, typeId: this.typeId, systemValue: this.systemValue };
  }

  isLocked(marketId: string): boolean {
    return this.lockedMarketIds.includes(marketId);
  }

  hasBet(marketId: string): boolean {
    return this.index.has(marketId);
  }

  // --- bets ---------------------------------------------------------------------------

  /** Adds a bet (validated like a remote payload); a market already in the coupon is refused. */
  addBet(input: unknown): InputResult {
    let bet: CouponBet;
    try {
      bet = parseCouponBet(input);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    const id = bet.market.id;
    if (this.index.has(id)) return { ok: false, reason: `market ${id} is already in the coupon` };
    if (this.bets.length >= MAX_COUPON_BETS) return { ok: false, reason: `a coupon holds at most ${MAX_COUPON_BETS} bets` };
    bet.statusId ??= DEFAULT_BET_STATUS_ID;
    this.index.set(id, this.bets.length);
    this.bets.push(bet);
    this.addedAtByBetId = { ...this.addedAtByBetId, [id]: this.now() };
    this.successCoupon = null;
    this.afterCountChange();
    return { ok: true };
  }

  removeBet(marketId: string): boolean {
    const i = this.index.get(marketId);
    if (i === undefined) return false;
    const bet = this.bets[i]!;
    this.bets.splice(i, 1);
    this.reindex();
    this.addedAtByBetId = without(this.addedAtByBetId, marketId);
    this.amountByBetId = without(this.amountByBetId, marketId);
    // Spec 1 §4: the player took the offered bonus bet out; it is not offered again.
    if (bet.isBonus) this.manuallyDeletedBonusBet = true;
    this.afterCountChange();
    return true;
  }

  /** The same market clicked twice comes out again. */
  toggleBet(input: CouponBetInput): InputResult {
    const id = (input as { market?: { id?: unknown } } | null)?.market?.id;
    if (typeof id === 'string' && this.index.has(id)) {
      this.removeBet(id);
      return { ok: true };
    }
    return this.addBet(input);
  }

  /** Merges changes into a bet; a new coef goes through the odds-change policy. */
  updateBet(marketId: string, changes: CouponBetChanges): InputResult {
    const i = this.index.get(marketId);
    if (i === undefined) return { ok: false, reason: `market ${marketId} is not in the coupon` };
    let parsed: CouponBetChanges;
    try {
      parsed = parseCouponBetChanges(changes);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    const { market, ...rest } = parsed;
    const before = this.bets[i]!;
    const { coef, ...marketRest } = market ?? {};
    let next: CouponBet = { ...before, ...rest, market: { ...before.market, ...marketRest } };
    if (coef !== undefined) next = this.withCoef(next, coef);
    this.bets[i] = next;
    return { ok: true };
  }

  /** A live odds update (OddsChanged). Unknown markets and bad coefs are ignored. */
  applyOdds(change: OddsChange): void {
    const i = this.index.get(change.marketId);
    if (i === undefined || !isCouponCoef(change.coef)) return;
    const bet = this.bets[i]!;
    let next = this.withCoef(bet, change.coef);
    if (typeof change.isBlocked === 'boolean' && change.isBlocked !== Boolean(bet.isBlocked)) next = { ...next, isBlocked: change.isBlocked };
    if (next !== bet) this.bets[i] = next;
  }

  /** Many updates in one action: computeds recompute once for the whole batch. */
  applyOddsBatch(changes: readonly OddsChange[]): void {
    for (const c of changes) this.applyOdds(c);
  }

  /** The player accepts every pending price change. */
  acceptCoefChanges(): void {
    this.bets.forEach((b, i) => {
      if (b.acceptedCoef === undefined) return;
      const { acceptedCoef: _, ...rest } = b;
      this.bets[i] = rest;
    });
  }

  /**
   * The bet at a new price under the player's odds-change policy (spec 1 §3
   * changeCoefAction): accepted changes just move the price; others keep the price he
   * last agreed to in acceptedCoef until he accepts. oldCoef keeps the previous price
   * for showing the move.
   */
  private withCoef(bet: CouponBet, coef: number): CouponBet {
    const prev = bet.market.coef;
    if (toThousandths(prev) === toThousandths(coef)) return bet;
    const agreed = bet.acceptedCoef ?? prev;
    const { acceptedCoef: _, ...rest } = bet;
    const moved: CouponBet = { ...rest, market: { ...bet.market, coef }, oldCoef: prev };
    return mayProceedAfterCoefChange(this.root.couponSettings.changeCoefAction, agreed, coef) ? moved : { ...moved, acceptedCoef: agreed };
  }

  private reindex(): void {
    this.index = new Map(this.bets.map((b, i) => [b.market.id, i]));
  }

  /**
   * Spec silent: a single that gets a second bet becomes an express, and an express left
   * with one bet a single, as bet slips commonly do. Systems and type 9 are never changed.
   */
  private afterCountChange(): void {
    if (this.typeId === COUPON_TYPE.single && this.bets.length >= 2) this.typeId = COUPON_TYPE.express;
    else if (this.typeId === COUPON_TYPE.express && this.bets.length <= 1) this.typeId = COUPON_TYPE.single;
  }

  // --- inputs -------------------------------------------------------------------------

  /** Switching type keeps the bets; type 9 takes the current amount for every bet that has none. */
  setTypeId(typeId: unknown): InputResult {
    if (!COUPON_TYPE_IDS.includes(typeId as CouponTypeId)) return { ok: false, reason: `coupon type must be one of ${COUPON_TYPE_IDS.join(', ')}` };
    this.typeId = typeId as CouponTypeId;
    if (typeId === COUPON_TYPE.singlesSet && this.amount > 0) {
      const byBet = { ...this.amountByBetId };
      for (const b of this.bets) byBet[b.market.id] ??= this.amount;
      this.amountByBetId = byBet;
    }
    return { ok: true };
  }

  /** A number >= 0 in the currency's minor units; anything else is refused with a reason. */
  setAmount(value: unknown): InputResult {
    const r = this.parseMoney(value);
    if (!r.ok) return r;
    this.amount = r.value;
    return { ok: true };
  }

  /** Type 9: one bet's own amount. */
  setAmountByBetId(marketId: string, value: unknown): InputResult {
    if (!this.index.has(marketId)) return { ok: false, reason: `market ${marketId} is not in the coupon` };
    const r = this.parseMoney(value);
    if (!r.ok) return r;
    this.amountByBetId = { ...this.amountByBetId, [marketId]: r.value };
    return { ok: true };
  }

  setAmountByBlockId(blockId: number, value: unknown): InputResult {
    const r = this.parseMoney(value);
    if (!r.ok) return r;
    this.amountByBlockId = { ...this.amountByBlockId, [String(blockId)]: r.value };
    return { ok: true };
  }

  /** Never below 2 (spec 1 §4, §5): lower whole numbers become 2. */
  setSystemValue(value: unknown): InputResult {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { ok: false, reason: 'the system value must be a whole number' };
    this.systemValue = Math.max(MIN_SYSTEM_VALUE, value);
    return { ok: true };
  }

  /** Marks or unmarks a banker; only in a system with banker (type 2) with banker mode on. */
  toggleBanker(marketId: string): InputResult {
    if (this.typeId !== COUPON_TYPE.systemWithBanker) return { ok: false, reason: 'bankers exist only in a system with banker (type 2)' };
    if (!this.isActiveSystemBanker) return { ok: false, reason: 'banker mode is off' };
    const i = this.index.get(marketId);
    if (i === undefined) return { ok: false, reason: `market ${marketId} is not in the coupon` };
    const bet = this.bets[i]!;
    if (bet.isDisabledBanker) return { ok: false, reason: `market ${marketId} cannot be a banker` };
    this.bets[i] = { ...bet, isBanker: !bet.isBanker };
    return { ok: true };
  }

  setSystemBankerActive(on: boolean): void {
    this.isActiveSystemBanker = on;
  }

  /** Promo codes are refused for type 9 (spec 1 §5), with the message the UI shows. */
  setPromoCode(code: string, manual = false): InputResult {
    const text = typeof code === 'string' ? code.trim() : '';
    if (text !== '' && !isPromoCodeAllowed(this.typeId)) {
      this.promoCodeError = PROMO_TYPE9_MESSAGE;
      return { ok: false, reason: PROMO_TYPE9_MESSAGE };
    }
    if (text.length > MAX_PROMO_CODE) {
      this.promoCodeError = `a promo code has at most ${MAX_PROMO_CODE} characters`;
      return { ok: false, reason: this.promoCodeError };
    }
    this.promoCode = text;
    if (manual) this.manualPromoCode = text;
    this.promoCodeError = null;
    return { ok: true };
  }

  /** The VIP bet can be switched on only while it is available (spec 1 §4). */
  setVipBet(on: boolean): InputResult {
    if (on && !this.isVipBetAvailable) return { ok: false, reason: 'a VIP bet is not available for this coupon' };
    this.isActiveVipBet = on;
    return { ok: true };
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

  /** Empties the coupon; its type, system value and stake stay for the next one. */
  clear(): void {
    this.bets = [];
    this.index = new Map();
    this.addedAtByBetId = {};
    this.amountByBetId = {};
    this.amountByBlockId = {};
    this.promoCode = '';
    this.manualPromoCode = '';
    this.promoCodeError = null;
    this.isActiveVipBet = false;
    this.isCouponLoadedFromCode = false;
    this.manuallyDeletedBonusBet = false;
    this.activePlaceBetIds = [];
    this.afterCountChange();
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

  setPlaceError(message: string): void {
    this.placeError = message;
    this.isActivePlaceBet = false;
    this.activePlaceBetIds = [];
  }

  dismissSuccess(): void {
    this.successCoupon = null;
    this.singlesResultCoupons = [];
  }

  private parseMoney(value: unknown) {
    const c = this.currencyInfo;
    const r = parseAmount(value, c.minorDigits, c.iso);
    this.amountError = r.ok ? null : r.reason;
    return r;
  }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _, ...rest } = record;
  return rest;
}
