// Where a player goes after login or registration (spec 1 §4 "Login state change", spec 2 §4):
// the return URL, else the previous route, else home. Both come from outside the page's own
// code (a query string, a referrer), so each must be a path on this site, never an open
// redirect to somewhere else.
import { RETURN_URL_PARAM } from '@site/routes';

/** Pages that make no sense to come back to once signed in. */
const AUTH_PAGE = /^\/(?:[a-z]{2}\/)?(?:user\/login|registration(?:\/[^/?#]*)?|auth)\/?(?:[?#]|$)/;

/**
 * The same-site path (path, query, hash) of `raw`, or null. Accepts "/en/line?x=1" and an
 * absolute URL on `origin`; refuses other hosts, protocol-relative "//evil", backslashes
 * (browsers read "/\evil" as "//evil"), control characters and auth pages.
 */
export function safeReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2000) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) url = new URL(raw, origin);
    else if (/^https?:\/\//i.test(raw)) url = new URL(raw);
    else return null;
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname + url.search + url.hash;
  if (AUTH_PAGE.test(path)) return null;
  return path;
}

export interface AfterAuthInput {
  /** location.search of the login or registration page. */
  search: string;
  /** The route the player was on before this page, if known. */
  previous: string | null;
  lang: string;
  origin: string;
}

/** The return URL, else the previous route, else the language's home page. */
export function afterAuthTarget({ search, previous, lang, origin }: AfterAuthInput): string {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM), origin);
  return fromQuery ?? safeReturnPath(previous, origin) ?? `/${lang}`;
}
