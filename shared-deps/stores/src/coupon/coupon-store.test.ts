import { possibleWin, systemValues, validateCoupon } from '@site/betting';
import { AddBetToCoupon, COUPON_EVENTS, OddsChanged, RemoveBetFromCoupon, UpdateCouponBet } from '@site/bus';
import { autorun, runInAction } from 'mobx';
import { DEFAULT_BET_STATUS_ID, PROMO_TYPE9_MESSAGE } from './coupon-store';
import { bet, world } from './coupon-test-world';

describe('defaults (spec 1 §3, §9)', () => {
  test('an empty coupon with the spec defaults', () => {
    const { coupon } = world();
    expect(coupon.bets).toEqual([]);
    expect(coupon.systemValue).toBe(2);
    expect(coupon.isActiveSystemBanker).toBe(true);
    expect(coupon.maxBetAmount).toBe(Infinity);
    expect(coupon.typeId).toBe(0);
    expect(coupon.amount).toBe(0);
    expect(coupon.manuallyDeletedBonusBet).toBe(false);
    expect(coupon.successCoupon).toBeNull();
    expect(coupon.coef).toBe(0);
    expect(coupon.coefByView).toBe('');
    expect(coupon.possibleWin).toBe(0);
    expect(coupon.violations.map((v) => v.code)).toContain('empty_coupon');
    expect(coupon.canPlace).toBe(false);
  });

  test('a new bet gets statusId -2 and the time it was added', () => {
    const { coupon } = world();
    expect(coupon.addBet(bet('m1', 2))).toEqual({ ok: true });
    expect(coupon.bets[0]!.statusId).toBe(DEFAULT_BET_STATUS_ID);
    expect(DEFAULT_BET_STATUS_ID).toBe(-2);
    expect(coupon.addedAtByBetId.m1).toEqual(expect.any(Number));
  });
});

describe('bets', () => {
  test('a market already in the coupon is refused; toggleBet takes it out again', () => {
    const { coupon } = world();
    coupon.addBet(bet('m1', 2));
    expect(coupon.addBet(bet('m1', 2)).ok).toBe(false);
    expect(coupon.toggleBet(bet('m1', 2)).ok).toBe(true);
    expect(coupon.bets).toEqual([]);
    coupon.toggleBet(bet('m1', 2));
    expect(coupon.hasBet('m1')).toBe(true);
  });

  test('a bet the coupon cannot hold is refused with a reason', () => {
    const { coupon } = world();
    expect(coupon.addBet({ market: { id: 'x', coef: 1 } })).toEqual({ ok: false, reason: expect.stringMatching(/coef/) });
    expect(coupon.addBet({ blockId: 1 }).ok).toBe(false);
    expect(coupon.bets).toHaveLength(0);
  });

  test('a single with a second bet becomes an express and back; systems keep their type', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    expect(coupon.typeId).toBe(0);
    coupon.addBet(bet('b', 2));
    expect(coupon.typeId).toBe(1);
    coupon.removeBet('b');
    expect(coupon.typeId).toBe(0);
    coupon.addBet(bet('b', 2));
    coupon.setTypeId(4);
    coupon.removeBet('b');
    expect(coupon.typeId).toBe(4);
  });

  test('deleting the bonus bet records it; deleting another bet does not', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('bonus', 1.5, { isBonus: true }));
    coupon.removeBet('a');
    expect(coupon.manuallyDeletedBonusBet).toBe(false);
    coupon.removeBet('bonus');
    expect(coupon.manuallyDeletedBonusBet).toBe(true);
    expect(coupon.addedAtByBetId).toEqual({});
  });

  test('removing a bet keeps the index right for the bets after it', () => {
    const { coupon } = world();
    ['a', 'b', 'c'].forEach((id) => coupon.addBet(bet(id, 2)));
    coupon.removeBet('a');
    coupon.applyOdds({ marketId: 'c', coef: 3 });
    expect(coupon.bets.map((b) => [b.market.id, b.market.coef])).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  test('locks per bet: blocked, dependent or banned from express', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 2, { isDepend: true }));
    coupon.addBet(bet('c', 2, { isBannedExpress: true }));
    expect(coupon.lockedMarketIds).toEqual(['b', 'c']);
    expect(coupon.isLocked('a')).toBe(false);
    coupon.applyOdds({ marketId: 'a', coef: 2, isBlocked: true });
    expect(coupon.isLocked('a')).toBe(true);
    expect(coupon.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['locked_bet', 'banned_express']));
  });
});

