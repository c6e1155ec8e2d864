import fc from 'fast-check';
import { combinations, elementarySymmetric, isOfferedSystemValue, systemCalc, systemTable, systemValues } from './systems';
import { toThousandths } from './exact';

/** Every subset of the values, listed (bitmask walk): sum and minimum of products by size. */
function listSubsets(values: readonly bigint[]): { sums: bigint[]; mins: (bigint | undefined)[] } {
  const m = values.length;
  const sums = new Array<bigint>(m + 1).fill(0n);
  const mins = new Array<bigint | undefined>(m + 1).fill(undefined);
  const prod = new Array<bigint>(1 << m);
  const size = new Array<number>(1 << m);
  prod[0] = 1n;
  size[0] = 0;
  for (let mask = 1; mask < 1 << m; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    const rest = mask & (mask - 1);
    prod[mask] = prod[rest]! * values[low]!;
    size[mask] = size[rest]! + 1;
  }
  for (let mask = 0; mask < 1 << m; mask++) {
    const k = size[mask]!;
    sums[k] = sums[k]! + prod[mask]!;
    if (mins[k] === undefined || prod[mask]! < mins[k]!) mins[k] = prod[mask];
  }
  return { sums, mins };
}

const divRound = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

describe('systems', () => {
  it('prices a worked example with a banker', () => {
    // Banker 1.5; others 2, 2.5, 3, 1.8; k = 3: lines C(4,3) = 4, stake 25,
    // e_3 = 15 + 9 + 10.8 + 13.5 = 48.3 -> max 25 x 1.5 x 48.3; min 25 x 1.5 x (1.8 x 2 x 2.5).
    expect(systemCalc({ coefs: [1.5, 2, 2.5, 3, 1.8], k: 3, bankers: [0], amount: 100 })).toEqual({
      k: 3,
      lines: 4,
      stakePerLine: 25,
      maxWin: 1811.25,
      minWin: 337.5,
    });
  });

  it('without bankers, a 2/3 system is three doubles', () => {
    const row = systemCalc({ coefs: [2, 3, 4], k: 2, amount: 30 });
    expect(row.lines).toBe(3);
    expect(row.maxWin).toBe(10 * (6 + 8 + 12));
    expect(row.minWin).toBe(60);
  });

  it('rounds the win half up to the currency minor units', () => {
    // 10 / 3 per line x (1.111 x 1.111 + ...) -> computed from the whole amount, then rounded.
    const row = systemCalc({ coefs: [1.111, 1.111, 1.111], k: 2, amount: 10 });
    expect(row.maxWin).toBe(12.34); // 10 x 1.234321 = 12.34321
    expect(systemCalc({ coefs: [1.111, 1.111, 1.111], k: 2, amount: 10, currency: 'KWD' }).maxWin).toBe(12.343);
    expect(systemCalc({ coefs: [1.111, 1.111, 1.111], k: 2, amount: 1000, currency: 'JPY' }).maxWin).toBe(1234);
  });

  it('rounds exact half minor units up even where doubles fall just short', () => {
    // 1 x 1.005 = 1.005 exactly, 100.5 minor units -> 101; in doubles 100 x 1.005 = 100.49999999999999.
    expect(systemCalc({ coefs: [1.005], k: 1, amount: 1 }).maxWin).toBe(1.01);
    expect(systemCalc({ coefs: [1.005, 1.005], k: 1, amount: 1 }).maxWin).toBe(1.01);
    expect(systemCalc({ coefs: [1.5, 1.5, 1.5], k: 1, amount: 0.03 })).toMatchObject({ maxWin: 0.05, minWin: 0.02 });
  });

  it('stays exact at n = 30 (BigInt thousandths)', () => {
    // 30 coefs of 1.001: every line of 15 pays 1.001^15, so max = amount x 1.001^15 exactly.
    const coefs = new Array<number>(30).fill(1.001);
    const row = systemCalc({ coefs, k: 15, amount: 1_000_000 });
    expect(row.lines).toBe(155117520);
    // 1.001^15 = 1.015104545...; 1e6 x that = 1015104.55 (half up at cents)
    const exact = divRound(1_000_000_00n * 1001n ** 15n, 1000n ** 15n);
    expect(row.maxWin).toBe(Number(exact) / 100);
    // Exactly 15 winning: one line pays, 1e6 / 155117520 x 1.001^15 = 0.0065 -> 0.01.
    expect(row.minWin).toBe(0.01);
  });

  it('gives every k in one table', () => {
    const table = systemTable({ coefs: [1.5, 2, 2.5, 3, 1.8, 2.2], bankers: [1], amount: 100 });
    expect(table.map((r) => r.k)).toEqual([1, 2, 3, 4, 5]);
    expect(table.map((r) => r.lines)).toEqual([5, 10, 10, 5, 1]);
  });

  it('refuses arguments that make no sense', () => {
    expect(() => systemCalc({ coefs: [2, 2, 2], k: 4, amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 2, 2], k: 3, bankers: [0], amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 2, 2], k: 0, amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 0.5, 2], k: 2, amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 2, 2], k: 2, amount: -1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 2, 2], k: 2, bankers: [3], amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [2, 2, 2, 2], k: 2, bankers: [0, 0], amount: 1 })).toThrow(RangeError);
    expect(() => systemCalc({ coefs: [], k: 1, amount: 1 })).toThrow(RangeError);
  });

  it('matches listing every combination, exactly, for random coupons up to n = 16', () => {
    const coupon = fc
      .array(fc.oneof(fc.constantFrom(1005, 1125, 1250, 1500, 2500), fc.integer({ min: 1001, max: 30000 })), { minLength: 1, maxLength: 16, size: 'max' })
      .chain((ts) =>
        fc.record({
          ts: fc.constant(ts),
          bankerMask: fc.array(fc.boolean(), { minLength: ts.length, maxLength: ts.length }),
          amountMinor: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 10_000_000 })),
        }),
      )
      .filter(({ bankerMask }) => bankerMask.some((b) => !b));
    fc.assert(
      fc.property(coupon, ({ ts, bankerMask, amountMinor }) => {
        const coefs = ts.map((t) => t / 1000);
        const bankers = bankerMask.flatMap((b, i) => (b ? [i] : []));
        const others = ts.filter((_, i) => !bankerMask[i]).map(BigInt);
        const bankerProduct = ts.filter((_, i) => bankerMask[i]).reduce((p, t) => p * BigInt(t), 1n);
        const listed = listSubsets(others);
        expect(elementarySymmetric(others)).toEqual(listed.sums);
        const table = systemTable({ coefs, bankers, amount: amountMinor / 100 });
        for (const row of table) {
          const den = BigInt(row.lines) * 1000n ** BigInt(bankers.length + row.k);
          expect(row.lines).toBe(combinations(others.length, row.k));
          expect(row.maxWin).toBe(Number(divRound(BigInt(amountMinor) * bankerProduct * listed.sums[row.k]!, den)) / 100);
          expect(row.minWin).toBe(Number(divRound(BigInt(amountMinor) * bankerProduct * listed.mins[row.k]!, den)) / 100);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('matches the exact BigInt DP for random coupons of 17 to 40 selections, ties included', () => {
    const coupon = fc.record({
      ts: fc.array(fc.oneof(fc.constantFrom(1005, 1125, 1250, 1500, 2500), fc.integer({ min: 1001, max: 9000 })), { minLength: 17, maxLength: 40 }),
      bankers: fc.integer({ min: 0, max: 3 }),
      amountMinor: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 1_000_000_000 })),
    });
    fc.assert(
      fc.property(coupon, ({ ts, bankers, amountMinor }) => {
        const coefs = ts.map((t) => t / 1000);
        const bankerIdx = Array.from({ length: bankers }, (_, i) => i);
        const others = ts.slice(bankers).map(BigInt);
        const bankerProduct = ts.slice(0, bankers).reduce((p, t) => p * BigInt(t), 1n);
        const e = elementarySymmetric(others);
        for (const row of systemTable({ coefs, bankers: bankerIdx, amount: amountMinor / 100 })) {
          const den = BigInt(row.lines) * 1000n ** BigInt(bankers + row.k);
          expect(row.maxWin).toBe(Number(divRound(BigInt(amountMinor) * bankerProduct * e[row.k]!, den)) / 100);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('system values', () => {
  it('offers 2 .. n - 1 with combo and minBetAmount = combo x per-line minimum', () => {
    expect(systemValues({ n: 5, minBetAmount: 10 })).toEqual([
      { value: 2, offset: 0, combo: 10, minBetAmount: 100 },
      { value: 3, offset: 0, combo: 10, minBetAmount: 100 },
      { value: 4, offset: 0, combo: 5, minBetAmount: 50 },
    ]);
  });
  it('never offers below 2, and nothing under 3 selections', () => {
    expect(systemValues({ n: 3 }).map((v) => v.value)).toEqual([2]);
    expect(systemValues({ n: 2 })).toEqual([]);
    expect(isOfferedSystemValue(1, 10)).toBe(false);
    expect(isOfferedSystemValue(9, 10)).toBe(true);
    expect(isOfferedSystemValue(10, 10)).toBe(false);
  });
  it('counts bankers out of the values and in the offset', () => {
    expect(systemValues({ n: 6, bankers: 2, minBetAmount: 1 })).toEqual([
      { value: 2, offset: 2, combo: 6, minBetAmount: 6 },
      { value: 3, offset: 2, combo: 4, minBetAmount: 4 },
    ]);
    expect(isOfferedSystemValue(4, 6, 2)).toBe(false);
  });
  it('refuses nonsense', () => {
    expect(() => systemValues({ n: -1 })).toThrow(RangeError);
    expect(() => systemValues({ n: 3, bankers: 4 })).toThrow(RangeError);
    expect(() => systemValues({ n: 3, minBetAmount: -1 })).toThrow(RangeError);
  });
  it('keeps combo exact for large n', () => {
    expect(combinations(30, 15)).toBe(155117520);
    expect(combinations(50, 25)).toBe(126410606437752);
    expect(toThousandths(1.915)).toBe(1915n);
  });
});
