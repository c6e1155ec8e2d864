import { PageLoading } from '@site/bus';
import { type Clock, createScheduler, type PageVisibility, systemClock } from '@site/ui';
import type { RootStore } from '@site/stores';
import { INSPECTOR_UNIT, inspectorAllowed, isProductionPage, loadInspector } from './inspector-guard';
import { languageFromPath, pickLanguage } from './language';
import { startDisplay } from './display';
import { startPageLanguage } from './page-language';
import { ensureChild } from './child-element';
import { createShellRouting } from './shell-routing';
import { shellStore } from './shell-store';
import { getSystem } from './systemjs';

/** The behaviours after the first page start by then even when its routing never ends. */
export const FIRST_PAGE_WAIT_MS = 10_000;

export interface ShellOptions {
  /** The element the layout goes into. */
  root?: HTMLElement;
  store?: RootStore;
  /** The base clock of the shell's scheduler (spec 2 §4, §9); tests pass a fake clock. */
  clock?: Clock;
  /** Whether the page is shown (the scheduler pauses after 30 s hidden); the document by default. */
  page?: PageVisibility;
}

export interface Shell {
  store: RootStore;
  unmount(): Promise<void>;
}

/**
 * The boot sequence: config -> session -> start single-spa. Config and session are fetched
 * in parallel (both are needed before routing), the layout parcel mounts meanwhile.
 */
export async function bootstrapShell(options: ShellOptions = {}): Promise<Shell> {
  const system = getSystem();
  // Every timer of the shell runs on this one scheduler: it pauses after 30 s of page-leave.
  const scheduler = createScheduler({ clock: options.clock ?? systemClock(), page: options.page ?? document });
  const store = options.store ?? shellStore(scheduler);
  const rootEl = options.root ?? (document.getElementById('site-root') as HTMLElement);
  // The parcel inspector, only in development or behind the devtools flag: its tracker must see
  // every load and mount, so it comes first; a normal visitor's page never fetches it.
  const inspecting = inspectorAllowed(isProductionPage(document), storageOf(window));
  const inspector = inspecting ? await loadInspector(system, (m, e) => console.warn(m, e)) : null;
  const routing = createShellRouting({ system, store, ...(inspector && { instrument: (parts) => inspector.createUnitTracker(parts) }) });
  const { mountSlot } = routing;
  const setLoading = (loading: boolean) => {
    // The loading bar may mount before or after the first routing ends; this mark tells it which.
    document.documentElement.dataset.siteLoading = String(loading);
    store.bus.publish(new PageLoading({ loading }));
  };
  setLoading(true);

  const loadingBar = mountSlot(ensureChild(rootEl, 'site-loading-bar'), '@site/parcel-loading-bar', { placeholder: false });
  // Issue 21: what does not draw the first screen (notifications, consent, the version check,
  // the head's updates, prefetching, the global behaviours) starts once the first page has
  // mounted, from a chunk of its own (after-first-page.ts). Listened for from here: the first
  // routing may end before routing.start() returns.
  const servedPath = location.pathname;
  const firstPage = firstRouting(window);
  // Bundles load and evaluate while config and session are on the wire: fetching code does not
  // break the boot order, only mounting and starting single-spa wait for them. Failures are
  // left for the real imports below, which report them in their own slot.
  routing.preload();
  // Issue 21: only the fallback language's dictionaries are in @site/i18n's bundle; the page's
  // own, when another, is fetched meanwhile too (loaded once; a failure leaves the fallback).
  const pathLanguage = languageFromPath(location.pathname);
  if (pathLanguage) void store.i18n.loadLanguages(pathLanguage).catch(() => undefined);
  const [config] = await Promise.all([store.settings.loadConfig(), store.user.loadSession()]);
  store.settings.setLanguage(pickLanguage(location.pathname, config));
  // The page draws in its language: its dictionaries are in before the layout mounts.
  await store.i18n.changeLanguage(store.settings.language).catch(() => undefined);
  // <html lang> and the language cookie follow the page's language from now on (issue 16).
  const stopPageLanguage = startPageLanguage(store);
  // Player protection (issue 14): a signed-in player's limits, session-limit ping, reality check.
  store.limits.start();
  // The player's settings (issue 18): a signed-in player's from the server, a guest's from localStorage.
  store.settings.start();
  // Issue 22: the theme, font size and compact view of the settings on <html> (the tokens follow).
  const stopDisplay = startDisplay(store);

  const layoutEl = ensureChild(rootEl, 'site-layout');
  // The server's markup stood in until now; the layout takes over the whole slot.
  layoutEl.replaceChildren();
  // The route table picks the layout and the applications (@site/routes), then single-spa starts.
  const layouts = await routing.start(layoutEl);
  setLoading(false);
  let stopped = false;
  const stopLater = firstPage
    .then(() => import('./after-first-page'))
    .then(({ startAfterFirstPage }) => (stopped ? null : startAfterFirstPage({ store, scheduler, routing, system, win: window, mountSlot, rootEl, servedPath })))
    .catch((error: unknown) => {
      console.error('[shell] the behaviours after the first page did not start', error);
      return null;
    });
  const inspectorPanel = routing.instrument
    ? mountSlot(ensureChild(rootEl, 'site-inspector'), INSPECTOR_UNIT, { props: { source: routing.instrument.source() } })
    : null;

  return {
    store,
    async unmount() {
      stopped = true;
      await (await stopLater)?.();
      scheduler.dispose();
      await inspectorPanel?.unmount();
      store.limits.dispose();
      store.settings.dispose();
      stopDisplay();
      stopPageLanguage();
      await layouts.unmount();
      await loadingBar.unmount();
    },
  };
}

/** Settles at the end of single-spa's first routing (its first page mounted, or failed), or after FIRST_PAGE_WAIT_MS. */
function firstRouting(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener('single-spa:routing-event', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
    win.addEventListener('single-spa:routing-event', done);
  });
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
