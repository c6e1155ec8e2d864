import { settleCoupon, type SelectionOutcome, type SettleSelection } from './settlement-math';

const sel = (coef: number, outcome: SelectionOutcome, extra: Partial<SettleSelection> = {}): SettleSelection => ({
  coefMilli: Math.round(coef * 1000),
  outcome,
  isBanker: false,
  amountMinor: null,
  ...extra,
});

describe('settleCoupon: hand-computed results for every coupon type', () => {
  test('single: won pays amount x coef, lost 0, void the stake back', () => {
    const base = { typeId: 0, systemValue: null, amountMinor: 10_000, coefMilli: 2000, bonusMilli: 1000 };
    expect(settleCoupon({ ...base, selections: [sel(2, 'win')] })).toEqual({ status: 'won', winMinor: 20_000 });
    expect(settleCoupon({ ...base, selections: [sel(2, 'lose')] })).toEqual({ status: 'lost', winMinor: 0 });
    expect(settleCoupon({ ...base, selections: [sel(2, 'void')] })).toEqual({ status: 'void', winMinor: 10_000 });
  });

  test('single: the win is rounded half up to minor units', () => {
    // 0.01 x 1.5 = 0.015 -> 0.02
    expect(settleCoupon({ typeId: 0, systemValue: null, amountMinor: 1, coefMilli: 1500, bonusMilli: 1000, selections: [sel(1.5, 'win')] }).winMinor).toBe(2);
  });

  describe('express 2 x 1.5 x 2.5 = 7.5 on 100 with the x1.03 bonus', () => {
    const base = { typeId: 1, systemValue: null, amountMinor: 10_000, coefMilli: 7500, bonusMilli: 1030 };
    test('all won: 750 x 1.03 = 772.50', () => {
      expect(settleCoupon({ ...base, selections: [sel(2, 'win'), sel(1.5, 'win'), sel(2.5, 'win')] })).toEqual({ status: 'won', winMinor: 77_250 });
    });
    test('one void counts as 1: 2 x 2.5 = 5 -> 500; two bets left, so no bonus', () => {
      expect(settleCoupon({ ...base, selections: [sel(2, 'win'), sel(1.5, 'void'), sel(2.5, 'win')] })).toEqual({ status: 'won', winMinor: 50_000 });
    });
    test('one lost: nothing', () => {
      expect(settleCoupon({ ...base, selections: [sel(2, 'win'), sel(1.5, 'lose'), sel(2.5, 'win')] })).toEqual({ status: 'lost', winMinor: 0 });
    });
    test('all void: the stake back', () => {
      expect(settleCoupon({ ...base, selections: [sel(2, 'void'), sel(1.5, 'void'), sel(2.5, 'void')] })).toEqual({ status: 'void', winMinor: 10_000 });
    });
    test('a void among four keeps the bonus for the three that won (x1.03)', () => {
      const four = { ...base, coefMilli: 9750, bonusMilli: 1040 };
      // 2 x 1.5 x 2.5 = 7.5; 750 x 1.03 = 772.50
      expect(settleCoupon({ ...four, selections: [sel(2, 'win'), sel(1.5, 'win'), sel(2.5, 'win'), sel(1.3, 'void')] }).winMinor).toBe(77_250);
    });
  });

  describe('system 2 of 4 (2, 1.5, 2.5, 1.3) on 60: 6 lines of 10', () => {
    const base = { typeId: 4, systemValue: 2, amountMinor: 6000, coefMilli: 3258, bonusMilli: 1000 };
    const with_ = (o: SelectionOutcome[]) => settleCoupon({ ...base, selections: [sel(2, o[0]!), sel(1.5, o[1]!), sel(2.5, o[2]!), sel(1.3, o[3]!)] });
    test('all won: 10 x 19.55 = 195.50', () => expect(with_(['win', 'win', 'win', 'win'])).toEqual({ status: 'won', winMinor: 19_550 }));
    test('1.3 lost: 10 x (3 + 5 + 3.75) = 117.50', () => expect(with_(['win', 'win', 'win', 'lose']).winMinor).toBe(11_750));
    test('1.3 lost, 2.5 void: 10 x (3 + 2 + 1.5) = 65', () => expect(with_(['win', 'win', 'void', 'lose']).winMinor).toBe(6500));
    test('two lost: one line pays 10 x 3 = 30 (less than the stake, still won)', () => expect(with_(['win', 'win', 'lose', 'lose'])).toEqual({ status: 'won', winMinor: 3000 }));
    test('three lost: nothing', () => expect(with_(['win', 'lose', 'lose', 'lose'])).toEqual({ status: 'lost', winMinor: 0 }));
    test('all void: every line pays its stake back', () => expect(with_(['void', 'void', 'void', 'void'])).toEqual({ status: 'void', winMinor: 6000 }));
  });

  describe('system with banker 2.0 and 2 of (1.5, 2.5, 1.3) on 30: 3 lines of 10', () => {
    const base = { typeId: 2, systemValue: 2, amountMinor: 3000, coefMilli: 5967, bonusMilli: 1000 };
    const with_ = (banker: SelectionOutcome, o: SelectionOutcome[] = ['win', 'win', 'win']) =>
      settleCoupon({ ...base, selections: [sel(2, banker, { isBanker: true }), sel(1.5, o[0]!), sel(2.5, o[1]!), sel(1.3, o[2]!)] });
    test('all won: 10 x 2 x 8.95 = 179', () => expect(with_('win').winMinor).toBe(17_900));
    test('banker lost: nothing', () => expect(with_('lose')).toEqual({ status: 'lost', winMinor: 0 }));
    test('banker void: 10 x 8.95 = 89.50', () => expect(with_('void').winMinor).toBe(8950));
    test('banker won, 1.3 lost: 10 x 2 x 3.75 = 75', () => expect(with_('win', ['win', 'win', 'lose']).winMinor).toBe(7500));
  });

  test('type 9: each single on its own (won 100, lost 0, void 30 back)', () => {
    const r = settleCoupon({
      typeId: 9,
      systemValue: null,
      amountMinor: 10_000,
      coefMilli: 1300,
      bonusMilli: 1000,
      selections: [sel(2, 'win', { amountMinor: 5000 }), sel(1.5, 'lose', { amountMinor: 2000 }), sel(4, 'void', { amountMinor: 3000 })],
    });
    expect(r).toEqual({ status: 'won', winMinor: 13_000 });
  });

  test('an unknown type is refused', () => {
    expect(() => settleCoupon({ typeId: 3, systemValue: null, amountMinor: 1, coefMilli: 2000, bonusMilli: 1000, selections: [sel(2, 'win')] })).toThrow(RangeError);
  });
});
