import type { MarketKind } from './types';

// What each market typeId means. Settlement and pricing switch on these ids; market-names.ts
// names them.

export const T = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  winnerHome: 9,
  winnerAway: 10,
  totalOver: 11,
  totalUnder: 12,
  handicapHome: 13,
  handicapAway: 14,
  homeTotalOver: 15,
  homeTotalUnder: 16,
  awayTotalOver: 17,
  awayTotalUnder: 18,
  bothScoreYes: 19,
  bothScoreNo: 20,
  correctScore: 21,
  correctScoreOther: 22,
  distanceYes: 24,
  distanceNo: 25,
  roundsOver: 26,
  roundsUnder: 27,
  /** Esports: the first map's total rounds or kills (the sport's `mapStat`). */
  map1TotalOver: 28,
  map1TotalUnder: 29,
} as const;

export type MarketTypeId = (typeof T)[keyof typeof T];

export interface MarketTypeInfo {
  id: MarketTypeId;
  kind: MarketKind;
  /**
   * 'group': the selections with one group key cover every outcome and share one margin.
   * 'single': the selection overlaps others (double chance) and is priced against its complement.
   */
  pricing: 'group' | 'single';
  /** Banned from expresses: correlated long shots a book keeps to singles. */
  bannedExpress: boolean;
}

const info = (
  id: MarketTypeId,
  kind: MarketKind,
  pricing: 'group' | 'single' = 'group',
  bannedExpress = false,
): MarketTypeInfo => ({ id, kind, pricing, bannedExpress });

export const MARKET_TYPES: Readonly<Record<MarketTypeId, MarketTypeInfo>> = {
  1: info(1, 'main'),
  2: info(2, 'main'),
  3: info(3, 'main'),
  4: info(4, 'main', 'single'),
  5: info(5, 'main', 'single'),
  6: info(6, 'main', 'single'),
  9: info(9, 'main'),
  10: info(10, 'main'),
  11: info(11, 'total'),
  12: info(12, 'total'),
  13: info(13, 'handicap'),
  14: info(14, 'handicap'),
  15: info(15, 'team-total'),
  16: info(16, 'team-total'),
  17: info(17, 'team-total'),
  18: info(18, 'team-total'),
  19: info(19, 'goals'),
  20: info(20, 'goals'),
  21: info(21, 'special', 'group', true),
  22: info(22, 'special', 'group', true),
  24: info(24, 'special'),
  25: info(25, 'special'),
  26: info(26, 'total'),
  27: info(27, 'total'),
  28: info(28, 'total'),
  29: info(29, 'total'),
};

export function marketTypeInfo(typeId: number): MarketTypeInfo {
  const found = (MARKET_TYPES as Record<number, MarketTypeInfo | undefined>)[typeId];
  if (!found) throw new Error(`Unknown market typeId ${typeId}`);
  return found;
}
