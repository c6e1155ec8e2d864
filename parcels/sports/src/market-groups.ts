import type { MarketDetail } from '@site/api';

/**
 * The headings of a game page, in the order a book shows them. A market's group key comes from
 * the feed's plan (server/feed/market-plan.ts): `1x2`, `winner`, `double-chance`, `total:2.5`,
 * `handicap:-1.5`, `home-total:1.5`, `away-total:0.5`, `both-score`, `correct-score`,
 * `rounds:3.5`, `distance`; the part before `:` names the heading.
 */
export const MARKET_SECTIONS = ['result', 'double-chance', 'totals', 'handicaps', 'team-totals', 'both-score', 'correct-score', 'rounds', 'distance', 'more'] as const;
export type MarketSection = (typeof MARKET_SECTIONS)[number];

const SECTION_OF_GROUP: Record<string, MarketSection> = {
  '1x2': 'result',
  winner: 'result',
  'double-chance': 'double-chance',
  total: 'totals',
  handicap: 'handicaps',
  'home-total': 'team-totals',
  'away-total': 'team-totals',
  'both-score': 'both-score',
  'correct-score': 'correct-score',
  rounds: 'rounds',
  distance: 'distance',
};

export function sectionOf(group: string): MarketSection {
  return SECTION_OF_GROUP[group.split(':')[0] ?? ''] ?? 'more';
}

export interface MarketSectionView {
  section: MarketSection;
  markets: MarketDetail[];
}

/** A game's markets under their headings, headings in MARKET_SECTIONS order, markets in the feed's order; empty headings left out. */
export function marketSections(markets: readonly MarketDetail[]): MarketSectionView[] {
  const by = new Map<MarketSection, MarketDetail[]>();
  for (const m of markets) {
    const s = sectionOf(m.group);
    const list = by.get(s);
    if (list) list.push(m);
    else by.set(s, [m]);
  }
  return MARKET_SECTIONS.filter((s) => by.has(s)).map((section) => ({ section, markets: by.get(section)! }));
}
