import type { MapStat } from './map-stat';
import { sameInAll } from './localized';
import { ROUNDS } from './market-names';
import type { LocalizedName } from './types';

// The demo line's sports: how each one scores (the model its prices and live play come from)
// and which markets it offers. Data only; pricing.ts and game-process.ts interpret it.

const MIN = 60_000;

export interface LineSet {
  /** Distance between neighbouring lines. */
  step: number;
  /** Lines on each side of the game's central line. */
  count: number;
}

/** Goals, points or runs arrive as a Poisson process over a fixed playing time. */
export interface PoissonModel {
  type: 'poisson';
  /** Expected points of both sides over the whole game. */
  meanTotal: number;
  durationMs: number;
  periods: number;
  /** False: a tie at the end goes to overtime, where one more score decides it. */
  draws: boolean;
  /** Points per scoring event and their weights (a basket is 1, 2 or 3). */
  increments: readonly (readonly [number, number])[];
  totals: LineSet;
  handicaps: LineSet;
  teamTotals: LineSet;
  doubleChance: boolean;
  bothScore: boolean;
  /** Correct-score grid 0..max for each side, plus "other". */
  correctScoreMax: number | null;
}

/** Sets (maps, games) won one at a time with a per-set probability; best of 2N-1. */
export interface SetsModel {
  type: 'sets';
  setsToWin: number;
  setMinMs: number;
  setMeanMs: number;
  unit: LocalizedName;
  /** Esports: the first map's rounds or kills, with its "Map 1: total" markets. */
  mapStat?: MapStat;
}

/** A fight ends at a finish (hazard over time) or on a decision after the last round. */
export interface FightModel {
  type: 'fight';
  rounds: number;
  roundMs: number;
  /** Mean time to a finish if the fight had no time limit. */
  finishMeanMs: number;
}

export type ScoringModel = PoissonModel | SetsModel | FightModel;

export interface SportDef {
  id: number;
  nameEng: string;
  name: LocalizedName;
  model: ScoringModel;
  /** Games in the demo line (times the simulator's scale). */
  games: number;
  champs: readonly LocalizedName[];
  opponents: 'cities' | 'players' | 'teams' | 'marbles';
  /** Spread of team ratings (log scoring-rate or set log-odds units). */
  ratingSpread: number;
  homeAdvantage: number;
  /** Upcoming games start within this long of their creation (virtual sports: minutes); the line's horizon when absent. */
  horizonMs?: number;
  /** Esports: the share of games the feed carries a video stream of (`cyber/stream` lists them). */
  streamShare?: number;
}

const poissonDefaults = {
  type: 'poisson',
  increments: [[1, 1]],
  doubleChance: true,
  bothScore: true,
  correctScoreMax: null,
} as const;

/** First map's rounds in CS2 and Valorant: first to 13, a level 12:12 plays one 6-round overtime. */
const CS_ROUNDS: MapStat = { kind: 'rounds', roundsToWin: 13, overtimeRounds: 6, lines: { step: 1, count: 2 }, unit: ROUNDS };
const kills = (mean: number): MapStat => ({ kind: 'kills', mean, lines: { step: 4, count: 2 }, unit: { en: 'kills', ru: 'убийств', uk: 'вбивств', kk: 'өлтірулер', az: 'öldürmələr', tr: 'öldürme' } });

/** An esports discipline: best of 3 maps between teams of close strength, its first map's statistic, streamed in part. */
function esport(id: number, title: string, games: number, [minMin, meanMin]: [number, number], mapStat: MapStat, champs: LocalizedName[]): SportDef {
  return {
    id,
    nameEng: title,
    name: sameInAll(title),
    model: { type: 'sets', setsToWin: 2, setMinMs: minMin * MIN, setMeanMs: meanMin * MIN, unit: { en: 'maps', ru: 'карт', uk: 'карт', kk: 'карталар', az: 'xəritələr', tr: 'harita' }, mapStat },
    games,
    champs,
    opponents: 'teams',
    ratingSpread: 0.45,
    homeAdvantage: 0,
    streamShare: 0.6,
  };
}

