// What the coupon does with the server: place (POST /web-api/coupon/place), save and load
// (POST /web-api/coupon/save, GET /web-api/coupon/load/:code), and what the answers mean
// for the player. The CouponStore holds the coupon; this holds only the answers' state.
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import { ApiError, isRecord, messageOf, type Message, type RetryPolicy } from '@site/api';
import { COUPON_TYPE, type CouponTypeId } from '@site/betting';
import { message, type InputResult, type RootStore } from '@site/stores';
import { noErrors, placeErrors, type CouponField, type PlacedErrors } from './error-placement';
import { shownNumber, stepFrom } from './amount-step';
import { newIdempotencyKey } from '@site/api';
import { errorCount, type LoadedBet, movedCoefs, type MovedCoef, placedCoupon, toCouponBet, UnreadableCoupon } from './server-answers';

/**
 * A network failure or a 5xx is retried with the same body, hence the same idempotency
 * key: the server answers a retry of a coupon it already took with that coupon, so the
 * player is never charged twice for one click.
 */
export const PLACE_RETRY: RetryPolicy = { count: 2, delayMs: 1000 };

export interface CouponControllerOptions {
  newKey?: () => string;
  placeRetry?: RetryPolicy;
}

export class CouponController {
  errors: PlacedErrors = noErrors();
  /** Bets the server priced differently (409), by market id, until the player accepts. */
  moved: Record<string, MovedCoef> = {};
  /** The server said 401: the player must log in to bet. */
  needLogin = false;
  busy: 'place' | 'save' | 'load' | null = null;
  savedCode: string | null = null;
  saveError: Message | null = null;
  loadError: Message | null = null;
  /** "Single" was chosen with several selections: they are bet as singles (type 9) instead. */
  singleToSingles = false;

  /** A saved coupon is coming in: its bets are not one-click bets. */
  private replacingBets = false;
  /** The player typed a stake: the currency's initial amount no longer replaces it. */
  private amountTouched = false;
  private readonly newKey: () => string;
  private readonly placeRetry: RetryPolicy;

  constructor(
    private readonly root: RootStore,
    options: CouponControllerOptions = {},
  ) {
    this.newKey = options.newKey ?? newIdempotencyKey;
    this.placeRetry = options.placeRetry ?? PLACE_RETRY;
    makeObservable<CouponController, 'setErrors'>(this, {
      errors: observable.ref,
      moved: observable.ref,
      needLogin: observable,
      busy: observable,
      savedCode: observable,
      saveError: observable.ref,
      loadError: observable.ref,
      singleToSingles: observable,
      hasMoved: computed,
      chooseType: action,
      toSingles: action,
      newCoupon: action,
      setAmount: action,
      stepAmount: action,
      setBetAmount: action,
      setPromoCode: action,
      acceptMoved: action,
      clearFieldError: action,
      setErrors: action,
    });
  }

  /**
   * Keeps the stake at the currency's default until the player types one (the active
   * account, hence the currency, may arrive after the coupon), and the system value on one
   * the coupon offers. Returns the disposer.
   */
  start(): () => void {
    const coupon = this.root.coupon;
    const stopAmount = reaction(
      () => coupon.initialAmount,
      (initial) => {
        if (!this.amountTouched && coupon.amount !== initial) coupon.setAmount(initial);
      },
      { fireImmediately: true },
    );
    const stopSystem = reaction(
      () => coupon.systemValues,
      (values) => {
        if (values.length > 0 && !values.some((v) => v.value === coupon.systemValue)) coupon.setSystemValue(values[0]!.value);
      },
      { fireImmediately: true },
    );
    // One-click betting: the first bet into an empty coupon goes straight to the server.
    const stopOneClick = reaction(
      () => coupon.betCount,
      (count, before) => {
        if (count === 1 && before === 0 && !this.replacingBets && this.root.couponSettings.isOneClickActive) void this.placeOneClick();
      },
    );
    return () => {
      stopAmount();
      stopSystem();
      stopOneClick();
    };
  }

