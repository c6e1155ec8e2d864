import { getAppNames, getAppStatus, mountRootParcel, navigateToUrl, start } from 'single-spa';
import { PageViewed } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { MountSlot } from '@site/ui';
import { type BootData, readBootData, siteStateFromBoot } from './boot-data';
import { claimChunkReload } from './chunk-reload-guard';
import { layoutModule, LayoutManager } from './layout-manager';
import { installLanguageSwitch } from './language-switch';
import { interceptLinkClicks } from './link-interceptor';
import { failedScriptUrl } from './load-error';
import { MfRegistry } from './mf-registry';
import { installNavigationGuard } from './navigation-guard';
import { createRemoteLoader, type MountParcel, type MountRemote } from './remote-loader';
import { buildRouteContext, type SiteState } from './route-context';
import { moduleFor, registerSiteApplications } from './site-applications';
import { noFlags, ShellRouter, type ShellPage } from './shell-router';
import { createSlotMounter } from './slots';
import type { SystemJS } from './systemjs';
import type { InstrumentParts, ShellInstrument } from './inspector-guard';

export interface ShellRoutingOptions {
  system: SystemJS;
  store: RootStore;
  boot?: BootData;
  win?: Window;
  /** The parcel inspector's unit tracker, when it is allowed (inspector-guard.ts). */
  instrument?: (parts: InstrumentParts) => ShellInstrument;
}

export interface ShellRouting {
  registry: MfRegistry;
  mountRemote: MountRemote;
  mountSlot: MountSlot;
  router: ShellRouter;
  /** The parcel inspector's tracker, if one was given. */
  instrument: ShellInstrument | null;
  /**
   * Whole-site state and the player's ban as the guards read them: the server's at boot, then
   * kept fresh by the shell's behaviours (maintenance, terms, logout), which call `recheck()`.
   */
  siteState: SiteState;
  /** Runs the route table on the current URL again and follows a redirect it now decides. */
  recheck(): void;
  /** Starts fetching the code of the page the server chose, before config and session are in. */
  preload(): void;
  /** Mounts the first route's layout, registers the applications and starts single-spa. */
  start(layoutEl: HTMLElement): Promise<LayoutManager>;
}

const MAX_INITIAL_REDIRECTS = 5;

/** Reloads the page for a chunk load error, once per 60 s (spec 1 §8). */
export function reloadForChunkError(win: Window): boolean {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  if (!claimChunkReload(storage, Date.now())) return false;
  win.location.reload();
  return true;
}

/**
 * The browser side of the route table: the remote front-end loader, layouts as parcels, the
 * applications of the table, guards on navigation.
 */
export function createShellRouting(options: ShellRoutingOptions): ShellRouting {
  const { store } = options;
  const win = options.win ?? window;
  const doc = win.document;
  const boot = options.boot ?? readBootData(doc.getElementById('site-boot')?.textContent);
  const production = doc.querySelector('meta[name="site-env"]')?.getAttribute('content') !== 'development';
  const siteState: SiteState = { ...siteStateFromBoot(boot) };
  const registry = new MfRegistry(store.bus);
  const instrument = options.instrument?.({ registry, bus: store.bus, spa: { getAppNames, getAppStatus }, win }) ?? null;
  const system = instrument ? instrument.wrapSystem(options.system) : options.system;
  const baseMountParcel = mountRootParcel as unknown as MountParcel;
  const loader = createRemoteLoader({
    system,
    registry,
    mountParcel: instrument ? instrument.wrapMountParcel(baseMountParcel) : baseMountParcel,
    onChunkError: () => reloadForChunkError(win),
  });
  const mountRemote = instrument ? instrument.wrapMountRemote(loader) : loader;
  const mountSlot = createSlotMounter(mountRemote, system);
  const router = new ShellRouter({
    context: () =>
      buildRouteContext({
        config: store.settings.siteConfig,
        signedIn: store.user.isAuthorized,
        cookies: doc.cookie,
        browserLanguages: win.navigator.languages ?? [],
        production,
        siteState,
      }),
    bootPage: boot.page,
    bootHref: win.location.href,
    logger: { warn: (message) => console.warn(message) },
  });

  return {
    registry,
    instrument,
    siteState,
    recheck() {
      router.forgetBootPage();
      const route = router.resolve(win.location.href);
      if (route.kind !== 'redirect') return;
      if (route.hard) win.location.assign(route.location);
      else navigateToUrl(route.location);
    },
    mountRemote,
    mountSlot,
    router,
    preload() {
      const page = boot.page;
      const early = [layoutModule(page?.layout ?? 'main')];
      if (page) early.push(moduleFor(system, page.application));
      // Failures are left to the loader, which reports them in their own slot.
      for (const name of early) system.import(name).catch(() => undefined);
    },
    async start(layoutEl) {
      const first = initialPage(router, win);
      const layouts = new LayoutManager(layoutEl, mountRemote, mountSlot);
      await layouts.show(first.layout, first.flags);
      // A page view for analytics (issue 16): the first page, then every navigation below (once
      // per path: single-spa's first routing event repeats the first page).
      let viewed: string | null = null;
      const pageViewed = (route: string | null) => {
        if (viewed === win.location.pathname) return;
        viewed = win.location.pathname;
        store.bus.publish(new PageViewed({ path: viewed, route }));
      };
      pageViewed(first.route);

      registerSiteApplications({
        system,
        router,
        layouts,
        mountRemote,
        mountSlot,
        allowedOrigins: () => store.settings.siteConfig?.application.remoteFrontendOrigins ?? [],
        win,
      });
      installNavigationGuard({ router, navigate: (url) => navigateToUrl(url), hardRedirect: (url) => win.location.assign(url), win });
      interceptLinkClicks(doc, (url) => navigateToUrl(url));
      installLanguageSwitch({ store, win, navigate: (url) => navigateToUrl(url) });
      // Apps that stay have been unmounted or kept by now; the layout changes before the new ones mount.
      win.addEventListener('single-spa:before-mount-routing-event', () => {
        router.forgetBootPage(win.location.href);
        const route = router.resolve(win.location.href);
        if (route.kind === 'redirect') return;
        if (route.lang !== store.settings.language) store.settings.setLanguage(route.lang);
        void layouts.show(route.layout, route.flags);
        pageViewed(route.route);
      });
      // A lazy chunk that fails inside a mounted unit is a chunk load error too.
      win.addEventListener('unhandledrejection', (event) => {
        if (failedScriptUrl(event.reason) !== null) reloadForChunkError(win);
      });
      start({ urlRerouteOnly: true });
      return layouts;
    },
  };
}

/** The first page: the server's choice, or the browser's, following its redirects. */
function initialPage(router: ShellRouter, win: Window): ShellPage {
  for (let i = 0; i < MAX_INITIAL_REDIRECTS; i++) {
    const route = router.resolve(win.location.href);
    if (route.kind !== 'redirect') return route;
    if (route.hard) {
      win.location.assign(route.location);
      break;
    }
    win.history.replaceState(win.history.state, '', route.location);
  }
  const fallback = router.resolve(win.location.href);
  return fallback.kind === 'redirect'
    ? { kind: 'not-found', lang: 'en', layout: 'main', application: '@site/app-not-found', route: null, params: {}, flags: noFlags }
    : fallback;
}
