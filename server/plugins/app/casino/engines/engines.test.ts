// The RTP of every engine, by seeded simulation of the real engine code (the stream of fair
// integers replaced by a seeded generator), and the exact figures behind the published ones.
import { mulberry32 } from '../../../../feed/prng';
import { ENGINES, type RoundChoice } from './index';
import { exactKenoRtp, KENO_PAYTABLE, kenoHitProbability } from './keno';
import { exactSlotRtp, lineWin, slotRtp, WILD } from './slot';

const U32 = 2 ** 32;
/** Rounds of the keno, dice and crash simulations (the slot's is 10^6). */
const N = 200_000;

/** Mean return per unit staked over `n` rounds (stake 10,000 minor units) and its standard deviation. */
function simulate(engine: keyof typeof ENGINES, n: number, seed: number, choice: (rng: () => number) => RoundChoice) {
  const rng = mulberry32(seed);
  const e = ENGINES[engine];
  const uints = new Array<number>(e.uints);
  const stake = 10_000;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < e.uints; k++) uints[k] = Math.floor(rng() * U32);
    const r = e.play(uints, stake, choice(rng)).winMinor / stake;
    sum += r;
    sq += r * r;
  }
  const mean = sum / n;
  return { mean, sd: Math.sqrt(sq / n - mean * mean) };
}

describe('the video slot', () => {
  test('the published RTP is the exact one of the paytable and strips, 96% +- 0.5%', () => {
    expect(Math.abs(exactSlotRtp() * 100 - 96)).toBeLessThanOrEqual(0.5);
    expect(slotRtp()).toBeCloseTo(exactSlotRtp() * 100, 2);
    expect(ENGINES.slot.rules().rtp).toBe(slotRtp());
  });

  test('10^6 seeded spins of 20 lines return the published RTP within 0.5%', () => {
    const { mean } = simulate('slot', 1_000_000, 20_261_125, () => ({ lines: 20 }));
    expect(Math.abs(mean * 100 - slotRtp())).toBeLessThanOrEqual(0.5);
  });

  test('a line pays from the left, the wild standing for the first symbol', () => {
    expect(lineWin([WILD, 8, 8, 3, 4])).toEqual({ symbol: 8, count: 3, pays: 50 });
    expect(lineWin([8, 8, 3, 8, 8])).toBeNull();
    expect(lineWin([WILD, WILD, WILD, WILD, WILD])).toEqual({ symbol: WILD, count: 5, pays: 100 });
    expect(lineWin([1, WILD, 1, WILD, 1])).toEqual({ symbol: 1, count: 5, pays: 25 });
  });

  test('the stake is shared by the lines played: fewer lines, a bigger line bet', () => {
    // stops 16,16,16,... show the same row pattern; whatever it pays on line 1 pays stake/lines per line bet
    const one = ENGINES.slot.play([0, 0, 0, 0, 0], 2000, { lines: 1 });
    const all = ENGINES.slot.play([0, 0, 0, 0, 0], 2000, { lines: 20 });
    expect(one.outcome.engine).toBe('slot');
    if (one.outcome.engine === 'slot' && all.outcome.engine === 'slot') {
      const line1 = all.outcome.lineWins.find((w) => w.line === 1)?.pays ?? 0;
      expect(one.winMinor).toBe(2000 * line1);
      expect(all.winMinor).toBe(Math.floor((2000 * all.outcome.lineWins.reduce((s, w) => s + w.pays, 0)) / 20));
    }
  });
});

describe('keno', () => {
  test('each pick count has a paytable whose exact RTP (hypergeometric) is published, 95-96.5%', () => {
    const rules = ENGINES.keno.rules();
    for (let picks = 1; picks <= 10; picks++) {
      expect(KENO_PAYTABLE[picks]).toHaveLength(picks + 1);
      const total = Array.from({ length: picks + 1 }, (_, h) => kenoHitProbability(picks, h)).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 10);
      expect(rules.keno?.rtpByPicks[String(picks)]).toBeCloseTo(exactKenoRtp(picks) * 100, 2);
      expect(exactKenoRtp(picks)).toBeGreaterThan(0.95);
      expect(exactKenoRtp(picks)).toBeLessThan(0.965);
    }
  });

  test.each([2, 10])('2x10^5 seeded draws with %i picks return the published RTP (within 4 standard errors)', (picks) => {
    const { mean, sd } = simulate('keno', N, 7 + picks, () => ({ picks: Array.from({ length: picks }, (_, i) => i * 7 + 1) }));
    expect(Math.abs(mean - exactKenoRtp(picks))).toBeLessThan((4 * sd) / Math.sqrt(N));
  });
});

describe('dice and crash', () => {
  test.each([2, 49.5])('dice at target %d: 2x10^5 seeded rolls return 99% (within 4 standard errors)', (target) => {
    const { mean, sd } = simulate('dice', N, 11, () => ({ target }));
    expect(Math.abs(mean - 0.99)).toBeLessThan((4 * sd) / Math.sqrt(N));
  });

  test.each([1.01, 10])('crash cashing out at %d: 2x10^5 seeded rounds return 99% (within 4 standard errors)', (cashOutAt) => {
    const { mean, sd } = simulate('crash', N, 13, () => ({ cashOutAt }));
    expect(Math.abs(mean - 0.99)).toBeLessThan((4 * sd) / Math.sqrt(N));
  });

  test('a roll under the target wins stake x 99 / target; at or over it loses', () => {
    // u = 0 rolls 0.00
    expect(ENGINES.dice.play([0], 10_000, { target: 50 })).toMatchObject({
      winMinor: 19_800,
      outcome: { roll: 0, target: 50, multiplier: 1.98 },
    });
    expect(ENGINES.dice.play([U32 - 1], 10_000, { target: 50 })).toMatchObject({ winMinor: 0, outcome: { roll: 99.99 } });
  });
});

test('each engine refuses a missing or foreign choice, naming the field', () => {
  expect(ENGINES.keno.check({})).toBe('picks');
  expect(ENGINES.keno.check({ picks: [1, 2], target: 50 })).toBe('target');
  expect(ENGINES.dice.check({ target: 50.001 })).toBe('target');
  expect(ENGINES.dice.check({ target: 50 })).toBeNull();
  expect(ENGINES.crash.check({ cashOutAt: 2, lines: 3 })).toBe('lines');
  expect(ENGINES.slot.check({ picks: [1] })).toBe('picks');
  expect(ENGINES.slot.check({})).toBeNull();
});