  /**
   * A single at the player's one-click stake (the bonus account has its own), else the
   * currency's default. A refusal leaves the bet in the coupon with its error, as any other.
   */
  async placeOneClick(): Promise<boolean> {
    const { coupon, couponSettings: s } = this.root;
    const own = coupon.isBonusAccount ? s.bonusAccountOneClickAmount : s.oneClickAmount;
    runInAction(() => {
      coupon.setTypeId(0);
      coupon.setAmount(own > 0 ? own : coupon.initialAmount);
    });
    return this.place();
  }

  get lang(): string {
    return this.root.settings.language;
  }

  // --- inputs ---------------------------------------------------------------------------

  /**
   * The stake as typed: a refused or empty input leaves the coupon without a stake (the
   * store's amountError says why; no win, no placing) until a good one is typed.
   */
  setAmount(text: string): InputResult {
    this.amountTouched = true;
    this.clearFieldError('amount');
    return this.root.coupon.setAmount(text);
  }

  /**
   * One currency step up or down from the stake shown (`shown`, the field's text; the
   * stake when absent), never below the minimum stake (site config betting.minBetAmount,
   * else one step).
   */
  stepAmount(direction: 1 | -1, shown?: string): number {
    const coupon = this.root.coupon;
    this.amountTouched = true;
    this.clearFieldError('amount');
    const from = shown === undefined ? coupon.amount : shownNumber(shown);
    const next = stepFrom(from, coupon.amountStep, coupon.currencyInfo.minorDigits, direction, coupon.limits.minBetAmount);
    coupon.setAmount(next);
    return next;
  }

  setBetAmount(marketId: string, text: string): InputResult {
    if (this.errors.betAmounts[marketId] !== undefined) {
      const { [marketId]: _, ...rest } = this.errors.betAmounts;
      this.errors = { ...this.errors, betAmounts: rest };
    }
    return this.root.coupon.setAmountByBetId(marketId, text);
  }

  setPromoCode(code: string): InputResult {
    this.clearFieldError('promo');
    return this.root.coupon.setPromoCode(code, true);
  }

  clearFieldError(field: CouponField): void {
    if (this.errors.fields[field] === undefined) return;
    const { [field]: _, ...rest } = this.errors.fields;
    this.errors = { ...this.errors, fields: rest };
  }

  // --- placing --------------------------------------------------------------------------

  get hasMoved(): boolean {
    return Object.keys(this.moved).length > 0;
  }

