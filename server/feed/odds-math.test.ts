import { applyMargin, coefFromProbability, MAX_COEF, MIN_COEF, overround, round3 } from './odds-math';
import { mixSeed, mulberry32 } from './prng';

describe('odds math', () => {
  it('rounds to 3 decimals', () => {
    expect(round3(1.23456)).toBe(1.235);
    expect(round3(2)).toBe(2);
  });

  it('turns a probability into a clamped decimal coefficient', () => {
    expect(coefFromProbability(0.5)).toBe(2);
    expect(coefFromProbability(0.3)).toBe(3.333);
    expect(coefFromProbability(0.999)).toBe(MIN_COEF);
    expect(coefFromProbability(0)).toBe(MAX_COEF);
    expect(coefFromProbability(1e-9)).toBe(MAX_COEF);
  });

  it('adds exactly the requested overround to a complete group', () => {
    const priced = applyMargin([0.5, 0.3, 0.2], 0.06);
    expect(priced.reduce((a, b) => a + b, 0)).toBeCloseTo(1.06, 9);
    // each selection gets shorter odds than fair, long shots proportionally more
    expect(priced[0]).toBeGreaterThan(0.5);
    expect((priced[2] ?? 0) / 0.2).toBeGreaterThan((priced[0] ?? 0) / 0.5);
  });

  it("keeps a heavy favourite's implied probability below 1", () => {
    const priced = applyMargin([0.97, 0.03], 0.07);
    expect(priced[0]).toBeLessThan(1);
    expect(priced.reduce((a, b) => a + b, 0)).toBeCloseTo(1.07, 9);
  });

  it('normalises groups that do not sum to one (push removed)', () => {
    const priced = applyMargin([0.3, 0.3], 0.05);
    expect(priced[0]).toBeCloseTo(priced[1] ?? 0, 12);
    expect(overround(priced.map((p) => 1 / p))).toBeCloseTo(0.05, 9);
  });

  it('leaves decided groups alone', () => {
    expect(applyMargin([1, 0], 0.06)).toEqual([1, 0]);
  });
});

describe('prng', () => {
  it('replays the same stream from the same seed and differs for another seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const sa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(sa);
    expect([c(), c(), c()]).not.toEqual(sa);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });

  it('mixes seeds into independent streams', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
  });
});