export const SPORTS: readonly SportDef[] = [
  {
    id: 1,
    nameEng: 'Football',
    name: { en: 'Football', ru: 'Футбол', uk: 'Футбол', kk: 'Футбол', az: 'Futbol', tr: 'Futbol' },
    model: {
      ...poissonDefaults,
      meanTotal: 2.7,
      durationMs: 90 * MIN,
      periods: 2,
      draws: true,
      totals: { step: 0.5, count: 4 },
      handicaps: { step: 0.5, count: 4 },
      teamTotals: { step: 1, count: 1 },
      correctScoreMax: 4,
    },
    games: 170,
    champs: [
      { en: 'Premier League', ru: 'Премьер-лига', uk: "Прем'єр-ліга", kk: 'Премьер-лига', az: 'Premyer Liqa', tr: 'Premier Lig' },
      { en: 'First Division', ru: 'Первый дивизион', uk: 'Перший дивізіон', kk: 'Бірінші дивизион', az: 'Birinci divizion', tr: 'Birinci Lig' },
      { en: 'Super League', ru: 'Суперлига', uk: 'Суперліга', kk: 'Суперлига', az: 'Super Liqa', tr: 'Süper Lig' },
      { en: 'National Cup', ru: 'Национальный кубок', uk: 'Національний кубок', kk: 'Ұлттық кубок', az: 'Milli kubok', tr: 'Ulusal Kupa' },
      { en: 'Champions Cup', ru: 'Кубок чемпионов', uk: 'Кубок чемпіонів', kk: 'Чемпиондар кубогы', az: 'Çempionlar kuboku', tr: 'Şampiyonlar Kupası' },
      { en: 'Continental League', ru: 'Континентальная лига', uk: 'Континентальна ліга', kk: 'Континенттік лига', az: 'Kontinental Liqa', tr: 'Kıta Ligi' },
    ],
    opponents: 'cities',
    ratingSpread: 0.3,
    homeAdvantage: 0.25,
  },
  {
    id: 2,
    nameEng: 'Ice Hockey',
    name: { en: 'Ice Hockey', ru: 'Хоккей', uk: 'Хокей', kk: 'Хоккей', az: 'Xokkey', tr: 'Buz Hokeyi' },
    model: {
      ...poissonDefaults,
      meanTotal: 5.6,
      durationMs: 60 * MIN,
      periods: 3,
      draws: true,
      totals: { step: 0.5, count: 4 },
      handicaps: { step: 0.5, count: 4 },
      teamTotals: { step: 1, count: 1 },
      correctScoreMax: 4,
    },
    games: 60,
    champs: [
      { en: 'Hockey League', ru: 'Хоккейная лига', uk: 'Хокейна ліга', kk: 'Хоккей лигасы', az: 'Xokkey Liqası', tr: 'Hokey Ligi' },
      { en: 'Major League', ru: 'Высшая лига', uk: 'Вища ліга', kk: 'Жоғары лига', az: 'Ali Liqa', tr: 'Büyük Lig' },
      { en: 'Northern Cup', ru: 'Северный кубок', uk: 'Північний кубок', kk: 'Солтүстік кубогы', az: 'Şimal kuboku', tr: 'Kuzey Kupası' },
    ],
    opponents: 'cities',
    ratingSpread: 0.25,
    homeAdvantage: 0.12,
  },
  {
    id: 3,
    nameEng: 'Basketball',
    name: { en: 'Basketball', ru: 'Баскетбол', uk: 'Баскетбол', kk: 'Баскетбол', az: 'Basketbol', tr: 'Basketbol' },
    model: {
      ...poissonDefaults,
      meanTotal: 210,
      durationMs: 48 * MIN,
      periods: 4,
      draws: false,
      increments: [
        [1, 0.2],
        [2, 0.6],
        [3, 0.2],
      ],
      totals: { step: 3, count: 4 },
      handicaps: { step: 2, count: 4 },
      teamTotals: { step: 3, count: 2 },
      doubleChance: false,
      bothScore: false,
    },
    games: 50,
    champs: [
      { en: 'Basketball League', ru: 'Баскетбольная лига', uk: 'Баскетбольна ліга', kk: 'Баскетбол лигасы', az: 'Basketbol Liqası', tr: 'Basketbol Ligi' },
      { en: 'Euro Basket Cup', ru: 'Европейский кубок', uk: 'Європейський кубок', kk: 'Еуропа кубогы', az: 'Avropa kuboku', tr: 'Avrupa Kupası' },
      { en: 'Pro A', ru: 'Про А', uk: 'Про А', kk: 'Про А', az: 'Pro A', tr: 'Pro A' },
    ],
    opponents: 'cities',
    ratingSpread: 0.05,
    homeAdvantage: 0.03,
  },
  {
    id: 4,
    nameEng: 'Tennis',
    name: { en: 'Tennis', ru: 'Теннис', uk: 'Теніс', kk: 'Теннис', az: 'Tennis', tr: 'Tenis' },
    model: {
      type: 'sets',
      setsToWin: 2,
      setMinMs: 25 * MIN,
      setMeanMs: 40 * MIN,
      unit: { en: 'sets', ru: 'сетов', uk: 'сетів', kk: 'сеттер', az: 'setlər', tr: 'set' },
    },
    games: 60,
    champs: [
      { en: "Men's Open", ru: 'Открытый турнир, мужчины', uk: 'Відкритий турнір, чоловіки', kk: 'Ашық турнир, ерлер', az: 'Açıq turnir, kişilər', tr: 'Açık Turnuva, Erkekler' },
      { en: "Women's Open", ru: 'Открытый турнир, женщины', uk: 'Відкритий турнір, жінки', kk: 'Ашық турнир, әйелдер', az: 'Açıq turnir, qadınlar', tr: 'Açık Turnuva, Kadınlar' },
      { en: 'Challenger', ru: 'Челленджер', uk: 'Челенджер', kk: 'Челленджер', az: 'Çellencer', tr: 'Challenger' },
    ],
    opponents: 'players',
    ratingSpread: 0.45,
    homeAdvantage: 0,
  },
  {
    id: 5,
    nameEng: 'Volleyball',
    name: { en: 'Volleyball', ru: 'Волейбол', uk: 'Волейбол', kk: 'Волейбол', az: 'Voleybol', tr: 'Voleybol' },
    model: {
      type: 'sets',
      setsToWin: 3,
      setMinMs: 20 * MIN,
      setMeanMs: 25 * MIN,
      unit: { en: 'sets', ru: 'сетов', uk: 'сетів', kk: 'сеттер', az: 'setlər', tr: 'set' },
    },
    games: 30,
    champs: [
      { en: 'Volleyball Super League', ru: 'Суперлига по волейболу', uk: 'Суперліга з волейболу', kk: 'Волейболдан суперлига', az: 'Voleybol üzrə Super Liqa', tr: 'Voleybol Süper Ligi' },
      { en: 'Volleyball Cup', ru: 'Кубок по волейболу', uk: 'Кубок з волейболу', kk: 'Волейболдан кубок', az: 'Voleybol kuboku', tr: 'Voleybol Kupası' },
    ],
    opponents: 'cities',
    ratingSpread: 0.35,
    homeAdvantage: 0.1,
  },
  {
    id: 6,
    nameEng: 'Handball',
    name: { en: 'Handball', ru: 'Гандбол', uk: 'Гандбол', kk: 'Гандбол', az: 'Həndbol', tr: 'Hentbol' },
    model: {
      ...poissonDefaults,
      meanTotal: 56,
      durationMs: 60 * MIN,
      periods: 2,
      draws: true,
      totals: { step: 2, count: 4 },
      handicaps: { step: 1, count: 4 },
      teamTotals: { step: 2, count: 2 },
      bothScore: false,
    },
    games: 25,
    champs: [
      { en: 'Handball League', ru: 'Гандбольная лига', uk: 'Гандбольна ліга', kk: 'Гандбол лигасы', az: 'Həndbol Liqası', tr: 'Hentbol Ligi' },
      { en: 'Champions League', ru: 'Лига чемпионов', uk: 'Ліга чемпіонів', kk: 'Чемпиондар лигасы', az: 'Çempionlar Liqası', tr: 'Şampiyonlar Ligi' },
    ],
    opponents: 'cities',
    ratingSpread: 0.1,
    homeAdvantage: 0.04,
  },
  {
    id: 7,
    nameEng: 'Table Tennis',
    name: { en: 'Table Tennis', ru: 'Настольный теннис', uk: 'Настільний теніс', kk: 'Үстел теннисі', az: 'Stolüstü tennis', tr: 'Masa Tenisi' },
    model: {
      type: 'sets',
      setsToWin: 3,
      setMinMs: 6 * MIN,
      setMeanMs: 9 * MIN,
      unit: { en: 'sets', ru: 'сетов', uk: 'сетів', kk: 'сеттер', az: 'setlər', tr: 'set' },
    },
    games: 40,
    champs: [
      { en: 'Pro Tour', ru: 'Про-тур', uk: 'Про-тур', kk: 'Про-тур', az: 'Pro-tur', tr: 'Pro Tur' },
      { en: 'Liga Pro', ru: 'Лига Про', uk: 'Ліга Про', kk: 'Лига Про', az: 'Liqa Pro', tr: 'Liga Pro' },
      { en: 'Masters', ru: 'Мастерс', uk: 'Мастерс', kk: 'Мастерс', az: 'Masters', tr: 'Masters' },
    ],
    opponents: 'players',
    ratingSpread: 0.35,
    homeAdvantage: 0,
  },
  {
    id: 8,
    nameEng: 'Esports',
    name: { en: 'Esports', ru: 'Киберспорт', uk: 'Кіберспорт', kk: 'Киберспорт', az: 'Kiberidman', tr: 'Espor' },
    model: {
      type: 'sets',
      setsToWin: 2,
      setMinMs: 25 * MIN,
      setMeanMs: 38 * MIN,
      unit: { en: 'maps', ru: 'карт', uk: 'карт', kk: 'карталар', az: 'xəritələr', tr: 'harita' },
    },
    games: 30,
    champs: [
      { en: 'Counter-Strike 2. Pro League', ru: 'Counter-Strike 2. Про-лига', uk: 'Counter-Strike 2. Про-ліга', kk: 'Counter-Strike 2. Про-лига', az: 'Counter-Strike 2. Pro Liqa', tr: 'Counter-Strike 2. Pro Lig' },
      { en: 'Dota 2. Masters', ru: 'Dota 2. Мастерс', uk: 'Dota 2. Мастерс', kk: 'Dota 2. Мастерс', az: 'Dota 2. Masters', tr: 'Dota 2. Masters' },
      { en: 'Valorant. Challengers', ru: 'Valorant. Челленджерс', uk: 'Valorant. Челенджерс', kk: 'Valorant. Челленджерс', az: 'Valorant. Çellencers', tr: 'Valorant. Challengers' },
    ],
    opponents: 'teams',
    ratingSpread: 0.4,
    homeAdvantage: 0,
  },
  {
    id: 9,
    nameEng: 'Baseball',
    name: { en: 'Baseball', ru: 'Бейсбол', uk: 'Бейсбол', kk: 'Бейсбол', az: 'Beysbol', tr: 'Beyzbol' },
    model: {
      ...poissonDefaults,
      meanTotal: 8.8,
      durationMs: 180 * MIN,
      periods: 9,
      draws: false,
      totals: { step: 1, count: 3 },
      handicaps: { step: 1, count: 2 },
      teamTotals: { step: 1, count: 1 },
      doubleChance: false,
      bothScore: false,
    },
    games: 20,
    champs: [
      { en: 'Baseball League', ru: 'Бейсбольная лига', uk: 'Бейсбольна ліга', kk: 'Бейсбол лигасы', az: 'Beysbol Liqası', tr: 'Beyzbol Ligi' },
      { en: 'Winter League', ru: 'Зимняя лига', uk: 'Зимова ліга', kk: 'Қысқы лига', az: 'Qış Liqası', tr: 'Kış Ligi' },
    ],
    opponents: 'cities',
    ratingSpread: 0.15,
    homeAdvantage: 0.05,
  },
  {
    id: 10,
    nameEng: 'MMA',
    name: { en: 'MMA', ru: 'ММА', uk: 'ММА', kk: 'ММА', az: 'MMA', tr: 'MMA' },
    model: {
      type: 'fight',
      rounds: 3,
      roundMs: 5 * MIN,
      finishMeanMs: 20 * MIN,
    },
    games: 20,
    champs: [
      { en: 'Fight Night', ru: 'Бойцовская ночь', uk: 'Бійцівська ніч', kk: 'Жекпе-жек түні', az: 'Döyüş gecəsi', tr: 'Dövüş Gecesi' },
      { en: 'Championship Series', ru: 'Чемпионская серия', uk: 'Чемпіонська серія', kk: 'Чемпиондық серия', az: 'Çempionat seriyası', tr: 'Şampiyonluk Serisi' },
    ],
    opponents: 'players',
    ratingSpread: 0.6,
    homeAdvantage: 0,
  },
  {
    id: 11,
    nameEng: 'Futsal',
    name: { en: 'Futsal', ru: 'Футзал', uk: 'Футзал', kk: 'Футзал', az: 'Futzal', tr: 'Futsal' },
    model: {
      ...poissonDefaults,
      meanTotal: 5.5,
      durationMs: 40 * MIN,
      periods: 2,
      draws: true,
      totals: { step: 0.5, count: 4 },
      handicaps: { step: 0.5, count: 4 },
      teamTotals: { step: 1, count: 1 },
    },
    games: 15,
    champs: [{ en: 'Futsal League', ru: 'Лига по футзалу', uk: 'Ліга з футзалу', kk: 'Футзал лигасы', az: 'Futzal Liqası', tr: 'Futsal Ligi' }],
    opponents: 'cities',
    ratingSpread: 0.25,
    homeAdvantage: 0.15,
  },
  {
    id: 12,
    nameEng: 'Badminton',
    name: { en: 'Badminton', ru: 'Бадминтон', uk: 'Бадмінтон', kk: 'Бадминтон', az: 'Badminton', tr: 'Badminton' },
    model: {
      type: 'sets',
      setsToWin: 2,
      setMinMs: 15 * MIN,
      setMeanMs: 22 * MIN,
      unit: { en: 'games', ru: 'геймов', uk: 'геймів', kk: 'геймдер', az: 'geymlər', tr: 'oyun' },
    },
    games: 15,
    champs: [
      { en: 'World Tour', ru: 'Мировой тур', uk: 'Світовий тур', kk: 'Әлемдік тур', az: 'Dünya turu', tr: 'Dünya Turu' },
      { en: 'Badminton Open', ru: 'Открытый турнир по бадминтону', uk: 'Відкритий турнір з бадмінтону', kk: 'Бадминтоннан ашық турнир', az: 'Badminton üzrə açıq turnir', tr: 'Badminton Açık Turnuvası' },
    ],
    opponents: 'players',
    ratingSpread: 0.4,
    homeAdvantage: 0,
  },
  // Cyber-sport (issue 19): esports disciplines (CYBER_DISCIPLINES of @site/api) and a virtual sport.
  esport(13, 'Counter-Strike 2', 16, [30, 45], CS_ROUNDS, [
    { en: 'CS2. Major', ru: 'CS2. Мейджор', uk: 'CS2. Мейджор', kk: 'CS2. Мейджор', az: 'CS2. Meycor', tr: 'CS2. Major' },
    { en: 'CS2. Pro Series', ru: 'CS2. Про-серия', uk: 'CS2. Про-серія', kk: 'CS2. Про-серия', az: 'CS2. Pro seriya', tr: 'CS2. Pro Seri' },
  ]),
  esport(14, 'Dota 2', 12, [28, 40], kills(52), [{ en: 'Dota 2. International League', ru: 'Dota 2. Международная лига', uk: 'Dota 2. Міжнародна ліга', kk: 'Dota 2. Халықаралық лига', az: 'Dota 2. Beynəlxalq Liqa', tr: 'Dota 2. Uluslararası Lig' }]),
  esport(15, 'League of Legends', 10, [25, 33], kills(27), [{ en: 'LoL. Champions League', ru: 'LoL. Лига чемпионов', uk: 'LoL. Ліга чемпіонів', kk: 'LoL. Чемпиондар лигасы', az: 'LoL. Çempionlar Liqası', tr: 'LoL. Şampiyonlar Ligi' }]),
  esport(16, 'Valorant', 10, [30, 42], CS_ROUNDS, [{ en: 'Valorant. Masters', ru: 'Valorant. Мастерс', uk: 'Valorant. Мастерс', kk: 'Valorant. Мастерс', az: 'Valorant. Masters', tr: 'Valorant. Masters' }]),
  {
    id: 17,
    nameEng: 'FIFA',
    name: { en: 'FIFA', ru: 'FIFA', uk: 'FIFA', kk: 'FIFA', az: 'FIFA', tr: 'FIFA' },
    model: {
      ...poissonDefaults,
      meanTotal: 4.2,
      durationMs: 12 * MIN,
      periods: 2,
      draws: true,
      totals: { step: 0.5, count: 3 },
      handicaps: { step: 0.5, count: 3 },
      teamTotals: { step: 1, count: 1 },
      correctScoreMax: 4,
    },
    games: 12,
    champs: [{ en: 'FIFA. eLeague', ru: 'FIFA. Киберлига', uk: 'FIFA. Кіберліга', kk: 'FIFA. Киберлига', az: 'FIFA. Kiberliqa', tr: 'FIFA. e-Lig' }],
    opponents: 'players',
    ratingSpread: 0.3,
    homeAdvantage: 0,
    streamShare: 0.6,
  },
  {
    id: 18,
    nameEng: 'Virtual Football',
    name: { en: 'Virtual Football', ru: 'Виртуальный футбол', uk: 'Віртуальний футбол', kk: 'Виртуалды футбол', az: 'Virtual futbol', tr: 'Sanal Futbol' },
    model: {
      ...poissonDefaults,
      meanTotal: 2.8,
      durationMs: 4 * MIN,
      periods: 2,
      draws: true,
      totals: { step: 0.5, count: 3 },
      handicaps: { step: 0.5, count: 2 },
      teamTotals: { step: 1, count: 1 },
      correctScoreMax: 4,
    },
    games: 6,
    champs: [{ en: 'Virtual League', ru: 'Виртуальная лига', uk: 'Віртуальна ліга', kk: 'Виртуалды лига', az: 'Virtual Liqa', tr: 'Sanal Lig' }],
    opponents: 'cities',
    ratingSpread: 0.3,
    homeAdvantage: 0.2,
    horizonMs: 12 * MIN,
  },
  // The cricket section of spec 1 (outside production only; CRICKET_SPORT_ID of @site/api): a
  // T20 match as runs scored by both sides over two innings, no draw.
  {
    id: 19,
    nameEng: 'Cricket',
    name: { en: 'Cricket', ru: 'Крикет', uk: 'Крикет', kk: 'Крикет', az: 'Kriket', tr: 'Kriket' },
    model: {
      ...poissonDefaults,
      meanTotal: 320,
      durationMs: 200 * MIN,
      periods: 2,
      draws: false,
      increments: [
        [1, 0.55],
        [2, 0.1],
        [4, 0.25],
        [6, 0.1],
      ],
      totals: { step: 5, count: 3 },
      handicaps: { step: 5, count: 2 },
      teamTotals: { step: 5, count: 1 },
      doubleChance: false,
      bothScore: false,
    },
    games: 12,
    champs: [
      { en: 'T20 Premier League', ru: 'Премьер-лига T20', uk: "Прем'єр-ліга T20", kk: 'T20 Премьер-лигасы', az: 'T20 Premyer Liqası', tr: 'T20 Premier Ligi' },
      { en: 'T20 Internationals', ru: 'Международные матчи T20', uk: 'Міжнародні матчі T20', kk: 'T20 халықаралық матчтары', az: 'T20 beynəlxalq oyunları', tr: 'T20 Uluslararası Maçlar' },
    ],
    opponents: 'cities',
    ratingSpread: 0.15,
    homeAdvantage: 0.05,
    streamShare: 0.5,
  },
  // Marble racing (spec 1 `live/marble`; MARBLE_SPORT_ID of @site/api): a virtual sport like
  // virtual football, run continuously: duels of two marbles over the best of three heats.
  {
    id: 20,
    nameEng: 'Marble Racing',
    name: { en: 'Marble Racing', ru: 'Гонки шариков', uk: 'Перегони кульок', kk: 'Шар жарысы', az: 'Şar yarışı', tr: 'Bilye Yarışı' },
    model: { type: 'sets', setsToWin: 2, setMinMs: 0.75 * MIN, setMeanMs: 1 * MIN, unit: { en: 'heats', ru: 'заездов', uk: 'заїздів', kk: 'заездтер', az: 'yarışlar', tr: 'tur' } },
    games: 6,
    champs: [{ en: 'Marble League', ru: 'Лига шариков', uk: 'Ліга кульок', kk: 'Шарлар лигасы', az: 'Şar Liqası', tr: 'Bilye Ligi' }],
    opponents: 'marbles',
    ratingSpread: 0.3,
    homeAdvantage: 0,
    horizonMs: 8 * MIN,
  },
];

export function sportById(id: number): SportDef {
  const sport = SPORTS.find((s) => s.id === id);
  if (!sport) throw new Error(`Unknown sport id ${id}`);
  return sport;
}

/** Longest a game of this sport can take, for placing live-at-start games in their play. */
export function typicalDurationMs(model: ScoringModel): number {
  switch (model.type) {
    case 'poisson':
      return model.durationMs;
    case 'sets':
      return (2 * model.setsToWin - 1) * model.setMeanMs;
    case 'fight':
      return model.rounds * model.roundMs;
  }
}