  /**
   * One click, one attempt: a fresh idempotency key, kept across the automatic retries of
   * this attempt. A refused coupon keeps its bets; the answer's errors go next to their causes.
   */
  async place(): Promise<boolean> {
    const { coupon, api, accounts } = this.root;
    if (this.busy !== null || this.hasMoved) return false;
    const submit = coupon.beginPlace();
    if (!submit) return false;
    const sent = submit.bets.map((b) => ({ id: b.market.id, coef: b.market.coef }));
    runInAction(() => {
      this.busy = 'place';
      this.needLogin = false;
      this.errors = noErrors();
    });
    const body = { ...submit, idempotencyKey: this.newKey() };
    try {
      const answer = await api.post<unknown>('web:/coupon/place', body, { retry: this.placeRetry });
      runInAction(() => {
        this.busy = null;
        coupon.markPlaced(placedCoupon(answer));
      });
      // The stake left the account: the header's balance must show it.
      void accounts.load();
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        coupon.setPlaceError(messageOf(error));
        this.failed(error, sent);
      });
      return false;
    }
  }

  private failed(error: unknown, sent: ReadonlyArray<{ id: string; coef: number }>): void {
    if (!(error instanceof ApiError) || error.kind !== 'http') {
      this.setErrors({ ...noErrors(), fields: { general: [messageOf(error)] } });
      return;
    }
    if (error.status === 401) {
      this.needLogin = true;
      this.setErrors(noErrors());
      return;
    }
    const placed = placeErrors(
      error.items,
      sent.map((b) => b.id),
    );
    if (error.status === 409) {
      const moved = movedCoefs(error.body, sent);
      this.moved = moved;
      // The rows show the new prices; a row's own 'moved' text would only repeat them.
      for (const id of Object.keys(moved)) delete placed.bets[id];
    }
    if (errorCount(placed) === 0 && !this.hasMoved) placed.fields.general = [messageOf(error)];
    this.setErrors(placed);
  }

  private setErrors(errors: PlacedErrors): void {
    this.errors = errors;
  }

  /** The player takes the new prices (the server's, and any the odds-change policy held back). */
  acceptMoved(): void {
    const coupon = this.root.coupon;
    for (const [id, m] of Object.entries(this.moved)) if (coupon.hasBet(id)) coupon.updateBet(id, { market: { coef: m.to } });
    coupon.acceptCoefChanges();
    this.moved = {};
    this.clearFieldError('general');
  }

  // --- save and load --------------------------------------------------------------------

  async save(): Promise<string | null> {
    const coupon = this.root.coupon;
    if (coupon.bets.length === 0 || this.busy !== null) return null;
    const body = {
      typeId: coupon.typeId,
      systemValue: coupon.systemValue,
      bets: coupon.bets.map((b) => ({ market: { id: b.market.id }, ...(b.isBanker && { isBanker: true }) })),
    };
    runInAction(() => {
      this.busy = 'save';
      this.saveError = null;
      this.savedCode = null;
    });
    try {
      const answer = await this.root.api.post<{ code?: unknown }>('web:/coupon/save', body);
      const code = isRecord(answer) && typeof answer.code === 'string' ? answer.code : null;
      runInAction(() => {
        this.busy = null;
        this.savedCode = code;
        if (code === null) this.saveError = message('coupon.save_no_code');
      });
      return code;
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.saveError = messageOf(error);
      });
      return null;
    }
  }

  /** Replaces the coupon's bets, type and system value with a saved coupon's, at current odds. */
  async load(code: string): Promise<boolean> {
    const text = code.trim();
    if (text === '' || this.busy !== null) return false;
    if (!/^[A-Za-z0-9]{1,16}$/.test(text)) {
      runInAction(() => (this.loadError = message('coupon.load_bad_code')));
      return false;
    }
    runInAction(() => {
      this.busy = 'load';
      this.loadError = null;
    });
    try {
      const answer = await this.root.api.get<unknown>(`web:/coupon/load/${text}`, { query: { lang: this.lang } });
      if (!isRecord(answer) || !Array.isArray(answer.bets)) throw new UnreadableCoupon();
      const bets = answer.bets as LoadedBet[];
      this.replacingBets = true;
      // Reactions run when this action ends, still inside the flag.
      runInAction(() => {
        this.busy = null;
        const coupon = this.root.coupon;
        coupon.clear();
        coupon.dismissSuccess();
        const refused = bets.map((b) => coupon.addBet(toCouponBet(b))).filter((r) => !r.ok);
        coupon.setTypeId(answer.typeId);
        if (typeof answer.systemValue === 'number') coupon.setSystemValue(answer.systemValue);
        this.moved = {};
        this.errors = noErrors();
        if (bets.length === 0) this.loadError = message('coupon.load_none_left');
        else if (refused.length > 0) this.loadError = message('coupon.load_some_refused', { refused: refused.length });
      });
      this.replacingBets = false;
      return true;
    } catch (error) {
      this.replacingBets = false;
      runInAction(() => {
        this.busy = null;
        this.loadError = error instanceof UnreadableCoupon ? message('coupon.load_unreadable') : messageOf(error);
      });
      return false;
    }
  }

  /**
   * A type tab: "Single" with more than one selection would be refused, so it bets them as
   * singles (type 9) and says so (`singleToSingles`).
   */
  chooseType(typeId: CouponTypeId): void {
    const coupon = this.root.coupon;
    const toSingles = typeId === COUPON_TYPE.single && coupon.betCount > 1;
    coupon.setTypeId(toSingles ? COUPON_TYPE.singlesSet : typeId);
    this.singleToSingles = toSingles;
  }

  /** Related selections in an express or system: bet them as singles (type 9). */
  toSingles(): void {
    this.root.coupon.setTypeId(COUPON_TYPE.singlesSet);
    this.singleToSingles = false;
  }

  /** A fresh coupon after the success view, of the type that fits its selections. */
  newCoupon(): void {
    const coupon = this.root.coupon;
    coupon.dismissSuccess();
    coupon.setTypeId(coupon.fittingTypeId);
    this.singleToSingles = false;
  }
}
