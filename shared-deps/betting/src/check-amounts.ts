// The rules of the stake (spec 1 §5, §6): amounts positive and in whole minor units, the
// minimum and maximum of the configured types, the chained maxima of blocks.
import type { CurrencyInfo } from './currencies';
import { expressCoef } from './possible-win';
import { effectiveMaxAmount, effectiveMinAmount, maxAmountApplies, maxAmountByBlock, type CouponLimits } from './limits';
import { isWholeMinor } from './exact';
import { COUPON_TYPE, type Bet, type CouponToSubmit, type CouponTypeId, type MarketId } from './types';
import type { Violation } from './violations';

/** Bounds of sanity: no stake is a trillion. */
export const MAX_AMOUNT = 1_000_000_000_000;

export interface BetStake {
  id: MarketId;
  amount: number;
  coef: number;
}

/**
 * The stakes: the coupon's amount, or (type 9) each bet's own. Returns the per-bet stakes of
 * type 9 and whether the coupon can be priced.
 */
export function checkStakes(
  coupon: CouponToSubmit,
  bets: readonly Bet[],
  coefByMarketId: Readonly<Record<MarketId, number>>,
  currency: CurrencyInfo,
  add: (v: Violation) => void,
): { perBet: BetStake[]; priceable: boolean } {
  const digits = currency.minorDigits;
  const amountOk = (x: unknown): x is number =>
    typeof x === 'number' && Number.isFinite(x) && x > 0 && x <= MAX_AMOUNT && isWholeMinor(x, digits);
  const rule = `a positive amount up to ${MAX_AMOUNT} in whole ${currency.iso} minor units (${digits} decimals)`;
  const perBet: BetStake[] = [];
  let priceable = true;
  if (coupon?.typeId === COUPON_TYPE.singlesSet) {
    const byBet = coupon.amountByBetId ?? {};
    bets.forEach((bet, i) => {
      const id = bet?.market?.id;
      if (typeof id !== 'string' || coefByMarketId[id] === undefined) return;
      const a = byBet[id];
      if (!amountOk(a)) {
        add({ code: 'bad_amount', detail: `bet ${i + 1} (market ${id}) needs ${rule}`, pointer: `/amountByBetId/${id}`, marketId: id });
        priceable = false;
        return;
      }
      perBet.push({ id, amount: a, coef: coefByMarketId[id]! });
    });
  } else if (!amountOk(coupon?.amount)) {
    add({ code: 'bad_amount', detail: `amount must be ${rule}`, pointer: '/amount' });
    priceable = false;
  }
  return { perBet, priceable };
}

/** The minimum and maximum, on a priced coupon (systems need their line count). */
export function checkLimits(
  typeId: CouponTypeId,
  amount: number,
  lines: number,
  perBet: readonly BetStake[],
  limits: CouponLimits,
  currency: CurrencyInfo,
  add: (v: Violation) => void,
): void {
  // Limits come from config and may be anything: compared as numbers, never as BigInt.
  const minor = (x: number) => Math.round(x * 10 ** currency.minorDigits);
  const isType9 = typeId === COUPON_TYPE.singlesSet;
  const min = effectiveMinAmount(limits, typeId, isType9 ? 1 : lines);
  const max = effectiveMaxAmount(limits, typeId);
  const checks = isType9 ? perBet.map((b) => ({ amount: b.amount, id: b.id as MarketId | undefined })) : [{ amount, id: undefined }];
  for (const { amount, id } of checks) {
    const pointer = id === undefined ? '/amount' : `/amountByBetId/${id}`;
    const what = id === undefined ? 'the amount' : `the amount on market ${id}`;
    if (min !== undefined && minor(amount) < minor(min)) {
      add({
        code: 'min_amount',
        detail: `${what} is below the minimum of ${min} ${currency.iso}`,
        pointer,
        limit: min,
        ...(id && { marketId: id }),
      });
    }
    if (minor(amount) > minor(max)) {
      add({
        code: 'max_amount',
        detail: `${what} is above the maximum of ${max} ${currency.iso}`,
        pointer,
        limit: max,
        ...(id && { marketId: id }),
      });
    }
  }
}

/** Chained blocks (spec 1 §5): each block's amount against its chained maximum. */
export function checkBlocks(
  coupon: CouponToSubmit,
  bets: readonly Bet[],
  coefByMarketId: Readonly<Record<MarketId, number>>,
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
  const bad = blocks.filter(
    (block) => typeof block.amount !== 'number' || !Number.isFinite(block.amount) || block.amount < 0 || block.amount > MAX_AMOUNT,
  );
  for (const block of bad) {
    add({
      code: 'bad_amount',
      detail: `block ${block.blockId} needs an amount from 0 to ${MAX_AMOUNT}`,
      pointer: `/amountByBlockId/${block.blockId}`,
    });
  }
  if (bad.length > 0) return;
  const amounts = blocks as { blockId: number; amount: number; coef: number }[];
  const maxes = maxAmountByBlock(limits.maxBetAmount!, amounts, limits.currency);
  amounts.forEach((block, i) => {
    const max = maxes[i]!;
    if (block.amount > max) {
      add({
        code: 'max_block_amount',
        detail: `block ${block.blockId} amount ${block.amount} is above its maximum of ${max}`,
        pointer: `/amountByBlockId/${block.blockId}`,
        limit: max,
      });
    }
  });
}
