// What the player types and does: inputs refused with a message, placing.
import { errorFromResponse, messageOf } from '@site/api';
import { runInAction } from 'mobx';
import { bet, world } from './coupon-test-world';

describe('inputs', () => {
  test('amount: a number >= 0 in the minor units of the currency; others refused with a reason', () => {
    const { coupon } = world();
    expect(coupon.setAmount(12.5)).toEqual({ ok: true });
    expect(coupon.setAmount('13,25')).toEqual({ ok: true });
    expect(coupon.amount).toBe(13.25);
    expect(coupon.setAmount(0)).toEqual({ ok: true });
    for (const bad of [-1, 1.001, NaN, Infinity, 'abc', '1e3', null, {}]) {
      const r = coupon.setAmount(bad);
      expect(r.ok).toBe(false);
      expect(coupon.amountError).toEqual(expect.objectContaining({ code: expect.stringMatching(/^coupon\.amount_/) }));
    }
    expect(coupon.setAmount(1.001)).toEqual({
      ok: false,
      reason: { code: 'coupon.amount_decimals', values: { currency: 'RUB', digits: 2 } },
    });
    expect(coupon.setAmount(-1)).toEqual({ ok: false, reason: { code: 'coupon.amount_negative' } });
    expect(coupon.setAmount(2e12)).toEqual({ ok: false, reason: { code: 'coupon.amount_too_large', values: { max: 1e12 } } });
    expect(coupon.amount).toBe(0);
    coupon.setAmount(1);
    expect(coupon.amountError).toBeNull();
  });

  test('the stake placed is the stake shown: a refused or empty stake field leaves nothing to place', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.setAmount(100);
    expect(coupon.canPlace).toBe(true);
    for (const shown of ['12abc', '12.3456', '', '  ']) {
      coupon.setAmount(100);
      expect(coupon.setAmount(shown).ok).toBe(false);
      // The last good stake is not placed in its stead.
      expect(coupon.hasValidStake).toBe(false);
      expect(coupon.canPlace).toBe(false);
      expect(coupon.beginPlace()).toBeNull();
      expect(coupon.placeBlockedReason).toBe(coupon.amountError);
    }
    expect(coupon.amountError).toEqual({ code: 'coupon.amount_empty' });
    coupon.setAmount('120');
    expect(coupon.placeBlockedReason).toBeNull();
    expect(coupon.canPlace).toBe(true);
  });

  test('type switch: only 0, 1, 2, 4, 9; the bets stay', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 2));
    for (const t of [0, 1, 2, 4, 9]) {
      expect(coupon.setTypeId(t)).toEqual({ ok: true });
      expect(coupon.bets).toHaveLength(2);
    }
    expect(coupon.setTypeId(3).ok).toBe(false);
    expect(coupon.typeId).toBe(9);
  });

  test('system value never below 2', () => {
    const { coupon } = world();
    coupon.setSystemValue(5);
    expect(coupon.systemValue).toBe(5);
    coupon.setSystemValue(1);
    expect(coupon.systemValue).toBe(2);
    coupon.setSystemValue(-3);
    expect(coupon.systemValue).toBe(2);
    expect(coupon.setSystemValue(2.5).ok).toBe(false);
  });

  test('banker toggle only in type 2, never on a bet with the banker disabled', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 2, { isDisabledBanker: true }));
    expect(coupon.toggleBanker('a').ok).toBe(false);
    coupon.setTypeId(2);
    expect(coupon.toggleBanker('b').ok).toBe(false);
    expect(coupon.toggleBanker('a').ok).toBe(true);
    expect(coupon.bets[0]!.isBanker).toBe(true);
    coupon.toggleBanker('a');
    expect(coupon.bets[0]!.isBanker).toBe(false);
  });

  test('promo code refused for type 9 with the message', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    expect(coupon.setPromoCode(' SPRING ', true)).toEqual({ ok: true });
    expect(coupon.promoCode).toBe('SPRING');
    expect(coupon.manualPromoCode).toBe('SPRING');
    coupon.setTypeId(9);
    expect(coupon.violations.map((v) => v.code)).toContain('promo_type9');
    expect(coupon.setPromoCode('AUTUMN')).toEqual({ ok: false, reason: { code: 'coupon.promo_type9' } });
    expect(coupon.promoCodeError).toEqual({ code: 'coupon.promo_type9' });
    expect(coupon.setPromoCode('')).toEqual({ ok: true });
    expect(coupon.promoCodeError).toBeNull();
    coupon.setTypeId(1);
    expect(coupon.setPromoCode('X'.repeat(41))).toEqual({ ok: false, reason: { code: 'coupon.promo_too_long', values: { max: 40 } } });
  });

  test('VIP bet only when available: flag, finite max, line bets, not type 9', () => {
    // the site config has no maximum by default (spec 1); a VIP bet needs one configured
    const { coupon } = world({ betting: { maxBetAmount: 100000 } });
    expect(coupon.setVipBet(true).ok).toBe(false);
    coupon.addBet(bet('a', 2));
    expect(coupon.isVipBetAvailable).toBe(true);
    expect(coupon.setVipBet(true)).toEqual({ ok: true });
    expect(coupon.isVipBet).toBe(true);
    coupon.addBet(bet('live', 2, { market: { id: 'live', coef: 2, isLive: true } }));
    expect(coupon.isVipBetAvailable).toBe(false);
    expect(coupon.isVipBet).toBe(false);
    const unbounded = world({ config: null }).coupon;
    unbounded.addBet(bet('a', 2));
    expect(unbounded.isVipBetAvailable).toBe(false);
    const byDefault = world().coupon;
    byDefault.addBet(bet('a', 2));
    expect(byDefault.isVipBetAvailable).toBe(false);
    const off = world({ betting: { vipBetEnabled: false, maxBetAmount: 100000 } }).coupon;
    off.addBet(bet('a', 2));
    expect(off.isVipBetAvailable).toBe(false);
    const type9 = world().coupon;
    type9.addBet(bet('a', 2));
    type9.setTypeId(9);
    expect(type9.isVipBetAvailable).toBe(false);
  });

  test('clear empties the bets and what belongs to them', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 2, { isBonus: true }));
    coupon.setPromoCode('X');
    coupon.removeBet('b');
    coupon.clear();
    expect(coupon.bets).toEqual([]);
    expect(coupon.addedAtByBetId).toEqual({});
    expect(coupon.promoCode).toBe('');
    expect(coupon.manuallyDeletedBonusBet).toBe(false);
    expect(coupon.addBet(bet('a', 2)).ok).toBe(true);
  });
});