describe('bus events', () => {
  test('add, update, odds and remove arrive as events', () => {
    const { coupon, bus } = world();
    bus.publish(new AddBetToCoupon({ bet: bet('m1', 2, { market: { id: 'm1', coef: 2, gameId: 7 } }) }));
    expect(coupon.bets[0]!.market).toEqual({ id: 'm1', coef: 2, gameId: 7 });
    bus.publish(new UpdateCouponBet({ marketId: 'm1', changes: { isDepend: true, market: { name: 'P1' } } }));
    expect(coupon.bets[0]).toMatchObject({ isDepend: true, market: { id: 'm1', name: 'P1', coef: 2 } });
    bus.publish(new OddsChanged({ marketId: 'm1', coef: 2.5 }));
    expect(coupon.bets[0]!.market.coef).toBe(2.5);
    bus.publish(new OddsChanged({ marketId: 'unknown', coef: 3 }));
    bus.publish(new RemoveBetFromCoupon({ marketId: 'm1' }));
    expect(coupon.bets).toEqual([]);
  });

  test('remote front-ends publish through publishExternal; bad payloads never reach the coupon', () => {
    const { coupon, bus } = world();
    expect(bus.publishExternal('coupon/add-bet', { bet: { market: { id: 'r1', coef: 1.9 }, evil: 1 } }, COUPON_EVENTS)).toEqual({ ok: true });
    expect(coupon.bets).toEqual([{ market: { id: 'r1', coef: 1.9 }, statusId: -2 }]);
    expect(bus.publishExternal('coupon/add-bet', { bet: { blockId: 2 } }, COUPON_EVENTS).ok).toBe(false);
    expect(bus.publishExternal('coupon/odds-changed', { marketId: 'r1', coef: 'NaN' }, COUPON_EVENTS).ok).toBe(false);
    expect(bus.publishExternal('coupon/update-bet', { marketId: 'r1', changes: { isBlocked: 'yes' } }, COUPON_EVENTS).ok).toBe(false);
    expect(coupon.bets).toEqual([{ market: { id: 'r1', coef: 1.9 }, statusId: -2 }]);
  });

  test('an update with a bad field is refused by the store as well', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    expect(coupon.updateBet('a', { market: { coef: -1 } }).ok).toBe(false);
    expect(coupon.updateBet('zz', {}).ok).toBe(false);
    expect(coupon.bets[0]!.market.coef).toBe(2);
  });

  test('dispose stops listening to the bus', () => {
    const { coupon, bus } = world();
    coupon.dispose();
    bus.publish(new AddBetToCoupon({ bet: bet('m1', 2) }));
    expect(coupon.bets).toEqual([]);
  });
});

