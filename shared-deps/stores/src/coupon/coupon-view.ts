// What the coupon shows, derived from its state: the engine's verdict (@site/betting
// evaluateCoupon, the function the server's placement runs too) and the numbers, messages
// and coupon to submit that come with it. Nothing here decides a rule: the engine does.
import { comparer, computed, makeObservable } from 'mobx';
import { ACCOUNT_TYPE, type Message } from '@site/api';
import {
  agreedPrices,
  COUPON_TYPE,
  betsForBankerMode,
  couponLimits,
  couponToSubmit,
  currencyInfo,
  evaluateCoupon,
  FALLBACK_CURRENCY,
  formatCoef,
  isBanker,
  isCoef,
  isCoefViewId,
  isSystemType,
  isVipBetAvailable,
  minAmountApplies,
  parseScore,
  quoteCoupon,
  systemValues,
  violationMessage,
  type CoefViewId,
  type CouponComputation,
  type CouponContext,
  type CouponLimits,
  type CouponToSubmit,
  type CouponTypeId,
  type CouponVerdict,
  type CurrencyInfo,
  type ExpressBonus,
  type SystemValueItem,
  type Violation,
} from '@site/betting';
import type { RootStore } from '../root-store';
import { CouponState } from './coupon-state';
import type { CouponBet, CouponStoreOptions } from './coupon-types';

/** A live bet carries the score it was taken at (drop on score change), read from the line's text. */
function withScore(bet: CouponBet): CouponBet {
  const score = bet.market.isLive ? parseScore(bet.scores) : undefined;
  return score ? { ...bet, score } : bet;
}

export class CouponView extends CouponState {
  constructor(root: RootStore, options: CouponStoreOptions = {}) {
    super(root, options);
    makeObservable<CouponView, 'betList' | 'agreed' | 'draft' | 'context'>(this, {
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
      agreed: computed,
      draft: computed,
      context: computed,
      verdict: computed,
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
      relatedMarketIds: computed({ equals: comparer.structural }),
      fittingTypeId: computed,
      pendingCoefChangeIds: computed({ equals: comparer.structural }),
      // Structural: a price move re-prices the coupon and builds these anew, mostly equal; the
      // coupon's parts that show them then re-render only when they really change.
      violations: computed({ equals: comparer.structural }),
      inputError: computed,
      hasValidStake: computed,
      placeBlockedReason: computed({ equals: comparer.structural }),
      canPlace: computed,
      couponToSubmit: computed,
    });
  }

