import { matchFirst, routeTable } from '@site/routes';

/** Does the page at this path need a signed-in player (route table flag needsAuth)? */
export function pageNeedsAuth(pathname: string): boolean {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (/^[a-z]{2}$/.test(segments[0] ?? '')) segments.shift();
  return matchFirst(routeTable, segments)?.entry.flags?.needsAuth === true;
}
