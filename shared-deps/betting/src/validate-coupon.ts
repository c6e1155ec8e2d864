// The one place that decides whether a coupon may be placed and what it pays. The coupon
// store calls it on every change and the server on POST /web-api/coupon/place, so both
// always agree. Input is plain data straight off the wire: nothing is trusted.
import { mayProceedAfterCoefChange, isChangeCoefAction } from './change-coef-policy';
import { currencyInfo } from './currencies';
import { COEF_SCALE, divRound, fromMinor, isWholeMinor, toMinor } from './exact';
import { expressBonus, type ExpressBonus } from './express-bonus';
import {
  effectiveMaxAmount,
  effectiveMinAmount,
  isPromoCodeAllowed,
  isVipBetAvailable,
  maxAmountApplies,
  maxAmountByBlock,
  type CouponLimits,
} from './limits';
import { expressCoef, possibleWin, roundCoef } from './possible-win';
import { isOfferedSystemValue, systemTable } from './systems';
import { COUPON_TYPE, COUPON_TYPE_IDS, type Bet, type CouponToSubmit, type CouponTypeId, type MarketId } from './types';
import type { Violation } from './violations';

export interface CouponComputation {
  typeId: CouponTypeId;
  /** Total staked: the amount, or the sum of amountByBetId for type 9. */
  amount: number;
  /**
   * Coupon coefficient quoted to 3 decimals: the bet's (single), the product (express),
   * max win / amount (systems), total possible win / total amount (type 9).
   */
  coef: number;
  possibleWin: number;
  /** Systems: exactly systemValue selections win; otherwise the same as possibleWin. */
  minPossibleWin: number;
  lines: number;
  stakePerLine: number;
  /** Bankers counted (type 2 only). */
  bankers: number;
  expressBonus: ExpressBonus;
  possibleWinWithBonus: number;
  vipBetAvailable: boolean;
  /** The coefficient each bet is placed at (the current one when currentCoefs was given). */
  coefByMarketId: Record<MarketId, number>;
}

export type CouponValidation =
  | { ok: true; value: CouponComputation; violations: [] }
  /** value is there whenever the coupon is well formed enough to price (e.g. only a limit is broken). */
  | { ok: false; value?: CouponComputation; violations: Violation[] };

export interface ValidateCouponOptions {
  /**
   * The server's current coefficient per market. When given, each bet's submitted coef is
   * checked against it under the coupon's changeCoefAction, the coupon is priced at the
   * current coefs, and a market missing from it is unavailable.
   */
  currentCoefs?: Readonly<Record<MarketId, number>>;
}

/** Bounds of sanity: no price is a million to one, no stake a trillion. */
export const MAX_COEF = 1_000_000;
export const MAX_AMOUNT = 1_000_000_000_000;

/** Coefficients below 1.001 are not prices (1.000 pays the stake back at best). */
function isCoef(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && Math.round(x * 1000) > 1000 && x <= MAX_COEF;
}

function isCouponTypeId(x: unknown): x is CouponTypeId {
  return COUPON_TYPE_IDS.includes(x as CouponTypeId);
}

function isBanker(bet: Bet, typeId: number): boolean {
  // Only type 2 is "system with banker"; type 4 prices every selection as a plain system.
  return typeId === COUPON_TYPE.systemWithBanker && Boolean(bet.isBanker) && !bet.isDisabledBanker;
}