describe('odds-change policy (changeCoefAction)', () => {
  function express(action: 0 | 1 | 2) {
    const w = world();
    w.settings.setChangeCoefAction(action);
    w.coupon.addBet(bet('a', 2));
    w.coupon.addBet(bet('b', 1.5));
    w.coupon.setAmount(100);
    expect(w.coupon.canPlace).toBe(true);
    return w;
  }

  test('2, accept any: every change is applied silently; the old coef stays for display', () => {
    const { coupon } = express(2);
    coupon.applyOdds({ marketId: 'a', coef: 1.8 });
    expect(coupon.bets[0]!.market.coef).toBe(1.8);
    expect(coupon.bets[0]!.oldCoef).toBe(2);
    expect(coupon.pendingCoefChangeIds).toEqual([]);
    expect(coupon.coef).toBe(2.7);
    expect(coupon.canPlace).toBe(true);
  });

  test('1, accept higher: a rise is applied, a fall waits for the player', () => {
    const { coupon } = express(1);
    coupon.applyOdds({ marketId: 'a', coef: 2.2 });
    expect(coupon.pendingCoefChangeIds).toEqual([]);
    expect(coupon.bets[0]).toMatchObject({ market: { coef: 2.2 }, oldCoef: 2 });
    coupon.applyOdds({ marketId: 'a', coef: 2.1 });
    expect(coupon.pendingCoefChangeIds).toEqual(['a']);
    expect(coupon.bets[0]).toMatchObject({ market: { coef: 2.1 }, oldCoef: 2.2, acceptedCoef: 2.2 });
    expect(coupon.violations).toContainEqual(expect.objectContaining({ code: 'coef_changed', marketId: 'a', newCoef: 2.1 }));
    expect(coupon.canPlace).toBe(false);
    // Rising above what the player agreed to needs no answer any more.
    coupon.applyOdds({ marketId: 'a', coef: 2.3 });
    expect(coupon.pendingCoefChangeIds).toEqual([]);
    coupon.applyOdds({ marketId: 'a', coef: 1.9 });
    coupon.acceptCoefChanges();
    expect(coupon.pendingCoefChangeIds).toEqual([]);
    expect(coupon.bets[0]!.acceptedCoef).toBeUndefined();
    expect(coupon.canPlace).toBe(true);
  });

  test('0, ask: any change waits; going back to the agreed price needs nothing', () => {
    const { coupon } = express(0);
    coupon.applyOdds({ marketId: 'b', coef: 1.6 });
    expect(coupon.pendingCoefChangeIds).toEqual(['b']);
    coupon.applyOdds({ marketId: 'b', coef: 1.5 });
    expect(coupon.pendingCoefChangeIds).toEqual([]);
    coupon.applyOdds({ marketId: 'b', coef: 1.4 });
    expect(coupon.canPlace).toBe(false);
    coupon.acceptCoefChanges();
    expect(coupon.canPlace).toBe(true);
    expect(coupon.coef).toBe(2.8);
  });

  test('a change of the same thousandths is no change; a looser policy releases waiting bets', () => {
    const { coupon, settings } = express(0);
    coupon.applyOdds({ marketId: 'a', coef: 2.0000001 });
    expect(coupon.bets[0]!.oldCoef).toBeUndefined();
    coupon.applyOdds({ marketId: 'a', coef: 2.5 });
    expect(coupon.pendingCoefChangeIds).toEqual(['a']);
    settings.setChangeCoefAction(2);
    expect(coupon.pendingCoefChangeIds).toEqual([]);
  });

  test('a coef sent through UpdateCouponBet follows the policy too', () => {
    const { coupon } = express(0);
    coupon.updateBet('a', { market: { coef: 2.5 } });
    expect(coupon.pendingCoefChangeIds).toEqual(['a']);
  });

  test('a batch of updates is one action', () => {
    const { coupon } = express(2);
    const coefs: number[] = [];
    const stop = autorun(() => coefs.push(coupon.coef));
    coupon.applyOddsBatch([
      { marketId: 'a', coef: 3 },
      { marketId: 'b', coef: 2 },
    ]);
    stop();
    expect(coefs).toEqual([3, 6]);
  });
});

