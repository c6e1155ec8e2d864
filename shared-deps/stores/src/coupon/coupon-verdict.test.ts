// The coupon's numbers and verdict are the engine's (@site/betting evaluateCoupon).
import { evaluateCoupon, possibleWin, systemValues } from '@site/betting';
import { autorun, runInAction } from 'mobx';
import { bet, world } from './coupon-test-world';

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

  test('exactCoef replaces the coefficient of the win, and the coupon goes only at exactly that coef', () => {
    const { coupon, settings } = world();
    coupon.addBet(bet('s', 1.85));
    coupon.setAmount(100);
    settings.setExactCoef(2);
    expect(coupon.possibleWin).toBe(200);
    expect(coupon.violations).toEqual([expect.objectContaining({ code: 'coef_changed', pointer: '/exactCoef', newCoef: 1.85 })]);
    expect(coupon.canPlace).toBe(false);
    coupon.applyOdds({ marketId: 's', coef: 2 });
    expect(coupon.canPlace).toBe(true);
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
    const engine = evaluateCoupon(coupon.couponToSubmit, { limits: coupon.limits });
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
    runInAction(() =>
      eur.root.settings.setSiteConfig({
        ...eur.root.settings.siteConfig!,
        core: { ...eur.root.settings.siteConfig!.core, defaultCurrency: 'EUR' },
      }),
    );
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

describe('the rules the server applies to the line, shown before placing', () => {
  test('two selections of one game in a combination are locked; apart, or as singles, they are not', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2, { market: { id: 'a', coef: 2, gameId: 7 } }));
    coupon.addBet(bet('b', 1.5, { market: { id: 'b', coef: 1.5, gameId: 7 } }));
    coupon.setAmount(100);
    expect(coupon.lockedMarketIds).toEqual(['a', 'b']);
    expect(coupon.canPlace).toBe(false);
    coupon.setTypeId(9);
    expect(coupon.lockedMarketIds).toEqual([]);
    expect(coupon.canPlace).toBe(true);
  });

  test('a market banned from express can be a single', () => {
    const { coupon } = world();
    coupon.addBet(bet('a', 2, { isBannedExpress: true }));
    coupon.setAmount(100);
    expect(coupon.lockedMarketIds).toEqual([]);
    expect(coupon.canPlace).toBe(true);
    coupon.addBet(bet('b', 2));
    expect(coupon.lockedMarketIds).toEqual(['a']);
    expect(coupon.violations.map((v) => v.code)).toEqual(['banned_express']);
  });

  test('drop on score change: a live bet goes with the score it was taken at; without one it cannot go', () => {
    const { coupon, settings } = world();
    coupon.addBet(bet('a', 2, { market: { id: 'a', coef: 2, gameId: 3, isLive: true }, scores: '1:0' }));
    coupon.setAmount(100);
    settings.setDropOnScoreChange(true);
    expect(coupon.canPlace).toBe(true);
    expect(coupon.couponToSubmit.bets).toEqual([{ gameId: 3, market: { id: 'a', coef: 2 }, statusId: -2, score: [1, 0] }]);
    coupon.updateBet('a', { scores: 'n/a' });
    expect(coupon.violations.map((v) => v.code)).toEqual(['score_missing']);
  });

  test('a violation is said through its message: coupon.<code> with the values its words need', () => {
    const { coupon } = world({ betting: { minBetAmount: 10 } });
    coupon.addBet(bet('a', 2));
    coupon.setAmount(5);
    expect(coupon.violations.map((v) => coupon.messageFor(v))).toEqual([
      { code: 'coupon.min_amount', values: { min: 10, currency: 'RUB' } },
    ]);
  });
});

test('a price move that breaks no new rule leaves violations and the place-bet reason as they were (no re-render of what shows them)', () => {
  const { coupon } = world();
  coupon.addBet(bet('a', 1.5));
  coupon.addBet(bet('b', 2));
  // no amount: a violation (or reason) that stays the same through the price moves
  const seen: unknown[] = [];
  const seenReason: unknown[] = [];
  const offs = [autorun(() => seen.push(coupon.violations)), autorun(() => seenReason.push(coupon.placeBlockedReason))];
  for (const coef of [1.6, 1.7, 1.8]) coupon.applyOdds({ marketId: 'a', coef });
  expect(coupon.coef).toBe(3.6);
  expect(seen).toHaveLength(1);
  expect(seenReason).toHaveLength(1);
  for (const off of offs) off();
});
