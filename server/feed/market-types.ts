import type { LocalizedName, MarketKind, Score } from './types';

// What each market typeId means. Settlement and pricing switch on these ids; the names are
// neutral ("1", "Total over 2.5") because the page shows the opponents next to them.

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

const signed = (x: number): string => (x > 0 ? `+${x}` : `${x}`);

function totalName(l: number, over: boolean, unit: LocalizedName | null): LocalizedName {
  const en = over ? 'over' : 'under';
  const ru = over ? 'больше' : 'меньше';
  return unit
    ? { en: `Total ${unit.en} ${en} ${l}`, ru: `Тотал ${unit.ru} ${ru} ${l}` }
    : { en: `Total ${en} ${l}`, ru: `Тотал ${ru} ${l}` };
}

function teamTotalName(team: 1 | 2, l: number, over: boolean): LocalizedName {
  return {
    en: `Team ${team} total ${over ? 'over' : 'under'} ${l}`,
    ru: `Индивидуальный тотал ${team} ${over ? 'больше' : 'меньше'} ${l}`,
  };
}

/**
 * Display name; `unit` names what set sports count ("sets", "maps"), absent for goals;
 * `statUnit` what an esports map-1 total counts ("rounds", "kills").
 */
export function marketName(
  typeId: MarketTypeId,
  line: number | null,
  exactScore: Score | null,
  unit: LocalizedName | null,
  statUnit: LocalizedName | null = null,
): LocalizedName {
  const l = line ?? 0;
  switch (typeId) {
    case T.home:
    case T.winnerHome:
      return { en: '1', ru: 'П1' };
    case T.draw:
      return { en: 'X', ru: 'Х' };
    case T.away:
    case T.winnerAway:
      return { en: '2', ru: 'П2' };
    case T.homeOrDraw:
      return { en: '1X', ru: '1Х' };
    case T.homeOrAway:
      return { en: '12', ru: '12' };
    case T.drawOrAway:
      return { en: 'X2', ru: 'Х2' };
    case T.totalOver:
      return totalName(l, true, unit);
    case T.totalUnder:
      return totalName(l, false, unit);
    case T.handicapHome:
      return { en: `Handicap 1 (${signed(l)})`, ru: `Фора 1 (${signed(l)})` };
    case T.handicapAway:
      return { en: `Handicap 2 (${signed(l)})`, ru: `Фора 2 (${signed(l)})` };
    case T.homeTotalOver:
      return teamTotalName(1, l, true);
    case T.homeTotalUnder:
      return teamTotalName(1, l, false);
    case T.awayTotalOver:
      return teamTotalName(2, l, true);
    case T.awayTotalUnder:
      return teamTotalName(2, l, false);
    case T.bothScoreYes:
      return { en: 'Both teams to score: yes', ru: 'Обе забьют: да' };
    case T.bothScoreNo:
      return { en: 'Both teams to score: no', ru: 'Обе забьют: нет' };
    case T.correctScore: {
      const s = exactScore ?? [0, 0];
      return {
        en: `Correct score ${s[0]}:${s[1]}`,
        ru: `Точный счёт ${s[0]}:${s[1]}`,
      };
    }
    case T.correctScoreOther:
      return { en: 'Correct score: other', ru: 'Точный счёт: другой' };
    case T.distanceYes:
      return {
        en: 'Fight goes the distance: yes',
        ru: 'Бой пройдёт всю дистанцию: да',
      };
    case T.distanceNo:
      return {
        en: 'Fight goes the distance: no',
        ru: 'Бой пройдёт всю дистанцию: нет',
      };
    case T.roundsOver:
      return { en: `Total rounds over ${l}`, ru: `Тотал раундов больше ${l}` };
    case T.roundsUnder:
      return { en: `Total rounds under ${l}`, ru: `Тотал раундов меньше ${l}` };
    case T.map1TotalOver:
    case T.map1TotalUnder: {
      const total = totalName(l, typeId === T.map1TotalOver, statUnit);
      return { en: `Map 1: ${total.en}`, ru: `Карта 1: ${total.ru}` };
    }
  }
}
