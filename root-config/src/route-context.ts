import type { SiteConfig } from '@site/api';
import { defaultSiteFlags, type RouteContext, type SiteFlags } from '@site/routes';

/** Cookie names the server reads too (server/plugins/app/route-context.ts). */
export const LANGUAGE_COOKIE = 'lng';
export const AUTHORISED_COOKIE = 'ua';

/** What the route table needs beyond config and session: whole-site state and the player's ban. */
export interface SiteState {
  maintenanceActive: boolean;
  blockReason: number | null;
  banLevel: number;
  banVersion: number;
  /** Unknown (undefined) means no terms rule applies. */
  termsChanged?: boolean;
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

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const list = <T>(value: unknown, type: 'string' | 'number', fallback: readonly T[]): readonly T[] =>
  Array.isArray(value) ? value.filter((v): v is T => typeof v === type) : fallback;

/**
 * The route-table switches of the site config, key for key as the server reads them
 * (server/plugins/app/site-flags-config.ts); a value of the wrong type reads as the default.
 * TODO(shared): both sides should import one mapping from @site/routes.
 */
export function siteFlagsFromConfig(config: SiteConfig | null): SiteFlags {
  const d = defaultSiteFlags;
  if (!config) return { ...d };
  const auth = (config.auth ?? {}) as Record<string, unknown>;
  const modules = (config.modules ?? {}) as Record<string, unknown>;
  const reg = (config.reg ?? {}) as Record<string, unknown>;
  return {
    registrationAllowed: bool(auth.registrationAllowed, d.registrationAllowed),
    // the config says "hide"; the route table asks "show"
    registrationShowsBottomNavigation: !bool(reg.hideBottomNavigationOnRegistration, !d.registrationShowsBottomNavigation),
    identificationShown: bool(modules.identificationShown, d.identificationShown),
    promoBonusToOffer: bool(modules.promoBonusToOffer, d.promoBonusToOffer),
    paymentRouteAvailable: bool(modules.paymentRouteAvailable, d.paymentRouteAvailable),
    paymentAuthorisedOnly: bool(modules.paymentAuthorisedOnly, d.paymentAuthorisedOnly),
    statisticEnabled: bool(modules.statisticEnabled, d.statisticEnabled),
    availableRouteIds: list<number>(modules.availableRouteIds, 'number', d.availableRouteIds),
    features: list<string>(modules.features, 'string', d.features),
    blockedPathFragments: list<string>(modules.blockedPathFragments, 'string', d.blockedPathFragments),
    loginAvailable: bool(auth.loginAvailable, d.loginAvailable),
    authAppEnabled: bool(auth.authAppEnabled, d.authAppEnabled),
    loginRedirectsToAccount: bool(auth.loginRedirectsToAccount, d.loginRedirectsToAccount),
    confirmTermsSupported: bool(auth.confirmTermsSupported, d.confirmTermsSupported),
  };
}

/** The browser's RouteContext: config and session from the stores, cookies, navigator.languages. */
export function buildRouteContext(inputs: BrowserRouteInputs): RouteContext {
  const core = (inputs.config?.core ?? {}) as Record<string, unknown>;
  const ctx: RouteContext = {
    env: inputs.production ? 'production' : 'development',
    languages: {
      available: list<string>(core.languages, 'string', ['en', 'ru']),
      hiddenForAnonymous: list<string>(core.hiddenLanguagesForAnonymous, 'string', []),
      default: typeof core.defaultLanguage === 'string' ? core.defaultLanguage : 'en',
    },
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
  return ctx;
}
