import { CRICKET_SPORT_ID, MARBLE_SPORT_ID, TIME_FILTERS, type Section, type TimeFilter } from '@site/api';

/** What the shell passes as `route` (root-config site-applications.ts routeProps). */
export interface RouteProps {
  name: string | null;
  params: Record<string, string>;
  lang: string;
  kind?: string;
  path: string;
}

/** The page the sports application shows for a route. */
export type SportsView =
  /** `streamed`: only the games the feed carries a video stream of (cricket broadcasts). */
  | { kind: 'list'; section: Section; sportId?: number; champId?: number; timeFilter: TimeFilter; streamed?: true }
  | { kind: 'game'; section: Section; gameId: number }
  | { kind: 'top-events'; section: Section; timeFilter: TimeFilter }
  | { kind: 'multi-live'; section: Section; gameIds?: number[] }
  /** `team/{name}` (and cricket's player-info): the games one of whose opponents is `name`, of every sport or of `sportId`. */
  | { kind: 'team'; section: Section; name: string; sportId?: number }
  /** `top-game`: the first recommended game of the sport with the most games, in full. */
  | { kind: 'top-game'; section: Section }
  /** `bets-on-yours`: the games of the player's open bets and of the coupon, in full. */
  | { kind: 'my-games'; section: Section };

/** Every kind of page the application draws (a test walks the route table against it). */
export const SPORTS_VIEW_KINDS: readonly SportsView['kind'][] = ['list', 'game', 'top-events', 'multi-live', 'team', 'top-game', 'my-games'];

/** Marble races (live only): the feed's marble racing, a virtual sport run continuously and settled by the simulator. */
export { MARBLE_SPORT_ID };

const ID = /^[1-9]\d{0,9}$/;
const id = (s: string | undefined): number | undefined =>
  s !== undefined && ID.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined;

export function isTimeFilter(x: unknown): x is TimeFilter {
  return TIME_FILTERS.includes(x as TimeFilter);
}

function query(path: string): URLSearchParams {
  const i = path.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : path.slice(i + 1));
}

/** `timeFilter` of the query; anything but the spec's codes is 0 (all). */
export function timeFilterOf(path: string): TimeFilter {
  const n = Number(query(path).get('timeFilter') ?? '0');
  return isTimeFilter(n) ? n : 0;
}

/**
 * Route -> view. Params sport, champ and game are ids (the catalogue's numbers); a param that
 * is not an id is ignored rather than an error, so an old or mistyped link still shows its
 * section. Multi-live takes `?games=1,2`: the games the player picked (none: only the picker).
 */
export function viewOf(route: RouteProps | undefined): SportsView {
  const params = route?.params ?? {};
  const section: Section = params.section === 'live' || route?.name === 'section-marble' ? 'live' : 'line';
  const path = route?.path ?? '';
  const timeFilter = timeFilterOf(path);
  switch (route?.name) {
    case 'section':
    case 'section-menu': {
      const gameId = id(params.game);
      if (gameId !== undefined) return { kind: 'game', section, gameId };
      const sportId = id(params.sport);
      const champId = id(params.champ);
      return { kind: 'list', section, timeFilter, ...(sportId !== undefined && { sportId }), ...(champId !== undefined && { champId }) };
    }
    case 'section-top-events':
      return { kind: 'top-events', section, timeFilter };
    case 'section-multi-live': {
      const raw = query(path).get('games');
      const gameIds = raw
        ? raw
            .split(',')
            .map((s) => id(s))
            .filter((n): n is number => n !== undefined)
        : [];
      return { kind: 'multi-live', section, ...(gameIds.length > 0 && { gameIds }) };
    }
    case 'section-team':
      return { kind: 'team', section, name: teamName(params.name) };
    case 'section-top-game':
      return { kind: 'top-game', section };
    case 'section-bets-on-yours':
      return { kind: 'my-games', section };
    case 'section-marble':
      return { kind: 'list', section: 'live', sportId: MARBLE_SPORT_ID, timeFilter };
    // The cricket section (outside production only): the feed's cricket, on the same views.
    case 'cricket':
    case 'cricket-all-champs':
      return { kind: 'list', section: 'line', sportId: CRICKET_SPORT_ID, timeFilter };
    case 'cricket-all-events':
      return { kind: 'list', section: 'live', sportId: CRICKET_SPORT_ID, timeFilter };
    case 'cricket-broadcasts':
      return { kind: 'list', section: 'live', sportId: CRICKET_SPORT_ID, timeFilter: 0, streamed: true };
    case 'cricket-champ': {
      const champId = id(params.champ);
      return { kind: 'list', section: 'line', sportId: CRICKET_SPORT_ID, timeFilter, ...(champId !== undefined && { champId }) };
    }
    case 'cricket-player-info':
      // the feed names players and teams but gives them no ids: the id is the name
      return { kind: 'team', section: 'line', name: teamName(params.id), sportId: CRICKET_SPORT_ID };
    case 'cricket-game': {
      const gameId = id(params.game);
      return gameId !== undefined ? { kind: 'game', section: 'line', gameId } : { kind: 'list', section: 'line', sportId: CRICKET_SPORT_ID, timeFilter };
    }
    default:
      return { kind: 'list', section, timeFilter };
  }
}

/** A team or player in a URL (`Real-Madrid`, `real madrid`): words separated by single spaces, at most 80 letters. */
export function teamName(param: string | undefined): string {
  return (param ?? '').replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
}

/** The same team whatever the case and the separators of the link. */
export const sameTeam = (a: string, b: string): boolean => teamName(a).toLocaleLowerCase() === teamName(b).toLocaleLowerCase();

/** Links of the sports area, language first (spec 1 §2). */
export const sportsPath = {
  section: (lang: string, section: Section, timeFilter: TimeFilter = 0) => `/${lang}/${section}${tfQuery(timeFilter)}`,
  sport: (lang: string, section: Section, sportId: number, timeFilter: TimeFilter = 0) =>
    `/${lang}/${section}/${sportId}${tfQuery(timeFilter)}`,
  champ: (lang: string, section: Section, sportId: number, champId: number, timeFilter: TimeFilter = 0) =>
    `/${lang}/${section}/${sportId}/${champId}${tfQuery(timeFilter)}`,
  game: (lang: string, section: Section, sportId: number, champId: number, gameId: number) =>
    `/${lang}/${section}/${sportId}/${champId}/${gameId}`,
  topEvents: (lang: string, section: Section) => `/${lang}/${section}/top-events`,
  multiLive: (lang: string, gameIds: readonly number[] = []) => `/${lang}/live/multi-live${gameIds.length > 0 ? `?games=${gameIds.join(',')}` : ''}`,
};

function tfQuery(tf: TimeFilter): string {
  return tf === 0 ? '' : `?timeFilter=${tf}`;
}