describe('computeds equal the engine', () => {
  test('single: coef 1.85 x 100 RUB pays 185; decimal view', () => {
    const { coupon } = world();
    coupon.addBet(bet('s', 1.85));
    coupon.setAmount(100);
    expect(coupon.coef).toBe(1.85);
    expect(coupon.coefByView).toBe('1.85');
    expect(coupon.possibleWin).toBe(185);
    expect(coupon.minPossibleWin).toBe(185);
    expect(coupon.calcSystemsMin).toBe(0);
    expect(coupon.expressBonus).toEqual({ offered: false, coef: 1 });
    expect(coupon.canPlace).toBe(true);
  });

  test('exactCoef replaces the coefficient of the win', () => {
    const { coupon, settings } = world();
    coupon.addBet(bet('s', 1.85));
    coupon.setAmount(100);
    settings.setExactCoef(2);
    expect(coupon.possibleWin).toBe(200);
  });

  test('express 1.5 x 2.0 x 1.2 = 3.6: 100 pays 360, with the 3-bet bonus 1.03 pays 370.8', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 1.5));
    coupon.addBet(bet('b', 2));
    coupon.addBet(bet('c', 1.2));
    coupon.setAmount(100);
    expect(coupon.typeId).toBe(1);
    expect(coupon.coef).toBe(3.6);
    expect(coupon.possibleWin).toBe(360);
    expect(coupon.expressBonus).toEqual({ offered: true, coef: 1.03 });
    expect(coupon.possibleWinWithBonus).toBe(370.8);
    expect(coupon.possibleWinWithBonus).toBe(possibleWin(360, 1.03, undefined, 'RUB'));
  });

  test('no bonus when the site flag is off or a bet is below 1.1', () => {
    const off = world({ betting: { expressBonusEnabled: false } }).coupon;
    const low = world().coupon;
    for (const c of [off, low]) {
      c.addBet(bet('a', 1.5));
      c.addBet(bet('b', 2));
    }
    off.addBet(bet('c', 1.2));
    low.addBet(bet('c', 1.05));
    expect(off.expressBonus.offered).toBe(false);
    expect(low.expressBonus.offered).toBe(false);
  });

  test('system with banker: banker 2.0, others 1.5, 2.0, 2.5, value 2, 300 RUB', () => {
    // 3 lines of 100: max 100 x 2 x (1.5x2 + 1.5x2.5 + 2x2.5) = 2350; min 100 x 2 x 1.5 x 2 = 600.
    const { coupon } = world();
    coupon.addBet(bet('k', 2));
    coupon.addBet(bet('x', 1.5));
    coupon.addBet(bet('y', 2));
    coupon.addBet(bet('z', 2.5));
    expect(coupon.setTypeId(2)).toEqual({ ok: true });
    expect(coupon.toggleBanker('k')).toEqual({ ok: true });
    coupon.setAmount(300);
    expect(coupon.bankerCount).toBe(1);
    expect(coupon.possibleWin).toBe(2350);
    expect(coupon.minPossibleWin).toBe(600);
    expect(coupon.calcSystemsMin).toBe(600);
    expect(coupon.coef).toBe(7.833);
    expect(coupon.systemValues).toEqual([{ value: 2, offset: 1, combo: 3, minBetAmount: 30 }]);
    expect(coupon.systemValues).toEqual(systemValues({ n: 4, bankers: 1, minBetAmount: 10, currency: 'RUB' }));
    const engine = validateCoupon(coupon.couponToSubmit, coupon.limits);
    expect(engine.ok).toBe(true);
    expect(engine.value!.possibleWin).toBe(coupon.possibleWin);
    // Banker mode off: a plain system of 4 with value 2 (6 lines of 50).
    coupon.setSystemBankerActive(false);
    expect(coupon.bankerCount).toBe(0);
    expect(coupon.systemValues.map((v) => v.value)).toEqual([2, 3]);
    expect(coupon.toggleBanker('k').ok).toBe(false);
  });

  test('system values do not recompute on odds updates', () => {
    const { coupon } = world();
    ['a', 'b', 'c', 'd'].forEach((id) => coupon.addBet(bet(id, 2)));
    coupon.setTypeId(4);
    coupon.setAmount(100);
    let runs = 0;
    const stop = autorun(() => {
      runs++;
      return coupon.systemValues;
    });
    coupon.applyOdds({ marketId: 'a', coef: 3 });
    coupon.applyOdds({ marketId: 'b', coef: 3, isBlocked: true });
    stop();
    expect(runs).toBe(1);
  });

  test('type 9: each bet has its own amount; the coef is total win over total amount', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 3));
    coupon.setAmount(100);
    coupon.setTypeId(9);
    expect(coupon.amountByBetId).toEqual({ a: 100, b: 100 });
    expect(coupon.setAmountByBetId('b', 50)).toEqual({ ok: true });
    expect(coupon.possibleWin).toBe(350);
    expect(coupon.coef).toBe(2.333);
    expect(coupon.couponToSubmit.amount).toBe(150);
    expect(coupon.setAmountByBetId('nope', 5).ok).toBe(false);
  });

  test('the coef shows before an amount is typed; the win does not', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2));
    coupon.addBet(bet('b', 1.5));
    expect(coupon.coef).toBe(3);
    expect(coupon.possibleWin).toBe(0);
    expect(coupon.violations.map((v) => v.code)).toEqual(['bad_amount']);
  });

  test('limits from config: the minimum and maximum amounts are enforced by the engine', () => {
    const { coupon } = world({ betting: { minBetAmount: 10, maxBetAmount: 1000 } });
    coupon.addBet(bet('a', 2));
    coupon.setAmount(5);
    expect(coupon.violations.map((v) => v.code)).toEqual(['min_amount']);
    coupon.setAmount(2000);
    expect(coupon.violations.map((v) => v.code)).toEqual(['max_amount']);
    coupon.setLimits({ maxBetAmount: 500 });
    coupon.setAmount(700);
    expect(coupon.violations).toContainEqual(expect.objectContaining({ code: 'max_amount', limit: 500 }));
  });
});

