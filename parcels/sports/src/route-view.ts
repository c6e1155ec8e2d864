import { TIME_FILTERS, type Section, type TimeFilter } from '@site/api';

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
  | { kind: 'list'; section: Section; sportId?: number; champId?: number; timeFilter: TimeFilter }
  | { kind: 'game'; section: Section; gameId: number }
  | { kind: 'top-events'; section: Section; timeFilter: TimeFilter }
  | { kind: 'multi-live'; section: Section; gameIds?: number[] }
  /** Routes of the sports area this demo does not build (bets-on-yours, marble, results...). */
  | { kind: 'unsupported'; section: Section; route: string };

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
    case undefined:
    case null:
      return { kind: 'list', section, timeFilter };
    default:
      return { kind: 'unsupported', section, route: route?.name ?? '' };
  }
}

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
