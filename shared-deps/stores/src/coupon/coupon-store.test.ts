import { DEFAULT_BET_STATUS_ID } from '@site/betting';
import { AddBetToCoupon, COUPON_EVENTS, OddsChanged, RemoveBetFromCoupon, UpdateCouponBet } from '@site/bus';
import { autorun } from 'mobx';
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

  test('a bet the coupon cannot hold is refused with a reason; what was wrong is logged', () => {
    const { coupon, warnings } = world();
    expect(coupon.addBet({ market: { id: 'x', coef: 1 } })).toEqual({ ok: false, reason: { code: 'coupon.bad_bet' } });
    expect(warnings).toEqual([expect.stringMatching(/refused/)]);
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
    expect(bus.publishExternal('coupon/add-bet', { bet: { market: { id: 'r1', coef: 1.9 }, evil: 1 } }, COUPON_EVENTS)).toEqual({
      ok: true,
    });
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
