import type { SiteConfig } from '@site/api';
import {
  AUTHORISED_COOKIE,
  defaultSiteFlags,
  LANGUAGE_COOKIE,
  languageSettings,
  readCookie,
  type RouteContext,
  type SiteFlags,
  siteFlagsFromConfig as sharedSiteFlagsFromConfig,
} from '@site/routes';

export { AUTHORISED_COOKIE, LANGUAGE_COOKIE };

/** What the route table needs beyond config and session: whole-site state and the player's ban. */
export interface SiteState {
  maintenanceActive: boolean;
  blockReason: number | null;
  banLevel: number;
  banVersion: number;
  /** Unknown (undefined) means no terms rule applies. */
  termsChanged?: boolean;
  /** The identification blocker (spec 2 §4); unknown (undefined) means no rule applies. */
  identificationRequired?: boolean;
}

export const quietSiteState: Readonly<SiteState> = Object.freeze({ maintenanceActive: false, blockReason: null, banLevel: 0, banVersion: 0 });

export interface BrowserRouteInputs {
  config: SiteConfig | null;
  signedIn: boolean;
  /** document.cookie */
  cookies: string;
  /** navigator.languages */
  browserLanguages: readonly string[];
  production: boolean;
  siteState: SiteState;
}

/** The route-table switches of the site config: the one mapping the server uses too. */
export function siteFlagsFromConfig(config: SiteConfig | null): SiteFlags {
  return config ? sharedSiteFlagsFromConfig(config) : { ...defaultSiteFlags };
}

/** The browser's RouteContext: config and session from the stores, cookies, navigator.languages. */
export function buildRouteContext(inputs: BrowserRouteInputs): RouteContext {
  const ctx: RouteContext = {
    env: inputs.production ? 'production' : 'development',
    languages: languageSettings(inputs.config),
    cookieAuthorised: (readCookie(inputs.cookies, AUTHORISED_COOKIE) ?? '') !== '',
    acceptLanguage: inputs.browserLanguages,
    signedIn: inputs.signedIn,
    banLevel: inputs.siteState.banLevel,
    banVersion: inputs.siteState.banVersion,
    flags: siteFlagsFromConfig(inputs.config),
    maintenanceActive: inputs.siteState.maintenanceActive,
    blockReason: inputs.siteState.blockReason,
  };
  const cookieLang = readCookie(inputs.cookies, LANGUAGE_COOKIE);
  if (cookieLang !== undefined) ctx.cookieLang = cookieLang;
  if (inputs.siteState.termsChanged !== undefined) ctx.termsChanged = inputs.siteState.termsChanged;
  if (inputs.siteState.identificationRequired !== undefined) ctx.identificationRequired = inputs.siteState.identificationRequired;
  return ctx;
}