  /** What the coupon needs of an accounts store, when one exists (spec 2 §3 account state). */
  private get accounts(): { activeAccount?: { id?: unknown; iso?: unknown; type?: unknown } | null } | undefined {
    return (this.root as unknown as { accounts?: CouponView['accounts'] }).accounts;
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

  /** The player's odds format, else the site config's (spec 1 §3). */
  get coefViewId(): CoefViewId {
    const id = this.root.settings.oddsFormat ?? this.root.settings.siteConfig?.global?.coefViewId;
    return isCoefViewId(id) ? id : 0;
  }

  get isBonusAccount(): boolean {
    return this.accounts?.activeAccount?.type === ACCOUNT_TYPE.bonus;
  }

  /** The engine's limits: the player's own where set, else the site config's betting group. */
  get limits(): CouponLimits {
    const bettor = {
      currency: this.currencyInfo.iso,
      isBonusAccount: this.isBonusAccount,
      minBetAmount: this.minBetAmount,
      maxBetAmount: this.maxBetAmount,
    };
    return couponLimits(this.root.settings.siteConfig?.betting, bettor);
  }

  /** The bets as a plain array, copied once per change: computeds read it, not the observable array's proxies. */
  protected get betList(): CouponBet[] {
    return this.bets.slice();
  }

  get betCount(): number {
    return this.bets.length;
  }

  /** Bankers that count: type 2 with banker mode on, marked and not disabled. */
  get bankerCount(): number {
    if (!this.isActiveSystemBanker) return 0;
    let n = 0;
    for (const b of this.betList) if (isBanker(b, this.typeId)) n++;
    return n;
  }

  /** Offered system values (types 2 and 4); depends on the coupon's shape, not on its odds. */
  get systemValues(): SystemValueItem[] {
    if (!isSystemType(this.typeId)) return [];
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

  /** The bets at the prices the player agreed to, and the latest prices: what the engine checks. */
  private get agreed() {
    const bets = betsForBankerMode(this.betList, this.typeId, this.isActiveSystemBanker);
    return agreedPrices(bets.map(withScore));
  }

  /** The coupon as the player made it (spec 1 §3 "Coupon to submit"), before its coef is known. */
  private get draft(): CouponToSubmit {
    const settings = this.root.couponSettings;
    const config = this.root.settings.siteConfig;
    const accountId = this.accountId ?? this.accounts?.activeAccount?.id;
    const userId = this.root.user.userId;
    const refId = config?.core?.ref_id;
    return {
      ...(typeof accountId === 'number' && { accountId }),
      ...(userId !== null && { userId }),
      typeId: this.typeId,
      amount: this.amount,
      ...(this.typeId === COUPON_TYPE.singlesSet && { amountByBetId: this.amountByBetId }),
      ...(Object.keys(this.amountByBlockId).length > 0 && { amountByBlockId: this.amountByBlockId }),
      bets: this.agreed.bets,
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

  private get context(): CouponContext {
    return { limits: this.limits, currentCoefs: this.agreed.currentCoefs };
  }

  /** The engine's verdict on the coupon as it stands: the one the server would give on the same line. */
  get verdict(): CouponVerdict {
    return evaluateCoupon(this.draft, this.context);
  }

  /** The coupon priced even before a good amount is typed (the coef and bonus; wins need the amount). */
  get pricing(): CouponComputation | undefined {
    return quoteCoupon(this.draft, this.verdict, this.context);
  }

  /** The coupon's coefficient, 3 decimals; 0 while it cannot be priced. */
  get coef(): number {
    return this.pricing?.coef ?? 0;
  }

  /** The coefficient in the site's display format; '' while there is none. */
  get coefByView(): string {
    const coef = this.coef;
    return isCoef(coef) ? formatCoef(coef, this.coefViewId).text : '';
  }

  /** Amount times coefficient (or the exact coefficient), rounded; 0 without a valid amount. */
  get possibleWin(): number {
    return this.verdict.value?.possibleWin ?? 0;
  }

  get possibleWinWithBonus(): number {
    return this.verdict.value?.possibleWinWithBonus ?? 0;
  }

  /** Systems: the win when exactly systemValue selections win; otherwise the possible win. */
  get minPossibleWin(): number {
    return this.verdict.value?.minPossibleWin ?? 0;
  }

  /** The spec's name for the systems' minimum possible win (0 for other types). */
  get calcSystemsMin(): number {
    return isSystemType(this.typeId) ? this.minPossibleWin : 0;
  }

  /** Whether the bonus bet is offered and its multiplier (spec 1 §4). */
  get expressBonus(): ExpressBonus {
    return this.pricing?.expressBonus ?? { offered: false, coef: 1 };
  }

  get isVipBetAvailable(): boolean {
    const limits = this.limits;
    return isVipBetAvailable({
      flag: Boolean(limits.isVipBetEnabled),
      maxBetAmount: limits.maxBetAmount,
      typeId: this.typeId,
      bets: this.betList,
    });
  }

  /** The VIP bet counts only while it is available. */
  get isVipBet(): boolean {
    return this.isActiveVipBet && this.isVipBetAvailable;
  }

  /** Every broken rule of the current coupon, price changes still to accept among them. */
  get violations(): Violation[] {
    return this.verdict.violations;
  }

  /** Market ids of the locked bets: blocked, dependent or banned from express where that counts (spec 1 §3). */
  get lockedMarketIds(): string[] {
    return this.marketIdsOf('locked_bet', 'banned_express');
  }

  /**
   * Related selections: bets of one game combined in an express or system (1, 1X, Total over
   * 0.5 of the same game), which the engine locks; not the ones the line itself blocks or
   * marks dependent. Marked on their rows at once, with the offer to bet them as singles.
   */
  get relatedMarketIds(): string[] {
    return this.marketIdsOf('locked_bet').filter((id) => {
      const bet = this.bets[this.index.get(id) ?? -1];
      return bet !== undefined && !bet.isBlocked && !bet.isDepend;
    });
  }

  /** The type that fits the selections: a single for one (or none), an express for more. */
  get fittingTypeId(): CouponTypeId {
    return this.betCount >= 2 ? COUPON_TYPE.express : COUPON_TYPE.single;
  }

  /** Bets whose price moved in a way the odds-change policy does not accept by itself. */
  get pendingCoefChangeIds(): string[] {
    return this.marketIdsOf('coef_changed');
  }

  /**
   * Why a stake field on screen holds no valid stake (typed text refused, or empty): the
   * coupon's stake, or for type 9 a bet's own. The stake placed is the stake shown, so
   * while there is one the coupon has no win and cannot be placed.
   */
  get inputError(): Message | null {
    if (this.typeId !== COUPON_TYPE.singlesSet) return this.amountError;
    for (const b of this.bets) {
      const e = this.betAmountErrors[b.market.id];
      if (e) return e;
    }
    return null;
  }

  /** Every stake field on screen holds a valid stake. */
  get hasValidStake(): boolean {
    return this.inputError === null;
  }

  /** Why "Place bet" is disabled (a stake field first, then the first broken rule); null when it can go. */
  get placeBlockedReason(): Message | null {
    if (this.inputError) return this.inputError;
    const v = this.violations[0];
    return v ? this.messageFor(v) : null;
  }

  get canPlace(): boolean {
    return !this.isActivePlaceBet && this.violations.length === 0 && this.hasValidStake;
  }

  /** The coupon to submit (spec 1 §3), built from the state with the engine's numbers. */
  get couponToSubmit(): CouponToSubmit {
    return couponToSubmit(this.draft, this.verdict, { coef: this.coef, coefByView: this.coefByView });
  }

  isLocked(marketId: string): boolean {
    return this.lockedMarketIds.includes(marketId);
  }

  /** A broken rule as a message in the coupon's currency (@site/betting violationMessage). */
  messageFor(violation: Violation): Message {
    return violationMessage(violation, this.currencyInfo.iso);
  }

  private marketIdsOf(...codes: Violation['code'][]): string[] {
    const out: string[] = [];
    for (const v of this.violations)
      if (v.marketId !== undefined && codes.includes(v.code) && !out.includes(v.marketId)) out.push(v.marketId);
    return out;
  }
}
