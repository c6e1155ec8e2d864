/**
 * Feature names that gate pages (spec 1 §5: "pages with a feature requirement give 404
 * unless the feature is enabled"). The spec does not name them; these are the pages an
 * operator typically switches per market.
 */
export const routeFeatures = [
  'fast-games',
  'crash-games',
  'betting-calculator',
  'bring-friend',
  'rewards',
  'share-idea',
  'betting-awards',
  'points',
  'ipl-betting-app',
] as const;
export type RouteFeature = (typeof routeFeatures)[number];

/** The site-config switches the route table reads. The server's config supplies them. */
export interface SiteFlags {
  /** spec 1 §5: registration route exists only when allowed. */
  registrationAllowed: boolean;
  /** The registration page hides the bottom navigation unless this is on (spec 2 §2). */
  registrationShowsBottomNavigation: boolean;
  /** spec 1 §5: office/identification exists only when shown. */
  identificationShown: boolean;
  /** spec 2 §5: bonus routes 404 and specialoffer routes live when on; the reverse when off. */
  promoBonusToOffer: boolean;
  /** spec 1 §5: information/payment exists only when its route is available ... */
  paymentRouteAvailable: boolean;
  /** ... and, when this is on, only for signed-in players. */
  paymentAuthorisedOnly: boolean;
  /** spec 2 §5: the statistic page gives 404 without its flag. */
  statisticEnabled: boolean;
  /** Route ids the config makes available; 47 is the rules section. */
  availableRouteIds: readonly number[];
  features: readonly string[];
  /** Any path containing one of these substrings gives 404. */
  blockedPathFragments: readonly string[];
  /** When off, anonymous users on auth pages go home instead of to the login page. */
  loginAvailable: boolean;
  /** Office pages send anonymous users to the auth application route (`/{lng}/auth`) instead of login. */
  authAppEnabled: boolean;
  /** A signed-in user on the login page goes to office/account when on, else home. */
  loginRedirectsToAccount: boolean;
  /** spec 2 §4 "Terms confirmation": the site supports the confirm-terms page. */
  confirmTermsSupported: boolean;
}

/** A fully switched-on development site: every page of the spec is reachable. */
export const defaultSiteFlags: Readonly<SiteFlags> = Object.freeze({
  registrationAllowed: true,
  registrationShowsBottomNavigation: false,
  identificationShown: true,
  promoBonusToOffer: false,
  paymentRouteAvailable: true,
  paymentAuthorisedOnly: false,
  statisticEnabled: true,
  availableRouteIds: Object.freeze([47]),
  features: Object.freeze([...routeFeatures]),
  blockedPathFragments: Object.freeze([]),
  loginAvailable: true,
  authAppEnabled: false,
  loginRedirectsToAccount: true,
  confirmTermsSupported: true,
});

/** Route id of the rules section (spec 1 §5). */
export const RULES_ROUTE_ID = 47;
