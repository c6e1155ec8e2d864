// What the shell starts once the first page has mounted (issue 21): none of it draws the first
// screen, so it is a chunk of the root config, fetched after the first routing, off the boot
// path the home page waits for.
import type { RootStore } from '@site/stores';
import type { MountSlot, Scheduler } from '@site/ui';
import { ensureChild } from './child-element';
import { startPageHead } from './page-head';
import { startPrefetch } from './prefetch';
import { startShellBehaviours } from './shell-behaviours';
import type { ShellRouting } from './shell-routing';
import type { SystemJS } from './systemjs';
import { fetchSiteVersion, startVersionCheck } from './version-check';

export interface AfterFirstPageDeps {
  store: RootStore;
  scheduler: Scheduler;
  routing: ShellRouting;
  system: SystemJS;
  win: Window;
  mountSlot: MountSlot;
  /** The element the layout's siblings (notifications, consent) go into. */
  rootEl: HTMLElement;
  /** The path the server answered (its head is the page's until the first navigation). */
  servedPath: string;
}

/** Starts them; the stop function unmounts and stops them all. */
export function startAfterFirstPage(deps: AfterFirstPageDeps): () => Promise<void> {
  const { store, scheduler, routing, system, win, mountSlot, rootEl } = deps;
  // Beside the layout, not in it: notifications show on every layout and survive a layout swap.
  // Its auto-closing timers run on the shell's scheduler too (the `clock` prop).
  const notifications = mountSlot(ensureChild(rootEl, 'site-notifications'), '@site/parcel-notifications', { props: { clock: scheduler }, placeholder: false });
  // Cookie consent and analytics (issue 16): beside the layout too, once for the whole visit.
  const consent = mountSlot(ensureChild(rootEl, 'site-consent'), '@site/parcel-consent', { placeholder: false });
  // Spec 2 §9 version check: a running page learns of a deploy through the update notice.
  const stopVersionCheck = startVersionCheck({
    clock: scheduler,
    bus: store.bus,
    fetchVersion: () => fetchSiteVersion(),
    reload: () => win.location.reload(),
    intervalMs: store.settings.siteConfig?.application.versionCheckDelayMs,
  });
  // Issue 16: the head follows navigation (title, description, robots, canonical, hreflang).
  const stopPageHead = startPageHead({ api: store.api, logger: console, win, servedPath: deps.servedPath });
  // The code of the pages the first one links to, in idle time (spec 2 §9).
  const stopPrefetch = startPrefetch({ win, system, resolve: (href) => routing.router.resolve(href), firstPageDone: true });
  // Issue 15: session, idle logoff, terms, maintenance, notices and reminders, on the scheduler.
  const stopBehaviours = startShellBehaviours({ store, scheduler, routing, win, notificationsReady: notifications.settled });
  return async () => {
    stopBehaviours();
    stopPrefetch();
    stopPageHead();
    stopVersionCheck();
    await notifications.unmount();
    await consent.unmount();
  };
}
