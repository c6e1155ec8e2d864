import { type AppName, type LayoutName, resolveRoute, type RouteContext, type RouteFlags, type RouteLogger } from '@site/routes';
import type { BootPage } from './boot-data';

/** What the shell shows for a URL: a page (404 included) or where to go instead. */
export type ShellRoute =
  | {
      kind: 'page' | 'not-found';
      lang: string;
      layout: LayoutName;
      application: AppName;
      route: string | null;
      params: Record<string, string>;
      flags: RouteFlags;
    }
  | {
      kind: 'redirect';
      location: string;
      reason: string;
      /** Spec 2 §4: a banned player is sent away with a full page load, not a soft navigation. */
      hard: boolean;
    };

export type ShellPage = Extract<ShellRoute, { kind: 'page' | 'not-found' }>;

export const noFlags: Readonly<RouteFlags> = Object.freeze({
  needsAuth: false,
  allowedWhenBanned: false,
  forbiddenFlag: false,
  feature: null,
  hideBottomNavigation: false,
  hideFooter: false,
  hideSeoBlock: false,
  hideHeader: false,
});

export interface ShellRouterOptions {
  context(): RouteContext;
  /** The server's decision for the document's own URL, trusted until the first navigation away. */
  bootPage?: BootPage | null;
  bootHref?: string;
  logger?: RouteLogger;
}

/** The route table read for the browser's URLs (the same `resolveRoute` the server runs). */
export class ShellRouter {
  private bootPage: BootPage | null;
  private readonly bootHref: string | null;

  constructor(private readonly options: ShellRouterOptions) {
    this.bootPage = options.bootPage ?? null;
    this.bootHref = options.bootHref ?? null;
  }

  resolve(href: string): ShellRoute {
    const url = new URL(href, 'http://site.invalid/');
    if (this.bootPage && this.bootHref !== null && sameDocumentUrl(href, this.bootHref)) {
      const b = this.bootPage;
      return { kind: b.kind, lang: b.lang, layout: b.layout, application: b.application, route: b.route, params: b.params, flags: b.flags ?? noFlags };
    }
    const result = resolveRoute({ path: url.pathname, query: url.search.slice(1) }, this.options.context(), this.options.logger ? { logger: this.options.logger } : {});
    if (result.kind === 'redirect') return { kind: 'redirect', location: result.location, reason: result.reason, hard: result.reason.startsWith('banned') };
    if (result.kind === 'not-found') {
      return { kind: 'not-found', lang: result.lang, layout: result.layout, application: result.application, route: null, params: {}, flags: noFlags };
    }
    return { kind: 'page', lang: result.lang, layout: result.layout, application: result.application, route: result.route, params: result.params, flags: result.flags };
  }

  /**
   * The document has moved on (or, without `href`, the state the server decided on has
   * changed): from now on the browser decides every URL itself.
   */
  forgetBootPage(href?: string): void {
    if (href === undefined || (this.bootHref !== null && !sameDocumentUrl(href, this.bootHref))) this.bootPage = null;
  }
}

function sameDocumentUrl(a: string, b: string): boolean {
  const ua = new URL(a, 'http://site.invalid/');
  const ub = new URL(b, 'http://site.invalid/');
  return ua.pathname === ub.pathname && ua.search === ub.search;
}
