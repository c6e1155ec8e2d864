import type { ShellRouter } from './shell-router';

interface BeforeRoutingDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export interface GuardDeps {
  router: Pick<ShellRouter, 'resolve'>;
  /** A soft navigation (single-spa's navigateToUrl). */
  navigate(location: string): void;
  /** A full page load (the ban case of spec 2 §4). */
  hardRedirect(location: string): void;
  /** Runs after single-spa has put the old URL back (it does that once the event is handled). */
  defer?(fn: () => void): void;
  win?: Window;
}

/**
 * Runs the route table's guards on every in-site navigation: where the table redirects, the
 * navigation is cancelled (single-spa restores the old URL) and the shell goes to the redirect
 * location instead; a banned player gets a hard redirect.
 */
export function installNavigationGuard(deps: GuardDeps): () => void {
  const win = deps.win ?? window;
  const defer = deps.defer ?? ((fn) => void setTimeout(fn, 0));
  const onBeforeRouting = (event: Event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (!detail || typeof detail.newUrl !== 'string') return;
    const route = deps.router.resolve(detail.newUrl);
    if (route.kind !== 'redirect') return;
    detail.cancelNavigation?.();
    if (route.hard) deps.hardRedirect(route.location);
    else defer(() => deps.navigate(route.location));
  };
  win.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => win.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