describe('currency', () => {
  test('from config core.defaultCurrency without accounts; RUB without config', () => {
    const eur = world();
    runInAction(() => eur.root.settings.setSiteConfig({ ...eur.root.settings.siteConfig!, core: { ...eur.root.settings.siteConfig!.core, defaultCurrency: 'EUR' } }));
    expect(eur.coupon.currency).toBe('EUR');
    expect(eur.coupon.amountStep).toBe(2.5);
    expect(eur.coupon.initialAmount).toBe(5);
    const none = world({ config: null });
    expect(none.coupon.currency).toBe('RUB');
    expect(none.coupon.amountStep).toBe(100);
    expect(none.coupon.initialAmount).toBe(150);
  });

  test("from the accounts store's active account when there is one; the bonus account has no maximum", () => {
    const { root, coupon } = world({ betting: { maxBetAmount: 100 } });
    Object.defineProperty(root, 'accounts', { value: { activeAccount: { id: 77, iso: 'USD', type: 4 } } });
    expect(coupon.currency).toBe('USD');
    expect(coupon.amountStep).toBe(2.5);
    expect(coupon.isBonusAccount).toBe(true);
    coupon.addBet(bet('a', 2));
    coupon.setAmount(1000);
    expect(coupon.violations).toEqual([]);
    expect(coupon.couponToSubmit.accountId).toBe(77);
  });

  test("the player's own amount step when manual steps are on", () => {
    const { coupon, settings } = world();
    expect(settings.setAmountStep('rub', 20)).toEqual({ ok: true });
    expect(coupon.amountStep).toBe(100);
    settings.setManualAmountStep(true);
    expect(coupon.amountStep).toBe(20);
    expect(settings.setAmountStep('RUB', 0).ok).toBe(false);
  });
});

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
      expect(coupon.amountError).toEqual(expect.any(String));
    }
    expect(coupon.setAmount(1.001)).toEqual({ ok: false, reason: 'RUB amounts have at most 2 decimals' });
    expect(coupon.amount).toBe(0);
    coupon.setAmount(1);
    expect(coupon.amountError).toBeNull();
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
    expect(coupon.setPromoCode('AUTUMN')).toEqual({ ok: false, reason: PROMO_TYPE9_MESSAGE });
    expect(coupon.promoCodeError).toBe(PROMO_TYPE9_MESSAGE);
    expect(coupon.setPromoCode('')).toEqual({ ok: true });
  });

  test('VIP bet only when available: flag, finite max, line bets, not type 9', () => {
    const { coupon } = world();
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
    const off = world({ betting: { vipBetEnabled: false } }).coupon;
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
    coupon.setPlaceError('limit reached');
    expect(coupon.placeError).toBe('limit reached');
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