export function validateCoupon(
  coupon: CouponToSubmit,
  limits: CouponLimits = {},
  options: ValidateCouponOptions = {},
): CouponValidation {
  const violations: Violation[] = [];
  const add = (v: Violation) => violations.push(v);
  const currency = currencyInfo(limits.currency);
  const digits = currency.minorDigits;
  const typeId = coupon?.typeId;
  const bets: readonly Bet[] = Array.isArray(coupon?.bets) ? coupon.bets : [];
  let priceable = true;

  if (!isCouponTypeId(typeId)) {
    add({ code: 'bad_type', detail: `coupon type ${JSON.stringify(typeId)} is not one of ${COUPON_TYPE_IDS.join(', ')}`, pointer: '/typeId' });
    priceable = false;
  }
  if (bets.length === 0) {
    add({ code: 'empty_coupon', detail: 'the coupon has no bets', pointer: '/bets' });
    priceable = false;
  }

  const exactCoef = coupon?.exactCoef;
  if (exactCoef !== undefined && exactCoef !== 0 && !isCoef(exactCoef)) {
    add({ code: 'bad_coef', detail: `exactCoef must be 0 (unset) or a coefficient above 1, got ${JSON.stringify(exactCoef)}`, pointer: '/exactCoef' });
    priceable = false;
  }

  // Bets: well formed, unique, not locked, odds still acceptable.
  const action = coupon?.changeCoefAction;
  if (action !== undefined && !isChangeCoefAction(action)) {
    add({ code: 'bad_change_coef_action', detail: `changeCoefAction must be 0, 1 or 2, got ${JSON.stringify(action)}`, pointer: '/changeCoefAction' });
  }
  const seen = new Set<MarketId>();
  const coefByMarketId: Record<MarketId, number> = {};
  bets.forEach((bet, i) => {
    const market = bet?.market;
    const id = market?.id;
    // Built only when a violation needs it: this loop runs on every odds update.
    const at = () => `/bets/${i}`;
    if (typeof id !== 'string' || id === '' || !isCoef(market?.coef)) {
      add({ code: 'bad_coef', detail: `bet ${i + 1} needs a market id and a coefficient above 1`, pointer: `${at()}/market` });
      priceable = false;
      return;
    }
    if (seen.has(id)) {
      add({ code: 'duplicate_market', detail: `market ${id} is in the coupon twice`, pointer: `${at()}/market/id`, marketId: id });
      priceable = false;
      return;
    }
    seen.add(id);
    let coef = market.coef;
    if (bet.isBlocked || bet.isDepend) {
      add({ code: 'locked_bet', detail: `bet on market ${id} is ${bet.isBlocked ? 'blocked' : 'dependent on another bet'}`, pointer: at(), marketId: id });
    }
    if (bet.isBannedExpress) {
      add({ code: 'banned_express', detail: `market ${id} cannot be combined in a coupon`, pointer: at(), marketId: id });
    }
    if (options.currentCoefs) {
      const now = options.currentCoefs[id];
      if (!isCoef(now)) {
        add({ code: 'market_unavailable', detail: `market ${id} is no longer offered`, pointer: at(), marketId: id });
      } else if (!mayProceedAfterCoefChange(action, coef, now)) {
        add({ code: 'coef_changed', detail: `the coefficient of market ${id} moved from ${coef} to ${now}`, pointer: `${at()}/market/coef`, marketId: id, newCoef: now });
      } else {
        coef = now;
      }
    }
    coefByMarketId[id] = coef;
  });

  // Shape of the coupon for its type.
  const bankers = bets.filter((b) => b && isBanker(b, typeId)).length;
  const others = bets.length - bankers;
  const systemValue = coupon?.systemValue;
  if (priceable) {
    if (typeId === COUPON_TYPE.single && bets.length !== 1) {
      add({ code: 'bet_count', detail: `a single holds exactly one bet, this one has ${bets.length}`, pointer: '/bets' });
      priceable = false;
    } else if (typeId === COUPON_TYPE.express && bets.length < 2) {
      add({ code: 'bet_count', detail: 'an express needs at least 2 bets', pointer: '/bets' });
      priceable = false;
    } else if ((typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant) && !isOfferedSystemValue(systemValue ?? NaN, bets.length, bankers)) {
      add({
        code: 'system_value',
        detail:
          others < 3
            ? `a system needs at least 3 selections besides the bankers, this one has ${others}`
            : `system value must be a whole number from 2 to ${others - 1}, got ${JSON.stringify(systemValue)}`,
        pointer: '/systemValue',
      });
      priceable = false;
    }
  }

  // Amounts.
  const amountOk = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0 && x <= MAX_AMOUNT && isWholeMinor(x, digits);
  const amountRule = `a positive amount up to ${MAX_AMOUNT} in whole ${currency.iso} minor units (${digits} decimals)`;
  // Limits come from config and may be anything: compared as numbers, never as BigInt.
  const minor = (x: number) => Math.round(x * 10 ** digits);
  const perBet: { id: MarketId; amount: number; coef: number }[] = [];
  if (typeId === COUPON_TYPE.singlesSet) {
    const byBet = coupon?.amountByBetId ?? {};
    bets.forEach((bet, i) => {
      const id = bet?.market?.id;
      if (typeof id !== 'string' || coefByMarketId[id] === undefined) return;
      const a = byBet[id];
      if (!amountOk(a)) {
        add({ code: 'bad_amount', detail: `bet ${i + 1} (market ${id}) needs ${amountRule}`, pointer: `/amountByBetId/${id}`, marketId: id });
        priceable = false;
        return;
      }
      perBet.push({ id, amount: a, coef: coefByMarketId[id]! });
    });
  } else if (!amountOk(coupon?.amount)) {
    add({ code: 'bad_amount', detail: `amount must be ${amountRule}`, pointer: '/amount' });
    priceable = false;
  }

  if (typeof coupon?.promoCode === 'string' && coupon.promoCode.trim() !== '' && !isPromoCodeAllowed(typeId)) {
    add({ code: 'promo_type9', detail: 'promo codes are not accepted for a set of singles (type 9)', pointer: '/promoCode' });
  }

  if (!priceable || !isCouponTypeId(typeId)) return { ok: false, violations };

  const value = price(coupon, typeId, bets, coefByMarketId, bankers, perBet, limits);

  // Limits, on a priced coupon (systems need their line count).
  const min = effectiveMinAmount(limits, typeId, typeId === COUPON_TYPE.singlesSet ? 1 : value.lines);
  const max = effectiveMaxAmount(limits, typeId);
  const checks = typeId === COUPON_TYPE.singlesSet ? perBet.map((b) => ({ amount: b.amount, id: b.id as MarketId | undefined })) : [{ amount: value.amount, id: undefined }];
  for (const { amount, id } of checks) {
    const pointer = id === undefined ? '/amount' : `/amountByBetId/${id}`;
    const what = id === undefined ? 'the amount' : `the amount on market ${id}`;
    if (min !== undefined && minor(amount) < minor(min)) {
      add({ code: 'min_amount', detail: `${what} is below the minimum of ${min} ${currency.iso}`, pointer, limit: min, ...(id && { marketId: id }) });
    }
    if (minor(amount) > minor(max)) {
      add({ code: 'max_amount', detail: `${what} is above the maximum of ${max} ${currency.iso}`, pointer, limit: max, ...(id && { marketId: id }) });
    }
  }
  checkBlocks(coupon, bets, coefByMarketId, limits, typeId, add);

  return violations.length === 0 ? { ok: true, value, violations: [] } : { ok: false, value, violations };
}

