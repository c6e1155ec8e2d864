import { byLang } from './localized';
import { T, type MarketTypeId } from './market-types';
import type { Lang, LocalizedName, Score } from './types';

// The display names of the markets in each language of the site. The names are neutral
// ("1", "Total over 2.5") because the page shows the opponents next to them.

/** How one language words the markets; `over` chooses between over and under. */
interface MarketWords {
  /** 1, X, 2, 1X, 12, X2 as the language's betting slips write them. */
  outcomes: Readonly<Record<'home' | 'draw' | 'away' | 'homeOrDraw' | 'homeOrAway' | 'drawOrAway', string>>;
  yes: string;
  no: string;
  /** `unit` names what a set sport or a map statistic counts ("sets", "rounds"); null for goals. */
  total(over: boolean, line: number, unit: string | null): string;
  teamTotal(team: 1 | 2, over: boolean, line: number): string;
  handicap(team: 1 | 2, line: string): string;
  bothScore: string;
  correctScore: string;
  other: string;
  distance: string;
  map1(total: string): string;
}

const CYRILLIC_OUTCOMES = { home: 'П1', draw: 'Х', away: 'П2', homeOrDraw: '1Х', homeOrAway: '12', drawOrAway: 'Х2' } as const;
const LATIN_OUTCOMES = { home: '1', draw: 'X', away: '2', homeOrDraw: '1X', homeOrAway: '12', drawOrAway: 'X2' } as const;

const WORDS: Readonly<Record<Lang, MarketWords>> = {
  en: {
    outcomes: LATIN_OUTCOMES,
    yes: 'yes',
    no: 'no',
    total: (over, l, unit) => `Total ${unit ? `${unit} ` : ''}${over ? 'over' : 'under'} ${l}`,
    teamTotal: (team, over, l) => `Team ${team} total ${over ? 'over' : 'under'} ${l}`,
    handicap: (team, l) => `Handicap ${team} (${l})`,
    bothScore: 'Both teams to score',
    correctScore: 'Correct score',
    other: 'other',
    distance: 'Fight goes the distance',
    map1: (total) => `Map 1: ${total}`,
  },
  ru: {
    outcomes: CYRILLIC_OUTCOMES,
    yes: 'да',
    no: 'нет',
    total: (over, l, unit) => `Тотал ${unit ? `${unit} ` : ''}${over ? 'больше' : 'меньше'} ${l}`,
    teamTotal: (team, over, l) => `Индивидуальный тотал ${team} ${over ? 'больше' : 'меньше'} ${l}`,
    handicap: (team, l) => `Фора ${team} (${l})`,
    bothScore: 'Обе забьют',
    correctScore: 'Точный счёт',
    other: 'другой',
    distance: 'Бой пройдёт всю дистанцию',
    map1: (total) => `Карта 1: ${total}`,
  },
  uk: {
    outcomes: CYRILLIC_OUTCOMES,
    yes: 'так',
    no: 'ні',
    total: (over, l, unit) => `Тотал ${unit ? `${unit} ` : ''}${over ? 'більше' : 'менше'} ${l}`,
    teamTotal: (team, over, l) => `Індивідуальний тотал ${team} ${over ? 'більше' : 'менше'} ${l}`,
    handicap: (team, l) => `Фора ${team} (${l})`,
    bothScore: "Обидві заб'ють",
    correctScore: 'Точний рахунок',
    other: 'інший',
    distance: 'Бій пройде всю дистанцію',
    map1: (total) => `Карта 1: ${total}`,
  },
  kk: {
    outcomes: CYRILLIC_OUTCOMES,
    yes: 'иә',
    no: 'жоқ',
    total: (over, l, unit) => `Тотал ${unit ? `(${unit}) ` : ''}${over ? 'көп' : 'аз'} ${l}`,
    teamTotal: (team, over, l) => `Жеке тотал ${team} ${over ? 'көп' : 'аз'} ${l}`,
    handicap: (team, l) => `Фора ${team} (${l})`,
    bothScore: 'Екі команда да гол соғады',
    correctScore: 'Дәл есеп',
    other: 'басқа',
    distance: 'Жекпе-жек толық уақытқа созылады',
    map1: (total) => `1-карта: ${total}`,
  },
  az: {
    outcomes: LATIN_OUTCOMES,
    yes: 'bəli',
    no: 'xeyr',
    total: (over, l, unit) => `Total ${unit ? `(${unit}) ` : ''}${over ? 'çox' : 'az'} ${l}`,
    teamTotal: (team, over, l) => `Fərdi total ${team} ${over ? 'çox' : 'az'} ${l}`,
    handicap: (team, l) => `Fora ${team} (${l})`,
    bothScore: 'Hər iki komanda qol vuracaq',
    correctScore: 'Dəqiq hesab',
    other: 'digər',
    distance: 'Döyüş bütün raundlar boyu davam edəcək',
    map1: (total) => `Xəritə 1: ${total}`,
  },
  tr: {
    outcomes: LATIN_OUTCOMES,
    yes: 'evet',
    no: 'hayır',
    total: (over, l, unit) => `Toplam ${unit ? `${unit} ` : ''}${l} ${over ? 'üst' : 'alt'}`,
    teamTotal: (team, over, l) => `Takım ${team} toplamı ${l} ${over ? 'üst' : 'alt'}`,
    handicap: (team, l) => `Handikap ${team} (${l})`,
    bothScore: 'Karşılıklı gol',
    correctScore: 'Kesin skor',
    other: 'diğer',
    distance: 'Dövüş tüm raundları tamamlar',
    map1: (total) => `Harita 1: ${total}`,
  },
};

