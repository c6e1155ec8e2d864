// The demo casino catalogue, made by a seeded generator (like the sports feed's line): the same
// seed always gives the same providers and games, so ids and routes are stable across restarts
// and instances. Every provider and game is demo data: the names are invented.
import { CASINO_GAME_PAGE_SECTIONS, type CasinoCategory, type CasinoEngine, type CasinoSection } from '@site/api/contracts';
import { mulberry32, type Rng } from '../../../feed/prng';

export const CATALOGUE_SEED = 20_261_117;

export interface GeneratedProvider {
  id: string;
  name: string;
}

export interface GeneratedGame {
  id: number;
  name: string;
  slug: string;
  providerId: string;
  section: CasinoSection;
  categories: CasinoCategory[];
  engine: CasinoEngine;
  theme: string;
  params: Record<string, number>;
  minStake: number;
  maxStake: number;
  popularity: number;
  isNew: boolean;
}

const PROVIDER_NAMES = [
  'Amber Reels',
  'Blue Comet',
  'Copper Fox',
  'Dune Studio',
  'Emerald Gate',
  'Frost Byte',
  'Golden Owl',
  'Harbor Lights',
  'Iron Lotus',
  'Jade Lantern',
  'Kite Games',
  'Lunar Forge',
  'Maple Spin',
  'Nova Arcade',
  'Onyx Play',
  'Pine Hollow',
  'Quartz Labs',
  'Red Heron',
  'Silver Tide',
  'Thunder Moth',
  'Umber Works',
  'Velvet Dice',
  'Willow Bay',
  'Xeno Play',
  'Yellow Kite',
  'Zephyr Gaming',
  'Atlas Rooms',
  'Bright Ember',
  'Cedar Row',
  'Delta Pulse',
];

/** How many games each section gets, and which engines its games launch. */
const SECTIONS: readonly (readonly [CasinoSection, number, readonly CasinoEngine[]])[] = [
  ['slots', 560, ['slot']],
  ['casino', 150, ['dice', 'slot', 'keno']],
  ['keno', 60, ['keno']],
  ['bingo', 50, ['keno']],
  ['poker', 40, ['dice', 'slot']],
  ['tvgames', 60, ['keno', 'dice']],
  ['virtualsports', 70, ['dice', 'crash']],
  ['fast-games', 100, ['crash', 'dice']],
  ['fast-bet', 60, ['dice', 'crash']],
  ['scratchcards', 80, ['slot', 'keno']],
  ['fishinghunting', 60, ['slot']],
  ['asian-games', 80, ['dice', 'slot', 'keno']],
  ['card-games', 80, ['dice', 'slot']],
  ['crash-games', 80, ['crash']],
  ['skill-games', 70, ['dice', 'crash']],
];