function price(
  coupon: CouponToSubmit,
  typeId: CouponTypeId,
  bets: readonly Bet[],
  coefByMarketId: Record<MarketId, number>,
  bankers: number,
  perBet: readonly { amount: number; coef: number }[],
  limits: CouponLimits,
): CouponComputation {
  const currency = limits.currency;
  const digits = currencyInfo(currency).minorDigits;
  const coefs = bets.map((b) => coefByMarketId[b.market.id]!);
  let amount = coupon.amount;
  let coef: number;
  let win: number;
  let minWin: number;
  let lines = 1;
  if (typeId === COUPON_TYPE.singlesSet) {
    let total = 0n;
    let wins = 0n;
    for (const b of perBet) {
      total += toMinor(b.amount, digits);
      wins += toMinor(possibleWin(b.amount, b.coef, undefined, currency), digits);
    }
    amount = fromMinor(total, digits);
    win = minWin = fromMinor(wins, digits);
    coef = total > 0n ? Number(divRound(wins * COEF_SCALE, total)) / 1000 : 0;
    lines = perBet.length;
  } else if (typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant) {
    const bankerIdx = bets.flatMap((b, i) => (isBanker(b, typeId) ? [i] : []));
    const row = systemTable({ coefs, bankers: bankerIdx, amount, currency }, [coupon.systemValue!])[0]!;
    lines = row.lines;
    // exactCoef, when set, replaces the coefficient for every coupon type (spec 1 §3).
    win = coupon.exactCoef && coupon.exactCoef > 0 ? possibleWin(amount, coupon.exactCoef, undefined, currency) : row.maxWin;
    minWin = row.minWin;
    coef = roundCoef(row.maxWin / amount);
  } else {
    coef = typeId === COUPON_TYPE.single ? roundCoef(coefs[0]!) : expressCoef(coefs);
    win = minWin = possibleWin(amount, coef, coupon.exactCoef, currency);
  }
  const bonus = expressBonus({
    flag: Boolean(limits.isExpressBonusEnabled),
    typeId,
    bets: bets.map((b) => ({ coef: coefByMarketId[b.market.id]!, kind: b.market.kind })),
    ...(typeId === COUPON_TYPE.express && { totalCoef: coef }),
  });
  return {
    typeId,
    amount,
    coef,
    possibleWin: win,
    minPossibleWin: minWin,
    lines,
    stakePerLine: amount / lines,
    bankers,
    expressBonus: bonus,
    possibleWinWithBonus: bonus.offered ? possibleWin(win, bonus.coef, undefined, currency) : win,
    vipBetAvailable: isVipBetAvailable({ flag: Boolean(limits.isVipBetEnabled), maxBetAmount: limits.maxBetAmount, typeId, bets }),
    coefByMarketId,
  };
}

