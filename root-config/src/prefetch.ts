// Prefetch of the likely next units in idle time (issue 21): once the first page is routed, the
// code of the pages its links lead to (their layout and application) is fetched into the HTTP
// cache with <link rel="prefetch">, one per idle moment, without running it; a click then mounts
// from the cache. Skipped on a saveData or 2g connection (spec 2 §9).
import type { ShellRoute } from './shell-router';
import { layoutModule } from './layout-manager';
import { jsonFrontEnds, moduleFor } from './site-applications';
import type { SystemJS } from './systemjs';

/** The part of the Network Information API read here (navigator.connection). */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** How many units one page prefetches at most. */
export const PREFETCH_LIMIT = 4;
const FIRST_PAGE_DONE = 'single-spa:routing-event';

export function prefetchAllowed(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The units the page's same-origin links lead to, in the page's order (the header's first),
 * that are not loaded yet: each page's layout and application, at most `limit`.
 */
export function likelyNextUnits(
  doc: Document,
  resolve: (href: string) => ShellRoute,
  system: Pick<SystemJS, 'resolve' | 'has'>,
  limit = PREFETCH_LIMIT,
): string[] {
  const origin = doc.location?.origin;
  const units: string[] = [];
  for (const a of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (units.length >= limit) break;
    let url: URL;
    try {
      url = new URL(a.href, doc.baseURI);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    let route: ShellRoute;
    try {
      route = resolve(url.href);
    } catch {
      continue;
    }
    // a JSON front-end's page has no bundle of its own
    if (route.kind === 'redirect' || jsonFrontEnds[route.application]) continue;
    for (const name of [layoutModule(route.layout), moduleFor(system as SystemJS, route.application)]) {
      if (units.length >= limit || units.includes(name) || loaded(system, name)) continue;
      units.push(name);
    }
  }
  return units;
}

function loaded(system: Pick<SystemJS, 'resolve' | 'has'>, name: string): boolean {
  try {
    return system.has(system.resolve(name));
  } catch {
    // not in the import map: nothing to fetch
    return true;
  }
}

export interface PrefetchDeps {
  win: Window;
  system: Pick<SystemJS, 'resolve' | 'has'>;
  resolve: (href: string) => ShellRoute;
  /** Runs a task when the page is idle (requestIdleCallback, else a timer). */
  idle?: (task: () => void) => void;
  /** The first page is already routed (started after it): prefetch from now, not at its event. */
  firstPageDone?: boolean;
}

/** After the first page is routed, prefetches its likely next units in idle time; returns a stop. */
export function startPrefetch(deps: PrefetchDeps): () => void {
  const { win, system } = deps;
  const connection = (win.navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  const idle =
    deps.idle ??
    ((task: () => void) =>
      typeof win.requestIdleCallback === 'function'
        ? win.requestIdleCallback(() => task(), { timeout: 5000 })
        : win.setTimeout(task, 1000));
  let stopped = false;
  const prefetchNext = (queue: string[]) => {
    const name = queue.shift();
    if (stopped || !name) return;
    const link = win.document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = system.resolve(name);
    link.setAttribute('data-prefetch', name);
    win.document.head.appendChild(link);
    idle(() => prefetchNext(queue));
  };
  const onFirstPage = () => {
    win.removeEventListener(FIRST_PAGE_DONE, onFirstPage);
    idle(() => prefetchNext(likelyNextUnits(win.document, deps.resolve, system)));
  };
  if (deps.firstPageDone) onFirstPage();
  else win.addEventListener(FIRST_PAGE_DONE, onFirstPage);
  return () => {
    stopped = true;
    win.removeEventListener(FIRST_PAGE_DONE, onFirstPage);
  };
}
