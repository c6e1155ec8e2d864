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

// what an attempt at a language prefix looks like (language.ts): replaced, not kept below
const PREFIX_LIKE = /^[A-Za-z]{2}$/;

/**
 * The same page in another language: `url`'s language prefix replaced (added when it has none),
 * the rest of the path, the query and the hash kept. The header's language switcher uses it.
 */
export function inLanguage(url: string, lang: string): string {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut < 0 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  const segments = path.split('/').filter((s, i) => i > 0 || s !== '');
  const below = PREFIX_LIKE.test(segments[0] ?? '') ? segments.slice(1) : segments;
  return langPath(lang, below.join('/')) + rest;
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