/** Themes, the words their names are made of, and the categories they bring. */
const THEMES: Readonly<Record<string, { words: readonly string[]; categories: readonly CasinoCategory[] }>> = {
  egypt: { words: ['Pharaoh', 'Sphinx', 'Nile', 'Scarab', 'Anubis', 'Cleopatra', 'Pyramid'], categories: ['egypt', 'adventure'] },
  fruits: { words: ['Cherry', 'Lemon', 'Melon', 'Plum', 'Grape', 'Fruit', 'Berry'], categories: ['fruits', 'classic'] },
  pirates: { words: ['Pirate', 'Treasure', 'Galleon', 'Parrot', 'Cutlass', 'Doubloon', 'Reef'], categories: ['adventure'] },
  space: { words: ['Galaxy', 'Comet', 'Nebula', 'Rocket', 'Orbit', 'Star', 'Meteor'], categories: ['adventure'] },
  dragons: { words: ['Dragon', 'Ember', 'Wyrm', 'Flame', 'Scale', 'Hoard', 'Claw'], categories: ['mythology', 'asian'] },
  vikings: { words: ['Viking', 'Rune', 'Odin', 'Longship', 'Valhalla', 'Axe', 'Fjord'], categories: ['mythology', 'adventure'] },
  olympus: { words: ['Zeus', 'Olympus', 'Athena', 'Titan', 'Thunder', 'Oracle', 'Hermes'], categories: ['mythology'] },
  jungle: { words: ['Jungle', 'Tiger', 'Panther', 'Gorilla', 'Safari', 'Lion', 'Rhino'], categories: ['animals', 'adventure'] },
  ocean: { words: ['Ocean', 'Dolphin', 'Shark', 'Pearl', 'Coral', 'Whale', 'Tide'], categories: ['animals'] },
  candy: { words: ['Candy', 'Sugar', 'Lollipop', 'Cupcake', 'Jelly', 'Toffee', 'Sweet'], categories: ['classic'] },
  gems: { words: ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Crystal', 'Gem', 'Gold'], categories: ['classic', 'jackpot'] },
  wildwest: { words: ['Outlaw', 'Sheriff', 'Saloon', 'Canyon', 'Mustang', 'Bandit', 'Frontier'], categories: ['adventure'] },
  halloween: { words: ['Ghost', 'Vampire', 'Witch', 'Crypt', 'Pumpkin', 'Raven', 'Shadow'], categories: ['horror'] },
  samurai: { words: ['Samurai', 'Shogun', 'Sakura', 'Koi', 'Ninja', 'Lotus', 'Jade'], categories: ['asian'] },
  sport: { words: ['Goal', 'Racer', 'Derby', 'Striker', 'Champion', 'Sprint', 'Arena'], categories: ['sport'] },
};
const THEME_NAMES = Object.keys(THEMES);
const SUFFIXES = [
  'Rush',
  'Riches',
  'Fortune',
  'Quest',
  'Legends',
  'Deluxe',
  'Blitz',
  'Spins',
  'Party',
  'Kingdom',
  'Magic',
  'Gold',
  'Fever',
  'Power',
  'Wins',
];
/** Words of the sections whose games are not themed slots. */
const SECTION_WORDS: Partial<Record<CasinoSection, readonly string[]>> = {
  casino: ['Roulette', 'Blackjack', 'Baccarat', 'Live Wheel', 'Dream Catcher', 'Sic Bo'],
  keno: ['Keno', 'Keno Draw', 'Lucky Keno'],
  bingo: ['Bingo', 'Bingo Hall', 'Speed Bingo'],
  poker: ["Hold'em", 'Poker', 'Three Card Poker', 'Caribbean Stud'],
  tvgames: ['Lucky Wheel', 'Lotto Show', 'Dice Duel', 'Big Draw'],
  virtualsports: ['Virtual Football', 'Virtual Horses', 'Virtual Tennis', 'Virtual Dogs'],
  'fast-games': ['Plinko', 'Mines', 'Hi-Lo', 'Limbo'],
  'fast-bet': ['Fast Dice', 'Quick Limbo', 'Flash Bet'],
  scratchcards: ['Scratch', 'Scratch Card', 'Instant Win'],
  'asian-games': ['Dragon Tiger', 'Fan Tan', 'Pai Gow', 'Mahjong'],
  'card-games': ['Blackjack', 'Baccarat', 'War', 'Red Dog'],
  'crash-games': ['Crash', 'Aviator', 'Rocket', 'Jet X'],
  'skill-games': ['Dice Master', 'Limbo', 'Target', 'Hi-Lo'],
};

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The game page's section: its own when it has game pages, else by engine. */
export function pageSection(section: CasinoSection, engine: CasinoEngine): (typeof CASINO_GAME_PAGE_SECTIONS)[number] {
  if ((CASINO_GAME_PAGE_SECTIONS as readonly string[]).includes(section)) return section as (typeof CASINO_GAME_PAGE_SECTIONS)[number];
  return engine === 'slot' ? 'slots' : engine === 'keno' ? 'keno' : 'casino';
}

export function gameRoute(g: Pick<GeneratedGame, 'id' | 'slug' | 'section' | 'engine'>): string {
  return `/${pageSection(g.section, g.engine)}/game/${g.id}/${g.slug}`;
}

function engineParams(rng: Rng, engine: CasinoEngine): Record<string, number> {
  switch (engine) {
    case 'slot':
      return { lines: pick(rng, [10, 20, 20]) };
    case 'keno':
      return { picks: 1 + Math.floor(rng() * 10) };
    case 'dice':
      return { target: pick(rng, [25, 49.5, 50, 66, 75]) };
    case 'crash':
      return { cashOutAt: pick(rng, [1.5, 2, 3, 5, 10]) };
  }
}

function categoriesOf(
  rng: Rng,
  section: CasinoSection,
  engine: CasinoEngine,
  theme: string,
  rank: number,
  total: number,
  isNew: boolean,
): CasinoCategory[] {
  const out = new Set<CasinoCategory>(THEMES[theme]!.categories);
  if (rank < total * 0.15) out.add('popular');
  if (rank < total * 0.05) out.add('top');
  if (isNew) out.add('new');
  if (rng() < 0.08) out.add('jackpot');
  if (engine === 'slot' && rng() < 0.12) out.add('megaways');
  if (['casino', 'poker', 'card-games'].includes(section)) out.add('table');
  if (engine === 'crash' || engine === 'dice') out.add('instant');
  if (engine === 'keno' || section === 'scratchcards') out.add('lottery');
  if (section === 'virtualsports') out.add('sport');
  return [...out];
}

/** The providers and games of the seed (ids 1..n in generation order). */
export function generateCatalogue(seed = CATALOGUE_SEED): { providers: GeneratedProvider[]; games: GeneratedGame[] } {
  const rng = mulberry32(seed);
  const providers = PROVIDER_NAMES.map((name) => ({ id: slugOf(name), name }));
  const names = new Set<string>();
  const games: GeneratedGame[] = [];
  for (const [section, count, engines] of SECTIONS) {
    for (let i = 0; i < count; i++) {
      const engine = pick(rng, engines);
      const theme = section === 'virtualsports' ? 'sport' : pick(rng, THEME_NAMES);
      const words = THEMES[theme]!.words;
      const base =
        engine === 'slot' && section !== 'casino'
          ? `${pick(rng, words)} ${pick(rng, SUFFIXES)}`
          : `${pick(rng, words)} ${pick(rng, SECTION_WORDS[section] ?? ['Spin'])}`;
      let name = base;
      for (let n = 2; names.has(name); n++) name = `${base} ${n}`;
      names.add(name);
      games.push({
        id: games.length + 1,
        name,
        slug: slugOf(name),
        providerId: pick(rng, providers).id,
        section,
        categories: [],
        engine,
        theme,
        params: engineParams(rng, engine),
        minStake: pick(rng, [1, 1, 1, 2, 5, 10]),
        maxStake: pick(rng, [100, 500, 1000, 5000]),
        // skewed: a few very popular games, a long tail
        popularity: Math.floor(100_000 * rng() ** 3),
        isNew: rng() < 0.1,
      });
    }
  }
  // every provider has games (the first 30 go round-robin)
  games.slice(0, providers.length).forEach((g, i) => (g.providerId = providers[i]!.id));
  const byPopularity = [...games].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  byPopularity.forEach((g, rank) => (g.categories = categoriesOf(rng, g.section, g.engine, g.theme, rank, games.length, g.isNew)));
  return { providers, games };
}
