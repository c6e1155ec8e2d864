/** What the shell passes as `route` (root-config site-applications.ts routeProps). */
export interface RouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
  kind?: string;
  path: string;
}

/** A slice of the catalogue (GET /web-api/casino/games filters). */
export interface GamesFilter {
  section?: string;
  category?: string;
  provider?: string;
}

/** The page the casino application shows for a route of the table. */
export type CasinoView =
  | { kind: 'lobby'; title: string; filter: GamesFilter }
  | { kind: 'providers' }
  | { kind: 'search'; q: string }
  | { kind: 'my-casino'; tab: 'recent' | 'favorites' }
  | { kind: 'tournaments' }
  | { kind: 'tournament'; id: string }
  | { kind: 'game'; section: string; gameId: string; gameName: string }
  | { kind: 'thankyou'; section: string }
  | { kind: 'bonuses' }
  | { kind: 'bonus'; content: 'landing' | 'promotion'; slug: string };

/** A route param as it may appear in a path: letters, digits, dashes; anything else is dropped. */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const slug = (s: string | undefined): string | undefined => (s !== undefined && SLUG.test(s) ? s.toLowerCase() : undefined);

/**
 * Route name -> the catalogue section of the pages that are one section each. The names are
 * the route table's; the sections are the server catalogue's (`section` filter).
 */
const SECTION_OF_ROUTE: Record<string, string> = {
  bingo: 'bingo',
  fishinghunting: 'fishinghunting',
  poker: 'poker',
  tvgames: 'tvgames',
  virtualsports: 'virtualsports',
  'fast-games': 'fast-games',
  'fast-bet': 'fast-bet',
  scratchcards: 'scratchcards',
  'asian-games': 'asian-games',
  'card-games': 'card-games',
  'crash-games': 'crash-games',
  'skill-games': 'skill-games',
  'slots-vulkan': 'slots',
};

function query(path: string): URLSearchParams {
  const i = path.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : path.slice(i + 1));
}

/**
 * Route -> view. A param that is not a plain slug is ignored rather than an error (an old or
 * mistyped link still shows its section); the search text comes from `?q=`.
 */
export function viewOf(route: RouteProps | undefined): CasinoView {
  const name = route?.name ?? 'casino-lobby';
  const p = route?.params ?? {};
  const section = slug(p.section) ?? 'slots';
  switch (name) {
    case 'casino-section': {
      const category = slug(p.subcategory);
      return { kind: 'lobby', title: section, filter: { section, ...(category && { category }) } };
    }
    case 'casino-game':
      return { kind: 'game', section, gameId: slug(p.gameId) ?? '', gameName: slug(p.gameName) ?? '' };
    case 'casino-thankyou':
      return { kind: 'thankyou', section };
    case 'slots-vulkan':
      return { kind: 'lobby', title: 'slots-vulkan', filter: { section: 'slots', provider: 'vulkan' } };
    case 'providers':
      return { kind: 'providers' };
    case 'provider': {
      const provider = slug(p.provider);
      return provider ? { kind: 'lobby', title: 'provider', filter: { provider } } : { kind: 'providers' };
    }
    case 'casino-search':
      return { kind: 'search', q: (query(route?.path ?? '').get('q') ?? '').slice(0, 100) };
    case 'my-casino':
      return { kind: 'my-casino', tab: 'recent' };
    case 'my-casino-favorites':
      return { kind: 'my-casino', tab: 'favorites' };
    case 'bonus-casino-tournaments':
      return { kind: 'tournaments' };
    case 'bonus-casino':
      return { kind: 'bonuses' };
    // the content slug is checked against the content table's pattern where it is read
    case 'bonus-casino-landing':
      return { kind: 'bonus', content: 'landing', slug: p.id ?? '' };
    case 'bonus-casino-promotion':
      return { kind: 'bonus', content: 'promotion', slug: p.id ?? '' };
    case 'bonus-casino-tournament':
      return slug(p.id) ? { kind: 'tournament', id: slug(p.id) as string } : { kind: 'tournaments' };
    default: {
      const s = SECTION_OF_ROUTE[name];
      if (s) return { kind: 'lobby', title: name, filter: { section: s } };
      // casino-lobby, casino-brand, othergames: the whole catalogue
      return { kind: 'lobby', title: name, filter: {} };
    }
  }
}
