// The 5x3 video slot: 5 reel strips, 20 paylines, a wild that stands for every symbol, and a
// published paytable (in line bets) whose return to player is exactly `slotRtp()` (96.08%): the
// reels are independent and each row of a reel shows its strip's symbols with the strip's
// frequencies, so the expected pay of a line is a closed sum (exactSlotRtp). Pure integer
// arithmetic; the stops come from the fair draw (@site/betting fairness).
import { SLOT_REELS, SLOT_ROWS } from '@site/api/contracts';

export const WILD = 0;
/** Symbol names (the theme paints them); index = symbol id. */
export const SLOT_SYMBOLS = ['wild', 'nine', 'ten', 'jack', 'queen', 'king', 'ace', 'bell', 'seven'] as const;

/** What 3, 4 and 5 of a symbol on a played line pay, in line bets (index = symbol id). */
export const SLOT_PAYTABLE: readonly (readonly [number, number, number])[] = [
  [0, 0, 100], // five wilds
  [6, 10, 25],
  [6, 10, 25],
  [8, 12, 35],
  [10, 16, 45],
  [12, 20, 55],
  [16, 25, 70],
  [29, 50, 100],
  [50, 80, 160],
];

/** The reel strips (symbol ids); a reel's stop is the strip index shown on the top row. */
export const SLOT_STRIPS: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 6, 1, 0, 3, 7, 4, 1, 5, 2, 6, 3, 8, 1, 4, 2, 0, 5, 3, 1, 6, 2, 4, 7, 3, 5, 0, 2],
  [2, 1, 4, 3, 6, 5, 0, 1, 7, 3, 4, 2, 1, 5, 6, 3, 0, 2, 4, 1, 8, 3, 5, 2, 6, 1, 4, 7, 3, 0, 5, 1],
  [3, 4, 1, 2, 5, 6, 3, 0, 1, 7, 2, 3, 5, 1, 6, 4, 8, 2, 3, 1, 0, 4, 5, 2, 6, 3, 1, 7, 0, 4, 5, 1],
  [4, 3, 2, 1, 6, 5, 4, 0, 7, 2, 1, 4, 5, 3, 6, 2, 0, 1, 4, 3, 8, 2, 5, 1, 6, 4, 0, 7, 2, 1, 5, 3],
  [5, 6, 1, 2, 3, 4, 5, 0, 1, 7, 2, 3, 4, 1, 5, 2, 8, 6, 3, 1, 0, 4, 2, 5, 3, 0, 1, 7, 4, 2, 3, 1],
];

/** The 20 paylines: the row (0 top) on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

export const SLOT_STRIP_LENGTHS = SLOT_STRIPS.map((s) => s.length);

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** in line bets */
  pays: number;
}

/** The 5 columns of 3 symbols the stops show. */
export function slotGrid(stops: readonly number[]): number[][] {
  return SLOT_STRIPS.map((strip, r) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!));
}

/** One line's win: the first non-wild symbol, and how many from the left are it or wild. */
export function lineWin(symbols: readonly number[]): { symbol: number; count: number; pays: number } | null {
  const symbol = symbols.find((s) => s !== WILD) ?? WILD;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  if (count < 3) return null;
  const pays = SLOT_PAYTABLE[symbol]![count - 3]!;
  return pays > 0 ? { symbol, count, pays } : null;
}

/** A spin's result for the first `lines` paylines: the grid, each paying line, the total in line bets. */
export function spinSlot(stops: readonly number[], lines: number): { grid: number[][]; lineWins: LineWin[]; totalPays: number } {
  const grid = slotGrid(stops);
  const lineWins: LineWin[] = [];
  let totalPays = 0;
  const symbols = new Array<number>(SLOT_REELS);
  for (let line = 0; line < lines; line++) {
    const rows = SLOT_PAYLINES[line]!;
    for (let r = 0; r < SLOT_REELS; r++) symbols[r] = grid[r]![rows[r]!]!;
    const w = lineWin(symbols);
    if (w) {
      lineWins.push({ line: line + 1, ...w });
      totalPays += w.pays;
    }
  }
  return { grid, lineWins, totalPays };
}

/** The win of a stake (minor units) shared by `lines` lines that paid `totalPays` line bets (rounded down). */
export function slotWinMinor(stakeMinor: number, lines: number, totalPays: number): number {
  return Math.floor((stakeMinor * totalPays) / lines);
}

/** The exact return to player of a line (= of a spin, whatever the lines played), as a fraction. */
export function exactSlotRtp(): number {
  const p = SLOT_STRIPS.map((strip) => {
    const f = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (const s of strip) f[s]! += 1 / strip.length;
    return f;
  });
  let ev = 0;
  // five wilds
  ev += SLOT_PAYTABLE[WILD]![2]! * p.reduce((acc, f) => acc * f[WILD]!, 1);
  for (let s = 1; s < SLOT_SYMBOLS.length; s++) {
    for (let count = 3; count <= SLOT_REELS; count++) {
      // the first non-wild (= s) is on reel j < count; wilds before it; s or wild up to count; then neither
      let prob = 0;
      for (let j = 0; j < count; j++) {
        let q = 1;
        for (let r = 0; r < j; r++) q *= p[r]![WILD]!;
        q *= p[j]![s]!;
        for (let r = j + 1; r < count; r++) q *= p[r]![s]! + p[r]![WILD]!;
        if (count < SLOT_REELS) q *= 1 - p[count]![s]! - p[count]![WILD]!;
        prob += q;
      }
      ev += prob * SLOT_PAYTABLE[s]![count - 3]!;
    }
  }
  return ev;
}

let published: number | undefined;
/** The published RTP, percent, rounded to 0.01 (computed on first use). */
export function slotRtp(): number {
  published ??= Math.round(exactSlotRtp() * 10_000) / 100;
  return published;
}