describe('placing', () => {
  function ready() {
    const w = world();
    w.root.user.setUserId(5);
    w.coupon.addBet(bet('a', 2, { market: { id: 'a', coef: 2, gameId: 11, name: 'P1' }, sportNameEng: 'Football' }));
    w.coupon.addBet(bet('b', 1.5, { market: { id: 'b', coef: 1.5, gameId: 12 }, blockId: 1 }));
    w.coupon.setAmount(100);
    return w;
  }

  test('the coupon to submit has the spec fields and the engine numbers', () => {
    const { coupon, settings } = ready();
    settings.setChangeCoefAction(1);
    settings.setDropOnScoreChange(true);
    coupon.setAvailablePrepaidAmount(30);
    coupon.setHyperBonus({ percent: 5, minBetLimit: 10, maxLimit: 1000 });
    expect(coupon.couponToSubmit).toEqual({
      userId: 5,
      typeId: 1,
      amount: 100,
      bets: [
        { gameId: 11, market: { id: 'a', coef: 2 }, statusId: -2 },
        { gameId: 12, market: { id: 'b', coef: 1.5 }, statusId: -2, blockId: 1 },
      ],
      changeCoefAction: 1,
      coef: 3,
      coefByView: '3.00',
      coefViewId: 0,
      exactCoef: 0,
      isDropOnScoreChange: true,
      prepaidAmount: 30,
      refId: 1,
      systemValue: 2,
      hyperBonusPercent: 5,
      minHyperBonusBetLimit: 10,
      maxHyperBonusLimit: 1000,
    });
  });

  test('the coef in the display format of the site config', () => {
    const { coupon, root } = ready();
    runInAction(() => root.settings.setSiteConfig({ ...root.settings.siteConfig!, global: { appViewType: 0, coefViewId: 2 } }));
    expect(coupon.coefByView).toBe('+200');
    expect(coupon.couponToSubmit.coefViewId).toBe(2);
  });

  test('beginPlace, markPlaced empties the coupon unless it is fixed', () => {
    const { coupon, settings } = ready();
    const sent = coupon.beginPlace();
    expect(sent?.coef).toBe(3);
    expect(coupon.isActivePlaceBet).toBe(true);
    expect(coupon.activePlaceBetIds).toEqual(['a', 'b']);
    expect(coupon.beginPlace()).toBeNull();
    coupon.markPlaced({ couponId: 123, coef: 3, possibleWin: 300 });
    expect(coupon.successCoupon).toEqual({ couponId: 123, coef: 3, possibleWin: 300 });
    expect(coupon.bets).toEqual([]);
    expect(coupon.isActivePlaceBet).toBe(false);

    const fixed = ready();
    fixed.settings.setFlag('isCouponFixed', true);
    fixed.coupon.beginPlace();
    fixed.coupon.markPlaced({ couponId: 9 });
    expect(fixed.coupon.bets).toHaveLength(2);
    expect(settings.isCouponFixed).toBe(false);
  });

  test('setPlaceError keeps the bets and frees the coupon for another try', () => {
    const { coupon } = ready();
    coupon.beginPlace();
    coupon.setPlaceError({ code: 'limit.reached', values: { max: 500, currency: 'RUB' } });
    expect(coupon.placeError).toEqual({ code: 'limit.reached', values: { max: 500, currency: 'RUB' } });
    expect(coupon.isActivePlaceBet).toBe(false);
    expect(coupon.bets).toHaveLength(2);
    expect(coupon.canPlace).toBe(true);
  });

  test('type 9 results are kept per single', () => {
    const { coupon } = ready();
    coupon.markPlaced([{ couponId: 1 }, { couponId: 2 }]);
    expect(coupon.singlesResultCoupons).toEqual([{ couponId: 1 }, { couponId: 2 }]);
    coupon.dismissSuccess();
    expect(coupon.successCoupon).toBeNull();
  });
});

test("a refused placing keeps the server's code and values, for the player's own language", () => {
  const { coupon } = world();
  coupon.addBet(bet('a', 2));
  coupon.setAmount(5000);
  coupon.beginPlace();
  const refusal = errorFromResponse(422, {
    errors: [
      {
        status: '422',
        code: 'ledger.insufficient_funds',
        detail: 'the stake 5000 is above the balance 100',
        meta: { balance: 100, currency: 'RUB' },
      },
    ],
  });
  coupon.setPlaceError(messageOf(refusal));
  expect(coupon.placeError).toEqual({ code: 'ledger.insufficient_funds', values: { balance: 100, currency: 'RUB' } });
});
