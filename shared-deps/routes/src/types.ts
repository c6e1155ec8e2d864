import type { Logger } from '@site/api';
import type { AppName } from './applications';
import type { LayoutName } from './layouts';
import type { SiteFlags } from './site-flags';

/**
 * A constraint on one path parameter: a list of allowed values or a pattern the decoded
 * value must match. Without a rule any non-empty safe segment is accepted.
 */
export type ParamRule = readonly string[] | RegExp;

/** Conditions under which a route exists at all; otherwise it answers 404 (spec 1 §5, spec 2 §5). */
export type Availability =
  | 'non-production'
  | 'registration-allowed'
  | 'identification-shown'
  | 'payment-route'
  | 'rules-route'
  | 'statistic-enabled'
  | 'bonus-routes'
  | 'offer-routes';

export type BooleanSiteFlag = {
  [K in keyof SiteFlags]: SiteFlags[K] extends boolean ? K : never;
}[keyof SiteFlags];

/** Per-route switches as written in the table (all optional, absent means off). */
export interface RouteFlagsSpec {
  needsAuth?: boolean;
  /** Anonymous users go to the auth application instead of login (office pages). */
  authApp?: boolean;
  /** `true`: banned users may open it; `'deduce'`: only at the deduce ban levels (spec 2 §4). */
  allowedWhenBanned?: true | 'deduce';
  /** Only banned users may open it; anyone else is sent home (spec 2 §4). */
  forbiddenFlag?: boolean;
  /** Required feature name in `SiteFlags.features`. */
  feature?: string;
  hideBottomNavigation?: boolean;
  /** The bottom navigation shows after all when this site flag is on. */
  showBottomNavigationWhen?: BooleanSiteFlag;
  hideFooter?: boolean;
  hideSeoBlock?: boolean;
  /** Game pages hide the header. */
  hideHeader?: boolean;
}

/** The flags a resolved page carries, every switch answered. */
export interface RouteFlags {
  needsAuth: boolean;
  allowedWhenBanned: boolean;
  forbiddenFlag: boolean;
  feature: string | null;
  hideBottomNavigation: boolean;
  hideFooter: boolean;
  hideSeoBlock: boolean;
  hideHeader: boolean;
}

export interface RouteDef {
  /** Unique route name, used by `toPath` and reported in the result. */
  name: string;
  /**
   * Path below the language prefix: literal segments, `:param`, `:param?` (optional,
   * trailing only) and a final `*` (the rest, zero or more segments, as param `splat`).
   */
  path: string;
  params?: Readonly<Record<string, ParamRule>>;
  layout: LayoutName;
  application: AppName;
  availability?: Availability;
  flags?: RouteFlagsSpec;
}

export interface RedirectDef {
  /** Pattern as in `RouteDef.path`. */
  from: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** Target below the language prefix, `:param` substituted; '' is the language root. */
  to: string;
  /** Query added in front of the request's own query. */
  toQuery?: string;
  status: 301 | 302;
  reason: string;
  /** The redirect only applies when the target exists (else the path is a plain 404). */
  availability?: Availability;
}

export interface RouteRequest {
  path: string;
  /** Raw query, without the leading '?'. */
  query?: string;
}

export interface LanguageSettings {
  available: readonly string[];
  hiddenForAnonymous: readonly string[];
  default: string;
}

export interface RouteContext {
  env: 'production' | 'development';
  languages: LanguageSettings;
  cookieLang?: string;
  /** A cookie marks the visitor as authorised: hidden languages become choosable. */
  cookieAuthorised?: boolean;
  /** An Accept-Language header, or navigator.languages in the browser. */
  acceptLanguage?: string | readonly string[];
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
  flags: SiteFlags;
  maintenanceActive: boolean;
  blockReason?: number | null;
  /** spec 2 §4 terms confirmation; undefined means unknown (no terms rule applies). */
  termsChanged?: boolean;
  /**
   * spec 2 §4 identification blocker: the site shows identification and the player's user
   * config asks for it (`is_need_identification`); undefined means unknown (no rule applies).
   */
  identificationRequired?: boolean;
}

export interface PageResult {
  kind: 'page';
  status: 200;
  lang: string;
  layout: LayoutName;
  application: AppName;
  route: string;
  params: Record<string, string>;
  flags: RouteFlags;
  /** The `platform_type` query value, which forces the platform (spec 2 §2). */
  platformType?: string;
  warnings: string[];
}

export interface RedirectResult {
  kind: 'redirect';
  status: 301 | 302;
  location: string;
  reason: string;
  warnings: string[];
}

export const NOT_FOUND_MESSAGE = 'This page could not be found.';

export interface NotFoundResult {
  kind: 'not-found';
  status: 404 | 414;
  lang: string;
  layout: LayoutName;
  application: '@site/app-not-found';
  message: typeof NOT_FOUND_MESSAGE;
  /** Why it is a 404, for logs; never shown to the visitor. */
  reason: string;
  warnings: string[];
}

export type RouteResult = PageResult | RedirectResult | NotFoundResult;

/** The only way pure code reports anything; the caller decides where it goes. */
export type RouteLogger = Pick<Logger, 'warn'>;

export interface ResolveOptions {
  logger?: RouteLogger;
  routes?: readonly RouteDef[];
  redirects?: readonly RedirectDef[];
}
