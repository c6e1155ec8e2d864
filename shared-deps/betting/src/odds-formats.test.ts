import fc from 'fast-check';
import { fractionalLadder } from './fractional-ladder';
import { coefFromView, formatCoef, toFraction } from './odds-formats';
import { COEF_VIEW_IDS, type CoefViewId } from './types';

const text = (coef: number, view: CoefViewId) => formatCoef(coef, view).text;

describe('decimal (0)', () => {
  it('shows at most 3 decimals, rounded half up, and at least 2', () => {
    expect(text(1.9154, 0)).toBe('1.915');
    expect(text(1.9155, 0)).toBe('1.916');
    expect(text(2.5, 0)).toBe('2.50');
    expect(text(10, 0)).toBe('10.00');
    expect(formatCoef(1.0005, 0).value).toBe(1.001);
  });
});

describe('fractional (1)', () => {
  it.each([
    [1.91, '10/11'],
    [1.83, '5/6'],
    [3.0, '2/1'],
    [1.5, '1/2'],
    [2.0, '1/1'],
    [1.67, '4/6'],
    [4.33, '100/30'],
    [1.36, '4/11'],
  ])('%s is the ladder entry %s', (coef, frac) => expect(text(coef, 1)).toBe(frac));

  it.each([
    [3.4, '12/5'],
    [3.399, '12/5'],
    [2.75, '7/4'],
    [1.5, '1/2'],
    [3.6, '13/5'],
  ])('the traditional ladder: %s is %s', (coef, frac) => expect(text(coef, 1)).toBe(frac));

  it('between ladder entries: the simplest fraction within half a cent, never 1199/500', () => {
    expect(text(2.222, 1)).toBe('11/9');
    expect(text(1.37, 1)).toBe('11/30');
    expect(formatCoef(1.37, 1).value).toEqual({ num: 11, den: 30 });
    // Every quoted price from 1.01 (the ladder's first step) to 1000: a denominator a player reads (at most 200).
    for (let t = 1010; t <= 1_000_000; t += t < 20_000 ? 1 : 97) {
      const { den } = formatCoef(t / 1000, 1).value as { den: number };
      expect(den).toBeLessThanOrEqual(200);
    }
  });

  it('picks the nearest entry, not the first within tolerance', () => {
    // 1/7 (1.1429) and 2/15 (1.1333) are both within half a cent of 1.138: nearest wins.
    expect(toFraction(1.142)).toEqual({ num: 1, den: 7 });
    expect(toFraction(1.134)).toEqual({ num: 2, den: 15 });
  });
});

describe('American (2)', () => {
  it('is a signed integer', () => {
    expect(formatCoef(2.5, 2)).toEqual({ viewId: 2, value: 150, text: '+150' });
    expect(formatCoef(1.2, 2)).toEqual({ viewId: 2, value: -500, text: '-500' });
    expect(text(2, 2)).toBe('+100');
    expect(text(1.91, 2)).toBe('-110');
  });
  it('converts back', () => {
    expect(coefFromView(150, 2)).toBe(2.5);
    expect(coefFromView('-500', 2)).toBeCloseTo(1.2, 12);
    expect(coefFromView('+150', 2)).toBe(2.5);
    expect(() => coefFromView(50, 2)).toThrow(RangeError);
  });
});

describe('Hong Kong, Indonesian, Malay', () => {
  it('Hong Kong (4) is coef - 1', () => {
    expect(text(1.91, 4)).toBe('0.91');
    expect(text(3, 4)).toBe('2.00');
  });
  it('Indonesian (5) is coef - 1 from 2 up and -1/(coef - 1) below', () => {
    expect(text(3, 5)).toBe('2.00');
    expect(text(1.5, 5)).toBe('-2.00');
    expect(text(1.91, 5)).toBe('-1.10');
  });
  it('Malay (6) is coef - 1 up to 2 and -1/(coef - 1) above', () => {
    expect(text(1.5, 6)).toBe('0.50');
    expect(text(2, 6)).toBe('1.00');
    expect(text(2.5, 6)).toBe('-0.67');
  });
  it('14, 15, 16 are the same conversions shown with 3 decimals', () => {
    expect(text(1.91, 14)).toBe('0.910');
    expect(text(1.91, 15)).toBe('-1.099');
    expect(text(2.5, 16)).toBe('-0.667');
    expect(formatCoef(2.5, 16).value).toBe(-0.667);
    expect(formatCoef(2.5, 6).value).toBe(-0.67);
  });
});

describe('bad input', () => {
  it('refuses coefs that are not prices and unknown views', () => {
    expect(() => formatCoef(1, 0)).toThrow(RangeError);
    expect(() => formatCoef(0.5, 2)).toThrow(RangeError);
    expect(() => formatCoef(NaN, 0)).toThrow(RangeError);
    expect(() => formatCoef(2, 3 as CoefViewId)).toThrow(RangeError);
    expect(() => coefFromView('x/y', 1)).toThrow(RangeError);
    expect(() => coefFromView(0.5, 5)).toThrow(RangeError);
    expect(() => coefFromView(1.5, 6)).toThrow(RangeError);
    expect(() => coefFromView(-0.5, 4)).toThrow(RangeError);
  });
});

describe('round trips within display precision', () => {
  // Quoted coefficients: thousandths from 1.001 to 1000.
  const coefArb = fc.integer({ min: 1001, max: 1_000_000 }).map((t) => t / 1000);

  it.each([0, 2, 4, 5, 6, 14, 15, 16] as const)('view %s: the recovered coef shows the same text', (view) => {
    fc.assert(
      fc.property(coefArb, (coef) => {
        const shown = formatCoef(coef, view);
        const back = coefFromView(shown.value as number, view);
        if (back > 1) expect(text(back, view)).toBe(shown.text);
        else expect(shown.text).toMatch(/^0\.00$/); // below 1.005 a 2-decimal view shows 0.00
      }),
      { numRuns: 300 },
    );
  });

  it.each([0, 4, 14] as const)('view %s: linear views recover the coef within half a display unit', (view) => {
    const half = view === 4 ? 0.005 : 0.0005;
    fc.assert(
      fc.property(coefArb, (coef) => {
        const back = coefFromView(formatCoef(coef, view).value as number, view);
        expect(Math.abs(back - coef)).toBeLessThanOrEqual(half + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  // A price between ladder entries shows as its simplest fraction within half a cent, whose own
  // value may lie within half a cent of a ladder entry: the ladder then wins, so the shown text
  // is not always shown again for the recovered coef; the price is always within half a cent.
  it('fractional recovers the coef within half a cent; a ladder entry shows itself again', () => {
    fc.assert(
      fc.property(coefArb, (coef) => {
        const shown = formatCoef(coef, 1);
        const back = coefFromView(shown.text, 1);
        expect(Math.abs(back - coef)).toBeLessThan(0.005);
        const onLadder = fractionalLadder().some((e) => `${e.num}/${e.den}` === shown.text);
        if (onLadder) expect(text(back, 1)).toBe(shown.text);
      }),
      { numRuns: 300 },
    );
  });

  it('every view id has a format', () => {
    for (const view of COEF_VIEW_IDS) expect(formatCoef(1.91, view).text).not.toBe('');
  });
});
