// The site's own game server behind one engine interface (a real aggregator's games would
// implement the same): each engine says how many integers of the fair stream a round takes,
// checks the player's choice, turns the draw into the win and the recorded outcome, and
// publishes its rules (paytable, RTP).
import {
  CRASH_HOUSE_EDGE_PERCENT,
  DICE_HOUSE_EDGE_PERCENT,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  SLOT_MAX_LINES,
  type CasinoEngine,
  type CasinoRules,
  type RoundBody,
  type RoundOutcome,
} from '@site/api/contracts';
import { crashPointHundredths, diceRollHundredths, KENO_DRAWS, kenoDraw, reelStops, UINTS_PER_DRAW } from '@site/betting';
import { crashRtp, playCrash } from './crash';
import { diceRtp, playDice } from './dice';
import { KENO_PAYTABLE, kenoRtp, playKeno } from './keno';
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_STRIP_LENGTHS, SLOT_STRIPS, SLOT_SYMBOLS, slotRtp, slotWinMinor, spinSlot, WILD } from './slot';

export type RoundChoice = Pick<RoundBody, 'picks' | 'cashOutAt' | 'target' | 'lines'>;
export interface EngineResult {
  winMinor: number;
  outcome: RoundOutcome;
}

export interface GameEngine {
  /** How many 32-bit integers of the fair stream one round takes. */
  readonly uints: number;
  /** The body field that is missing, wrong or not this engine's; null when the choice fits. */
  check(choice: RoundChoice): keyof RoundChoice | null;
  play(uints: readonly number[], stakeMinor: number, choice: RoundChoice): EngineResult;
  rules(): CasinoRules;
  /** The published RTP, percent (the lowest of its options). */
  readonly rtp: number;
}

const CHOICES = ['picks', 'cashOutAt', 'target', 'lines'] as const;
/** The first field given that the engine does not take. */
const foreign = (choice: RoundChoice, own: keyof RoundChoice | null) => CHOICES.find((f) => f !== own && choice[f] !== undefined) ?? null;
/** A number with at most 2 decimals, in hundredths; null otherwise. */
function hundredths(x: number): number | null {
  const h = Math.round(x * 100);
  return Math.abs(h - x * 100) < 1e-6 ? h : null;
}
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

const slot: GameEngine = {
  uints: UINTS_PER_DRAW.slot,
  get rtp() {
    return slotRtp();
  },
  check: (c) => foreign(c, 'lines'),
  play(uints, stakeMinor, c) {
    const lines = c.lines ?? SLOT_MAX_LINES;
    const stops = reelStops(uints, SLOT_STRIP_LENGTHS);
    const { grid, lineWins, totalPays } = spinSlot(stops, lines);
    const winMinor = slotWinMinor(stakeMinor, lines, totalPays);
    return { winMinor, outcome: { engine: 'slot', stops, grid, lines, lineWins, multiplier: round4(winMinor / stakeMinor) } };
  },
  rules: () => ({
    engine: 'slot',
    rtp: slotRtp(),
    slot: {
      paytable: SLOT_PAYTABLE.map((pays, symbol) => ({ symbol, name: SLOT_SYMBOLS[symbol]!, pays: [...pays] })),
      paylines: SLOT_PAYLINES.map((l) => [...l]),
      wild: WILD,
      reels: SLOT_STRIPS.map((s) => [...s]),
    },
  }),
};

const keno: GameEngine = {
  uints: KENO_DRAWS,
  get rtp() {
    return Math.min(...Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1)));
  },
  check: (c) =>
    c.picks === undefined || c.picks.length < KENO_MIN_PICKS || new Set(c.picks).size !== c.picks.length ? 'picks' : foreign(c, 'picks'),
  play(uints, stakeMinor, c) {
    const picks = [...c.picks!].sort((a, b) => a - b);
    const drawn = kenoDraw(uints);
    const { hits, winMinor, multiplier } = playKeno(drawn, picks, stakeMinor);
    return { winMinor, outcome: { engine: 'keno', picks, drawn, hits, multiplier } };
  },
  rules: () => ({
    engine: 'keno',
    rtp: keno.rtp,
    keno: {
      paytable: Object.fromEntries(Object.entries(KENO_PAYTABLE).map(([k, v]) => [k, v.map((m) => m / 100)])),
      rtpByPicks: Object.fromEntries(Object.keys(KENO_PAYTABLE).map((k) => [k, kenoRtp(Number(k))])),
    },
  }),
};

const dice: GameEngine = {
  uints: UINTS_PER_DRAW.dice,
  get rtp() {
    return diceRtp();
  },
  check: (c) => (c.target === undefined || hundredths(c.target) === null ? 'target' : foreign(c, 'target')),
  play(uints, stakeMinor, c) {
    const target = hundredths(c.target!)!;
    const roll = diceRollHundredths(uints[0]!);
    const { winMinor, multiplier } = playDice(roll, target, stakeMinor);
    return { winMinor, outcome: { engine: 'dice', target: target / 100, roll: roll / 100, multiplier } };
  },
  rules: () => ({ engine: 'dice', rtp: diceRtp(), houseEdge: DICE_HOUSE_EDGE_PERCENT }),
};

const crash: GameEngine = {
  uints: UINTS_PER_DRAW.crash,
  get rtp() {
    return crashRtp();
  },
  check: (c) => (c.cashOutAt === undefined || hundredths(c.cashOutAt) === null ? 'cashOutAt' : foreign(c, 'cashOutAt')),
  play(uints, stakeMinor, c) {
    const cashOut = hundredths(c.cashOutAt!)!;
    const point = crashPointHundredths(uints[0]!);
    const { winMinor, multiplier } = playCrash(point, cashOut, stakeMinor);
    return { winMinor, outcome: { engine: 'crash', cashOutAt: cashOut / 100, crashPoint: point / 100, multiplier } };
  },
  rules: () => ({ engine: 'crash', rtp: crashRtp(), houseEdge: CRASH_HOUSE_EDGE_PERCENT }),
};

export const ENGINES: Readonly<Record<CasinoEngine, GameEngine>> = { slot, keno, dice, crash };