/** What a fight's "total rounds" counts (and the first map of CS2 and Valorant). */
export const ROUNDS: LocalizedName = { en: 'rounds', ru: 'раундов', uk: 'раундів', kk: 'раундтар', az: 'raundlar', tr: 'raund' };

const signed = (x: number): string => (x > 0 ? `+${x}` : `${x}`);

/**
 * Display name in every language; `unit` names what set sports count ("sets", "maps"),
 * absent for goals; `statUnit` what an esports map-1 total counts ("rounds", "kills").
 */
export function marketName(
  typeId: MarketTypeId,
  line: number | null,
  exactScore: Score | null,
  unit: LocalizedName | null,
  statUnit: LocalizedName | null = null,
): LocalizedName {
  const l = line ?? 0;
  return byLang((lang) => {
    const w = WORDS[lang];
    const yesNo = (phrase: string, yes: boolean) => `${phrase}: ${yes ? w.yes : w.no}`;
    switch (typeId) {
      case T.home:
      case T.winnerHome:
        return w.outcomes.home;
      case T.draw:
        return w.outcomes.draw;
      case T.away:
      case T.winnerAway:
        return w.outcomes.away;
      case T.homeOrDraw:
        return w.outcomes.homeOrDraw;
      case T.homeOrAway:
        return w.outcomes.homeOrAway;
      case T.drawOrAway:
        return w.outcomes.drawOrAway;
      case T.totalOver:
      case T.totalUnder:
        return w.total(typeId === T.totalOver, l, unit ? unit[lang] : null);
      case T.handicapHome:
        return w.handicap(1, signed(l));
      case T.handicapAway:
        return w.handicap(2, signed(l));
      case T.homeTotalOver:
      case T.homeTotalUnder:
        return w.teamTotal(1, typeId === T.homeTotalOver, l);
      case T.awayTotalOver:
      case T.awayTotalUnder:
        return w.teamTotal(2, typeId === T.awayTotalOver, l);
      case T.bothScoreYes:
      case T.bothScoreNo:
        return yesNo(w.bothScore, typeId === T.bothScoreYes);
      case T.correctScore: {
        const s = exactScore ?? [0, 0];
        return `${w.correctScore} ${s[0]}:${s[1]}`;
      }
      case T.correctScoreOther:
        return `${w.correctScore}: ${w.other}`;
      case T.distanceYes:
      case T.distanceNo:
        return yesNo(w.distance, typeId === T.distanceYes);
      case T.roundsOver:
      case T.roundsUnder:
        return w.total(typeId === T.roundsOver, l, ROUNDS[lang]);
      case T.map1TotalOver:
      case T.map1TotalUnder:
        return w.map1(w.total(typeId === T.map1TotalOver, l, statUnit ? statUnit[lang] : null));
    }
  });
}
