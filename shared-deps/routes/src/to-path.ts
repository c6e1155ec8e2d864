import { fillPattern, type Params } from './match-path';
import { routeTable } from './route-table';
import type { RouteDef } from './types';

/** URL of a language root; the home page is `/{lng}/`. */
export function languageRoot(lang: string): string {
  return `/${lang}/`;
}

/** URL of a path below the language prefix ('' is the language root). */
export function langPath(lang: string, below: string): string {
  return below === '' ? languageRoot(lang) : `/${lang}/${below}`;
}

/**
 * Builds the URL of a named route, or undefined when the route is unknown or a required
 * parameter is missing. Values are not checked against the route's rules.
 */
export function toPath(
  routeName: string,
  params: Readonly<Params>,
  lang: string,
  routes: readonly RouteDef[] = routeTable,
): string | undefined {
  const route = routes.find((entry) => entry.name === routeName);
  if (!route) return undefined;
  const below = fillPattern(route.path, params);
  return below === undefined ? undefined : langPath(lang, below);
}
