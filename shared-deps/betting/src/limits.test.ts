import {
  effectiveMaxAmount,
  effectiveMinAmount,
  couponLimits,
  isBetLocked,
  isPromoCodeAllowed,
  isVipBetAvailable,
  maxAmountApplies,
  maxAmountByBlock,
  minAmountApplies,
} from './limits';

describe('minimum amount', () => {
  it('applies only when set', () => {
    expect(minAmountApplies({}, 1)).toBe(false);
    expect(minAmountApplies({ minBetAmount: 0 }, 1)).toBe(false);
    expect(minAmountApplies({ minBetAmount: 10 }, 1)).toBe(true);
  });
  it('applies only to the configured types', () => {
    expect(minAmountApplies({ minBetAmount: 10, minAmountTypeIds: [0, 1] }, 1)).toBe(true);
    expect(minAmountApplies({ minBetAmount: 10, minAmountTypeIds: [0, 1] }, 9)).toBe(false);
    expect(minAmountApplies({ minBetAmount: 10, minAmountTypeIds: [] }, 0)).toBe(false);
  });
  it('is per line for systems', () => {
    expect(effectiveMinAmount({ minBetAmount: 10 }, 2, 6)).toBe(60);
    expect(effectiveMinAmount({ minBetAmount: 10, minAmountTypeIds: [0] }, 2, 6)).toBeUndefined();
  });
});

describe('maximum amount', () => {
  it('applies only to the configured types', () => {
    expect(maxAmountApplies({ maxBetAmount: 100, maxAmountTypeIds: [1] }, 1)).toBe(true);
    expect(maxAmountApplies({ maxBetAmount: 100, maxAmountTypeIds: [1] }, 0)).toBe(false);
  });
  it('never applies with the bonus account', () => {
    expect(maxAmountApplies({ maxBetAmount: 100, isBonusAccount: true }, 1)).toBe(false);
    expect(effectiveMaxAmount({ maxBetAmount: 100, isBonusAccount: true }, 1)).toBe(Infinity);
  });
  it('is unbounded by default', () => {
    expect(effectiveMaxAmount({}, 1)).toBe(Infinity);
    expect(effectiveMaxAmount({ maxBetAmount: 100 }, 1)).toBe(100);
  });
  it('chains per block: first the max, then the previous block coef x amount', () => {
    expect(
      maxAmountByBlock(1000, [
        { coef: 2, amount: 500 },
        { coef: 1.5, amount: 800 },
        { coef: 3, amount: 10 },
      ]),
    ).toEqual([1000, 1000, 1200]);
    expect(
      maxAmountByBlock(1000, [
        { coef: 1.333, amount: 1 },
        { coef: 2, amount: 1 },
      ]),
    ).toEqual([1000, 1.33]);
  });
});

describe('bet availability', () => {
  it('locks a bet that is blocked, dependent or banned from express', () => {
    expect(isBetLocked({})).toBe(false);
    expect(isBetLocked({ isBlocked: true })).toBe(true);
    expect(isBetLocked({ isDepend: true })).toBe(true);
    expect(isBetLocked({ isBannedExpress: true })).toBe(true);
  });

  const line = { market: { id: 'a', coef: 2 } };
  const vip = { flag: true, maxBetAmount: 1000, typeId: 1, bets: [line] };
  it('offers VIP bets only with the flag, a finite max, bets, all line, type not 9', () => {
    expect(isVipBetAvailable(vip)).toBe(true);
    expect(isVipBetAvailable({ ...vip, flag: false })).toBe(false);
    expect(isVipBetAvailable({ ...vip, maxBetAmount: Infinity })).toBe(false);
    expect(isVipBetAvailable({ ...vip, maxBetAmount: undefined })).toBe(false);
    expect(isVipBetAvailable({ ...vip, bets: [] })).toBe(false);
    expect(isVipBetAvailable({ ...vip, bets: [line, { market: { id: 'b', coef: 2, isLive: true } }] })).toBe(false);
    expect(isVipBetAvailable({ ...vip, typeId: 9 })).toBe(false);
  });
  it('refuses promo codes for type 9 only', () => {
    expect([0, 1, 2, 4, 9].map(isPromoCodeAllowed)).toEqual([true, true, true, true, false]);
  });
});

describe('couponLimits: the site config and the bettor', () => {
  const config = {
    minBetAmount: 10,
    minBetAmountTypes: [0, 1],
    maxBetAmount: 1000,
    maxBetAmountTypes: [1],
    expressBonusEnabled: true,
    vipBetEnabled: false,
  };
  it('takes the config, the currency and the account kind', () => {
    expect(couponLimits(config, { currency: 'EUR', isBonusAccount: true })).toEqual({
      minBetAmount: 10,
      minAmountTypeIds: [0, 1],
      maxBetAmount: 1000,
      maxAmountTypeIds: [1],
      isBonusAccount: true,
      isExpressBonusEnabled: true,
      isVipBetEnabled: false,
      currency: 'EUR',
    });
  });
  it("the player's own minimum replaces the config's; the lower maximum applies", () => {
    const own = couponLimits(config, { currency: 'RUB', isBonusAccount: false, minBetAmount: 50, maxBetAmount: 500 });
    expect(own).toMatchObject({ minBetAmount: 50, maxBetAmount: 500 });
    expect(couponLimits(config, { currency: 'RUB', isBonusAccount: false, minBetAmount: 0, maxBetAmount: 5000 })).toMatchObject({
      minBetAmount: 10,
      maxBetAmount: 1000,
    });
  });
  it('a missing or garbled config means no limits and no flags', () => {
    expect(couponLimits(null, { currency: 'RUB', isBonusAccount: false })).toEqual({
      minBetAmount: 0,
      minAmountTypeIds: undefined,
      maxBetAmount: Infinity,
      maxAmountTypeIds: undefined,
      isBonusAccount: false,
      isExpressBonusEnabled: false,
      isVipBetEnabled: false,
      currency: 'RUB',
    });
    expect(
      couponLimits(
        { minBetAmount: '10', maxBetAmount: NaN, minBetAmountTypes: [0, 'x'], expressBonusEnabled: 'yes' },
        { currency: 'RUB', isBonusAccount: false },
      ),
    ).toMatchObject({
      minBetAmount: 0,
      maxBetAmount: Infinity,
      minAmountTypeIds: [0],
      isExpressBonusEnabled: false,
    });
  });
});
