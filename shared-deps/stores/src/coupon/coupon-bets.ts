// What goes into and out of the coupon, and at what price: bets added, removed, updated and
// moved by live odds (through the engine's odds-change policy), bankers marked, the coupon
// emptied. The rest of the coupon's actions are CouponStore's.
import { action, makeObservable } from 'mobx';
import { acceptNewCoef, COUPON_TYPE, DEFAULT_BET_STATUS_ID, isCoef, typeAfterCountChange, withNewCoef } from '@site/betting';
import { parseCouponBet, parseCouponBetChanges, type CouponBetChanges, type CouponBetInput, type OddsChange } from '@site/bus';
import { refused } from '../messages';
import type { RootStore } from '../root-store';
import { MAX_COUPON_BETS } from './coupon-persistence';
import type { CouponBet, CouponStoreOptions, InputResult } from './coupon-types';
import { CouponView } from './coupon-view';

const OK: InputResult = { ok: true };

export class CouponBets extends CouponView {
  constructor(root: RootStore, options: CouponStoreOptions = {}) {
    super(root, options);
    makeObservable(this, {
      addBet: action,
      removeBet: action,
      toggleBet: action,
      updateBet: action,
      applyOdds: action,
      applyOddsBatch: action,
      acceptCoefChanges: action,
      toggleBanker: action,
      clear: action,
    });
  }

  /** Adds a bet (validated like a remote payload); a market already in the coupon is refused. */
  addBet(input: unknown): InputResult {
    let bet: CouponBet;
    try {
      bet = parseCouponBet(input);
    } catch (error) {
      this.logger.warn('coupon: a bet was refused', error instanceof Error ? error.message : error);
      return refused('coupon.bad_bet');
    }
    const id = bet.market.id;
    if (this.index.has(id)) return refused('coupon.bet_exists', { marketId: id });
    if (this.bets.length >= MAX_COUPON_BETS) return refused('coupon.too_many_bets', { max: MAX_COUPON_BETS });
    bet.statusId ??= DEFAULT_BET_STATUS_ID;
    this.index.set(id, this.bets.length);
    this.bets.push(bet);
    this.addedAtByBetId = { ...this.addedAtByBetId, [id]: this.now() };
    this.successCoupon = null;
    this.typeId = typeAfterCountChange(this.typeId, this.bets.length);
    return OK;
  }

  removeBet(marketId: string): boolean {
    const i = this.index.get(marketId);
    if (i === undefined) return false;
    const bet = this.bets[i]!;
    this.bets.splice(i, 1);
    this.reindex();
    this.addedAtByBetId = without(this.addedAtByBetId, marketId);
    this.amountByBetId = without(this.amountByBetId, marketId);
    this.betAmountErrors = without(this.betAmountErrors, marketId);
    this.betAmountTexts = without(this.betAmountTexts, marketId);
    // Spec 1 §4: the player took the offered bonus bet out; it is not offered again.
    if (bet.isBonus) this.manuallyDeletedBonusBet = true;
    this.typeId = typeAfterCountChange(this.typeId, this.bets.length);
    return true;
  }

  /** The same market clicked twice comes out again. */
  toggleBet(input: CouponBetInput): InputResult {
    const id = (input as { market?: { id?: unknown } } | null)?.market?.id;
    if (typeof id === 'string' && this.index.has(id)) {
      this.removeBet(id);
      return OK;
    }
    return this.addBet(input);
  }

  /** Merges changes into a bet; a new coef goes through the odds-change policy. */
  updateBet(marketId: string, changes: CouponBetChanges): InputResult {
    const i = this.index.get(marketId);
    if (i === undefined) return refused('coupon.bet_missing', { marketId });
    let parsed: CouponBetChanges;
    try {
      parsed = parseCouponBetChanges(changes);
    } catch (error) {
      this.logger.warn('coupon: a bet update was refused', error instanceof Error ? error.message : error);
      return refused('coupon.bad_bet');
    }
    const { market, ...rest } = parsed;
    const before = this.bets[i]!;
    const { coef, ...marketRest } = market ?? {};
    const next: CouponBet = { ...before, ...rest, market: { ...before.market, ...marketRest } };
    this.bets[i] = coef === undefined ? next : withNewCoef(next, coef, this.root.couponSettings.changeCoefAction);
    return OK;
  }

  /** A live odds update (OddsChanged). Unknown markets and bad coefs are ignored. */
  applyOdds(change: OddsChange): void {
    const i = this.index.get(change.marketId);
    if (i === undefined || !isCoef(change.coef)) return;
    const bet = this.bets[i]!;
    let next = withNewCoef(bet, change.coef, this.root.couponSettings.changeCoefAction);
    if (typeof change.isBlocked === 'boolean' && change.isBlocked !== Boolean(bet.isBlocked))
      next = { ...next, isBlocked: change.isBlocked };
    if (next !== bet) this.bets[i] = next;
  }

  /** Many updates in one action: computeds recompute once for the whole batch. */
  applyOddsBatch(changes: readonly OddsChange[]): void {
    for (const c of changes) this.applyOdds(c);
  }

  /** The player accepts every pending price change. */
  acceptCoefChanges(): void {
    this.bets.forEach((b, i) => {
      const accepted = acceptNewCoef(b);
      if (accepted !== b) this.bets[i] = accepted;
    });
  }

  /** Marks or unmarks a banker; only in a system with banker (type 2) with banker mode on. */
  toggleBanker(marketId: string): InputResult {
    if (this.typeId !== COUPON_TYPE.systemWithBanker) return refused('coupon.banker_type');
    if (!this.isActiveSystemBanker) return refused('coupon.banker_mode_off');
    const i = this.index.get(marketId);
    if (i === undefined) return refused('coupon.bet_missing', { marketId });
    const bet = this.bets[i]!;
    if (bet.isDisabledBanker) return refused('coupon.banker_disabled', { marketId });
    this.bets[i] = { ...bet, isBanker: !bet.isBanker };
    return OK;
  }

  /** Empties the coupon; its type, system value and stake stay for the next one. */
  clear(): void {
    this.bets = [];
    this.index = new Map();
    this.addedAtByBetId = {};
    this.amountByBetId = {};
    this.amountByBlockId = {};
    this.betAmountErrors = {};
    this.betAmountTexts = {};
    this.promoCode = '';
    this.manualPromoCode = '';
    this.promoCodeError = null;
    this.isActiveVipBet = false;
    this.isCouponLoadedFromCode = false;
    this.manuallyDeletedBonusBet = false;
    this.activePlaceBetIds = [];
    this.typeId = typeAfterCountChange(this.typeId, 0);
  }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _, ...rest } = record;
  return rest;
}
