import { type LifeCycles, registerApplication } from 'single-spa';
import { type AppName, applications } from '@site/routes';
import type { ContentView, LayoutManager } from './layout-manager';
import { lazyJsonSource } from './lazy-json-source';
import type { MountRemote, MountRemoteOptions, RemoteHandle } from './remote-loader';
import { moduleSource } from './remote-source';
import { type MountSlot, renderSectionSkeleton } from '@site/ui';
import type { ShellPage, ShellRouter } from './shell-router';
import type { SystemJS } from './systemjs';

/**
 * Applications served through the JSON render protocol (spec 2 §7): name -> front-end URL. The
 * information pages are rendered by the server (server/remote/information.tsx).
 */
export const jsonFrontEnds: Partial<Record<AppName, string>> = {
  '@site/app-information': '/remote/information',
};

/** Third-party sections show the section skeleton while they load (spec 1 §2). */
const sectionSkeletonApps: ReadonlySet<AppName> = new Set<AppName>(['@site/app-casino']);

/**
 * Stands in for an application whose unit is not in the import map yet (sports, casino,
 * office...): it says which page this is and that it is coming, nothing more.
 */
export const PLACEHOLDER_APP = '@site/app-section';

export interface SiteApplicationsDeps {
  system: SystemJS;
  router: Pick<ShellRouter, 'resolve'>;
  layouts: LayoutManager;
  mountRemote: MountRemote;
  /** Passed on to the application, to mount other units inside it. */
  mountSlot: MountSlot;
  allowedOrigins(): readonly string[];
  win?: Window;
}

/** The import-map unit that renders an application: its own, else the placeholder. */
export function moduleFor(system: SystemJS, app: AppName): string {
  try {
    system.resolve(app);
    return app;
  } catch {
    return PLACEHOLDER_APP;
  }
}

/** Where a URL's page is, as the props an application gets. */
export function routeProps(page: ShellPage, href: string) {
  const url = new URL(href, 'http://site.invalid/');
  return { route: { name: page.route, params: page.params, lang: page.lang, kind: page.kind, path: url.pathname + url.search } };
}

/**
 * One single-spa application: mounts the real unit through the remote loader into the
 * layout's content slot, follows the layout when it is swapped, and passes route changes on.
 */
export function siteApplication(app: AppName, deps: SiteApplicationsDeps): LifeCycles {
  const win = deps.win ?? window;
  let handle: RemoteHandle | null = null;
  let lastPath = '';
  const currentProps = () => {
    const route = deps.router.resolve(win.location.href);
    return route.kind === 'redirect' ? {} : routeProps(route, win.location.href);
  };
  const options = (): MountRemoteOptions => {
    const props = { appName: app, mountSlot: deps.mountSlot, ...currentProps() };
    const skeleton = sectionSkeletonApps.has(app) ? renderSectionSkeleton : undefined;
    const base = { props, kind: 'view' as const, ...(skeleton ? { skeleton } : {}) };
    const url = jsonFrontEnds[app];
    if (url !== undefined) {
      return { ...base, source: lazyJsonSource({ name: app, frontendUrl: url, allowedOrigins: deps.allowedOrigins(), path: () => win.location.pathname + win.location.search }) };
    }
    return { ...base, source: moduleSource(deps.system, moduleFor(deps.system, app)) };
  };
  const view: ContentView = {
    async suspend() {
      const h = handle;
      handle = null;
      await h?.unmount();
    },
    async resume(content) {
      if (!content) return;
      lastPath = win.location.pathname + win.location.search;
      handle = deps.mountRemote(content, app, options());
      await handle.settled;
    },
  };
  const onRouting = () => {
    if (!handle) return;
    const path = win.location.pathname + win.location.search;
    if (path === lastPath) return;
    lastPath = path;
    // A JSON front-end renders per path: a new path is a new answer. Units follow the route by props.
    if (jsonFrontEnds[app] !== undefined) void handle.refresh();
    else void handle.update(currentProps());
  };
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      await deps.layouts.ready();
      deps.layouts.attach(view);
      win.addEventListener('single-spa:routing-event', onRouting);
      await view.resume(deps.layouts.content());
    },
    unmount: async () => {
      win.removeEventListener('single-spa:routing-event', onRouting);
      deps.layouts.detach(view);
      await view.suspend();
    },
  };
}

/** Registers every application of the route table, each active where the table says so. */
export function registerSiteApplications(deps: SiteApplicationsDeps): void {
  for (const app of applications) {
    const lifecycles = siteApplication(app, deps);
    registerApplication({
      name: app,
      app: async () => lifecycles,
      activeWhen: (location) => {
        const route = deps.router.resolve(location.href);
        return route.kind !== 'redirect' && route.application === app;
      },
    });
  }
}
