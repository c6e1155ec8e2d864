import { ONE_CLICK_CONFIRM_TITLE } from './coupon-settings-store';
import { bet, world } from './coupon-test-world';

test('defaults of spec 1 §3 and §9', () => {
  const { settings } = world();
  expect(settings.changeCoefAction).toBe(2);
  expect(settings.oneClickAmount).toBe(0);
  expect(settings.isActiveOneClick).toBe(false);
  expect(settings.exactCoef).toBe(0);
  expect(settings.isDropOnScoreChange).toBe(false);
  expect(settings.confirmation).toBeNull();
  expect(settings.amountStepByCurrencyIso).toEqual({});
});

describe('one-click', () => {
  test('enabling it on an empty coupon needs no confirmation', () => {
    const { settings } = world();
    settings.setOneClick(true);
    expect(settings.confirmation).toBeNull();
    expect(settings.isOneClickActive).toBe(true);
  });

  test("with bets it asks 'coupon will be cleared'; confirm clears the bets and enables it", () => {
    const { settings, coupon } = world();
    coupon.addBet(bet('a', 2));
    settings.setOneClick(true);
    expect(settings.confirmation?.title).toEqual({ code: 'coupon.confirm_one_click' });
    expect(ONE_CLICK_CONFIRM_TITLE).toEqual({ code: 'coupon.confirm_one_click' });
    expect(settings.isActiveOneClick).toBe(false);
    expect(coupon.bets).toHaveLength(1);
    settings.confirmOneClick();
    expect(settings.confirmation).toBeNull();
    expect(coupon.bets).toEqual([]);
    expect(settings.isActiveOneClick).toBe(true);
  });

  test('cancel leaves it off and the bets in place; the callbacks of the question work too', () => {
    const { settings, coupon } = world();
    coupon.addBet(bet('a', 2));
    settings.setOneClick(true);
    settings.cancelOneClick();
    expect(settings.isActiveOneClick).toBe(false);
    expect(settings.confirmation).toBeNull();
    expect(coupon.bets).toHaveLength(1);
    settings.setOneClick(true);
    settings.confirmation!.onCancel();
    expect(coupon.bets).toHaveLength(1);
    settings.setOneClick(true);
    settings.confirmation!.onConfirm();
    expect(settings.isActiveOneClick).toBe(true);
    expect(coupon.bets).toHaveLength(0);
  });

  test('confirming without a pending question does nothing', () => {
    const { settings, coupon } = world();
    coupon.addBet(bet('a', 2));
    settings.confirmOneClick();
    expect(coupon.bets).toHaveLength(1);
    expect(settings.isActiveOneClick).toBe(false);
  });

  test('active only if the site shows it (betting.oneClickShown) and the user enabled it', () => {
    const hidden = world({ betting: { oneClickShown: false } }).settings;
    hidden.setOneClick(true);
    expect(hidden.isActiveOneClick).toBe(true);
    expect(hidden.isOneClickActive).toBe(false);
    const noConfig = world({ config: null }).settings;
    noConfig.setOneClick(true);
    expect(noConfig.isOneClickActive).toBe(false);
  });

  test('turning drop-on-score-change on disables one-click; off leaves it', () => {
    const { settings } = world();
    settings.setOneClick(true);
    settings.setDropOnScoreChange(false);
    expect(settings.isActiveOneClick).toBe(true);
    settings.setDropOnScoreChange(true);
    expect(settings.isDropOnScoreChange).toBe(true);
    expect(settings.isActiveOneClick).toBe(false);
  });

  test('one-click amounts are validated like the coupon amount', () => {
    const { settings } = world();
    expect(settings.setOneClickAmount(50)).toEqual({ ok: true });
    expect(settings.oneClickAmount).toBe(50);
    expect(settings.setOneClickAmount(-5).ok).toBe(false);
    expect(settings.setBonusAccountOneClickAmount('0.005').ok).toBe(false);
    expect(settings.setBonusAccountOneClickAmount('20')).toEqual({ ok: true });
    expect(settings.bonusAccountOneClickAmount).toBe(20);
  });
});

describe('exact coefficient', () => {
  test('an empty value becomes 0 and turns drop-on-score-change off', () => {
    const { settings } = world();
    settings.setExactCoef(2.5);
    settings.setDropOnScoreChange(true);
    for (const empty of ['', '  ', null, undefined]) {
      settings.setDropOnScoreChange(true);
      settings.setExactCoef(2.5);
      expect(settings.setExactCoef(empty)).toEqual({ ok: true });
      expect(settings.exactCoef).toBe(0);
      expect(settings.isDropOnScoreChange).toBe(false);
    }
  });

  test('a value must be 0 or a coefficient above 1; a set one keeps drop-on-score-change', () => {
    const { settings } = world();
    settings.setDropOnScoreChange(true);
    expect(settings.setExactCoef('1,75')).toEqual({ ok: true });
    expect(settings.exactCoef).toBe(1.75);
    expect(settings.isDropOnScoreChange).toBe(true);
    for (const bad of [1, 0.5, -2, 'x', NaN, 2e6]) expect(settings.setExactCoef(bad as number).ok).toBe(false);
    expect(settings.exactCoef).toBe(1.75);
    expect(settings.setExactCoef(0)).toEqual({ ok: true });
  });
});

test('changeCoefAction accepts only 0, 1, 2', () => {
  const { settings } = world();
  expect(settings.setChangeCoefAction(0)).toEqual({ ok: true });
  expect(settings.changeCoefAction).toBe(0);
  expect(settings.setChangeCoefAction(3).ok).toBe(false);
  expect(settings.setChangeCoefAction('1').ok).toBe(false);
  expect(settings.changeCoefAction).toBe(0);
});

test('plain flags and the express id', () => {
  const { settings } = world();
  settings.setFlag('isAutoMax', true);
  settings.setFlag('isBalanceShown', false);
  settings.setFlag('constructor' as never, true);
  settings.setExpressId(4);
  expect(settings.isAutoMax).toBe(true);
  expect(settings.isBalanceShown).toBe(false);
  expect(settings.expressId).toBe(4);
});
