import { PageLoading } from '@site/bus';
import { type Clock, createScheduler, type PageVisibility, systemClock } from '@site/ui';
import type { RootStore } from '@site/stores';
import { INSPECTOR_UNIT, inspectorAllowed, isProductionPage, loadInspector } from './inspector-guard';
import { languageFromPath, pickLanguage } from './language';
import { startDisplay } from './display';
import { startPageLanguage } from './page-language';
import { startPageHead } from './page-head';
import { startPrefetch } from './prefetch';
import { createShellRouting } from './shell-routing';
import { startShellBehaviours } from './shell-behaviours';
import { shellStore } from './shell-store';
import { getSystem } from './systemjs';
import { fetchSiteVersion, startVersionCheck } from './version-check';

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

  const loadingBar = mountSlot(ensureChild(rootEl, 'site-loading-bar'), '@site/parcel-loading-bar');
  // Beside the layout, not in it: notifications show on every layout and survive a layout swap.
  // Its auto-closing timers run on the shell's scheduler too (the `clock` prop).
  const notifications = mountSlot(ensureChild(rootEl, 'site-notifications'), '@site/parcel-notifications', { props: { clock: scheduler } });
  // Cookie consent and analytics (issue 16): beside the layout too, once for the whole visit.
  const consent = mountSlot(ensureChild(rootEl, 'site-consent'), '@site/parcel-consent');
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
  // Spec 2 §9 version check: a running page learns of a deploy through the update notice.
  const stopVersionCheck = startVersionCheck({
    clock: scheduler,
    bus: store.bus,
    fetchVersion: () => fetchSiteVersion(),
    reload: () => location.reload(),
    intervalMs: config?.application.versionCheckDelayMs,
  });

  // Issue 16: the head follows navigation (title, description, robots, canonical, hreflang).
  const stopPageHead = startPageHead({ api: store.api, logger: console });

  const layoutEl = ensureChild(rootEl, 'site-layout');
  // The server's markup stood in until now; the layout takes over the whole slot.
  layoutEl.replaceChildren();
  // Issue 21: once the first page is routed, the code of the pages it links to, in idle time.
  const stopPrefetch = startPrefetch({ win: window, system, resolve: (href) => routing.router.resolve(href) });
  // The route table picks the layout and the applications (@site/routes), then single-spa starts.
  const layouts = await routing.start(layoutEl);
  setLoading(false);
  // Issue 15: session, idle logoff, terms, maintenance, notices and reminders, on the scheduler.
  const stopBehaviours = startShellBehaviours({ store, scheduler, routing, win: window, notificationsReady: notifications.settled });
  const inspectorPanel = routing.instrument
    ? mountSlot(ensureChild(rootEl, 'site-inspector'), INSPECTOR_UNIT, { props: { source: routing.instrument.source() } })
    : null;

  return {
    store,
    async unmount() {
      stopVersionCheck();
      stopPageHead();
      stopBehaviours();
      scheduler.dispose();
      stopPrefetch();
      await inspectorPanel?.unmount();
      store.limits.dispose();
      store.settings.dispose();
      stopDisplay();
      stopPageLanguage();
      await layouts.unmount();
      await notifications.unmount();
      await consent.unmount();
      await loadingBar.unmount();
    },
  };
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function ensureChild(parent: HTMLElement, id: string): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = id;
  parent.appendChild(el);
  return el;
}
