// Coupon settings (spec 1 §3 "Coupon settings", defaults §9) and the one-click and
// exact-coefficient transitions of spec 1 §4.
import { action, computed, makeObservable, observable } from 'mobx';
import { DEFAULT_CHANGE_COEF_ACTION, isChangeCoefAction, isCoef, type ChangeCoefAction } from '@site/betting';
import type { Message } from '@site/api';
import { message, refused } from '../messages';
import type { RootStore } from '../root-store';
import { parseAmount } from './coupon-amount';
import type { InputResult, PendingConfirmation } from './coupon-types';

/** Title of the question asked before one-click clears the coupon (spec 1 §4: 'coupon will be cleared'). */
export const ONE_CLICK_CONFIRM_TITLE: Message = message('coupon.confirm_one_click');

/** Plain on/off settings that no rule ties to another. */
export const COUPON_SETTING_FLAGS = [
  'isAutoMax',
  'isVipBet',
  'isBalanceShown',
  'isPossibleWinShown',
  'isSelectAccountShown',
  'isCouponFixed',
] as const;
export type CouponSettingFlag = (typeof COUPON_SETTING_FLAGS)[number];

export class CouponSettingsStore {
  /** The player's own amount steps, used when isManualAmountStep is on. */
  amountStepByCurrencyIso: Record<string, number> = {};
  isManualAmountStep = false;
  changeCoefAction: ChangeCoefAction = DEFAULT_CHANGE_COEF_ACTION;
  isAutoMax = false;
  isVipBet = false;
  isBalanceShown = true;
  isPossibleWinShown = true;
  isSelectAccountShown = true;
  /** Keep the bets in the coupon after it is placed. */
  isCouponFixed = false;
  oneClickAmount = 0;
  isActiveOneClick = false;
  /** 0 means unset. */
  exactCoef = 0;
  isDropOnScoreChange = false;
  expressId: number | null = null;
  bonusAccountOneClickAmount = 0;
  /** A question the UI shows; answered through its callbacks or confirmOneClick/cancelOneClick. */
  confirmation: PendingConfirmation | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      amountStepByCurrencyIso: observable,
      isManualAmountStep: observable,
      changeCoefAction: observable,
      isAutoMax: observable,
      isVipBet: observable,
      isBalanceShown: observable,
      isPossibleWinShown: observable,
      isSelectAccountShown: observable,
      isCouponFixed: observable,
      oneClickAmount: observable,
      isActiveOneClick: observable,
      exactCoef: observable,
      isDropOnScoreChange: observable,
      expressId: observable,
      bonusAccountOneClickAmount: observable,
      confirmation: observable.ref,
      isOneClickShown: computed,
      isOneClickActive: computed,
      setChangeCoefAction: action,
      setOneClick: action,
      confirmOneClick: action,
      cancelOneClick: action,
      setDropOnScoreChange: action,
      setExactCoef: action,
      setOneClickAmount: action,
      setBonusAccountOneClickAmount: action,
      setAmountStep: action,
      setManualAmountStep: action,
      setFlag: action,
      setExpressId: action,
    });
  }

  /** The site shows one-click betting (config betting.oneClickShown); off until the config is in. */
  get isOneClickShown(): boolean {
    return this.root.settings.siteConfig?.betting?.oneClickShown === true;
  }

  /** One-click is active only if the site shows it and the player enabled it (spec 1 §4). */
  get isOneClickActive(): boolean {
    return this.isOneClickShown && this.isActiveOneClick;
  }

  setChangeCoefAction(value: unknown): InputResult {
    if (!isChangeCoefAction(value)) return refused('coupon.bad_change_coef_action');
    this.changeCoefAction = value;
    return { ok: true };
  }

  /**
   * Enabling one-click with bets in the coupon asks first (spec 1 §4): `confirmation` is
   * set and nothing changes until the player answers.
   */
  setOneClick(on: boolean): void {
    if (!on) {
      this.isActiveOneClick = false;
      this.confirmation = null;
      return;
    }
    if (this.root.coupon.bets.length === 0) {
      this.isActiveOneClick = true;
      return;
    }
    this.confirmation = {
      title: ONE_CLICK_CONFIRM_TITLE,
      onConfirm: () => this.confirmOneClick(),
      onCancel: () => this.cancelOneClick(),
    };
  }

  /** Yes to 'coupon will be cleared': the bets go and one-click is on. */
  confirmOneClick(): void {
    if (!this.confirmation) return;
    this.confirmation = null;
    this.root.coupon.clear();
    this.isActiveOneClick = true;
  }

  /** No: one-click stays off and the bets stay. */
  cancelOneClick(): void {
    this.confirmation = null;
    this.isActiveOneClick = false;
  }

  /** Turning on drop-on-score-change disables one-click (spec 1 §4). */
  setDropOnScoreChange(on: boolean): void {
    this.isDropOnScoreChange = on;
    if (on) this.isActiveOneClick = false;
  }

  /**
   * An empty exact coefficient resets it to 0 and turns drop-on-score-change off (spec 1
   * §4). Otherwise it must be 0 (unset) or a coefficient above 1.
   */
  setExactCoef(value: number | string | null | undefined): InputResult {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      this.exactCoef = 0;
      this.isDropOnScoreChange = false;
      return { ok: true };
    }
    const n = typeof value === 'number' ? value : /^\s*\d+([.,]\d*)?\s*$/.test(value) ? Number(value.trim().replace(',', '.')) : NaN;
    if (n !== 0 && !isCoef(n)) return refused('coupon.bad_exact_coef');
    this.exactCoef = n;
    return { ok: true };
  }

  setOneClickAmount(value: unknown): InputResult {
    const r = this.parseMoney(value);
    if (r.ok) this.oneClickAmount = r.value;
    return r.ok ? { ok: true } : r;
  }

  setBonusAccountOneClickAmount(value: unknown): InputResult {
    const r = this.parseMoney(value);
    if (r.ok) this.bonusAccountOneClickAmount = r.value;
    return r.ok ? { ok: true } : r;
  }

  /** The player's own step for a currency; a step must be positive in the currency's minor units. */
  setAmountStep(iso: string, step: unknown): InputResult {
    const r = this.parseMoney(step);
    if (!r.ok) return r;
    if (r.value <= 0) return refused('coupon.amount_step_not_positive');
    this.amountStepByCurrencyIso = { ...this.amountStepByCurrencyIso, [iso.toUpperCase()]: r.value };
    return { ok: true };
  }

  setManualAmountStep(on: boolean): void {
    this.isManualAmountStep = on;
  }

  setFlag(name: CouponSettingFlag, on: boolean): void {
    if (!COUPON_SETTING_FLAGS.includes(name)) return;
    this[name] = on;
  }

  setExpressId(id: number | null): void {
    this.expressId = id;
  }

  private parseMoney(value: unknown) {
    const c = this.root.coupon.currencyInfo;
    return parseAmount(value, c.minorDigits, c.iso);
  }
}