/** Chained blocks (spec 1 §5): each block's amount against its chained maximum. */
function checkBlocks(
  coupon: CouponToSubmit,
  bets: readonly Bet[],
  coefByMarketId: Record<MarketId, number>,
  limits: CouponLimits,
  typeId: CouponTypeId,
  add: (v: Violation) => void,
): void {
  const byBlock = coupon.amountByBlockId;
  if (!byBlock || Object.keys(byBlock).length === 0 || !maxAmountApplies(limits, typeId)) return;
  const ids = [...new Set(bets.map((b) => b.blockId).filter((x): x is number => typeof x === 'number'))].sort((a, b) => a - b);
  const blocks = ids.map((blockId) => ({
    blockId,
    amount: byBlock[String(blockId)] as unknown,
    coef: expressCoef(bets.filter((b) => b.blockId === blockId).map((b) => coefByMarketId[b.market.id]!)),
  }));
  const bad = blocks.filter((block) => typeof block.amount !== 'number' || !Number.isFinite(block.amount) || block.amount < 0 || block.amount > MAX_AMOUNT);
  for (const block of bad) {
    add({ code: 'bad_amount', detail: `block ${block.blockId} needs an amount from 0 to ${MAX_AMOUNT}`, pointer: `/amountByBlockId/${block.blockId}` });
  }
  if (bad.length > 0) return;
  const amounts = blocks as { blockId: number; amount: number; coef: number }[];
  const maxes = maxAmountByBlock(limits.maxBetAmount!, amounts, limits.currency);
  amounts.forEach((block, i) => {
    const max = maxes[i]!;
    if (block.amount > max) {
      add({ code: 'max_block_amount', detail: `block ${block.blockId} amount ${block.amount} is above its maximum of ${max}`, pointer: `/amountByBlockId/${block.blockId}`, limit: max });
    }
  });
}
