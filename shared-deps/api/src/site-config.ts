// The site config: groups of spec 2 §9. These are the defaults the server seeds into its
// database; the operator changes values there (`npm run -s admin -- flag <group.key> <json>`).
// Its type is the contract's (contracts/site-config.ts), written once.
import { CONTENT_LANGS } from './contracts/content-constants';
import type { SiteConfig, SiteConfigGroup } from './contracts/site-config';

export type { SiteConfig, SiteConfigGroup };

export const defaultSiteConfig: SiteConfig = {
  core: {
    projectId: 285,
    companyName: 'Demo Bet',
    languages: [...CONTENT_LANGS],
    hiddenLanguagesForAnonymous: [],
    defaultLanguage: 'ru',
    defaultCurrency: 'RUB',
    geoCountry: 'ru',
    apiBasePath: '/web-api',
    group_id: 1,
    ref_id: 1,
    isFlexibleAssetPath: false,
    isPwa: false,
  },
  application: {
    /** Hosts an import-map override may point at in production (import-map-overrides). */
    importMapOverrideHosts: ['localhost', '127.0.0.1'],
    /** Origins whose remote front-ends may be loaded (JSON render protocol). */
    remoteFrontendOrigins: [],
    sessionCheckIntervalMs: 60000,
    versionCheckDelayMs: 60000,
  },
  auth: {
    registrationAllowed: true,
    loginAvailable: true,
    confirmTermsSupported: true,
    /** Office pages send anonymous visitors to the auth application (`/{lng}/auth`) instead of login. */
    authAppEnabled: false,
    /** A signed-in visitor on the login page goes to office/account (else home). */
    loginRedirectsToAccount: true,
  },
  banner: {},
  betting: {
    expressBonusEnabled: true,
    vipBetEnabled: true,
    oneClickShown: true,
    minBetAmount: 10,
    minBetAmountTypes: [0, 1, 2, 4, 9],
    maxBetAmountTypes: [0, 1, 2, 4, 9],
  },
  customize: {},
  dicts: {},
  footer: {},
  global: { appViewType: 0, coefViewId: 0 },
  header: {},
  information: {},
  modules: {
    statisticEnabled: false,
    identificationShown: false,
    identificationRequired: false,
    promoBonusToOffer: false,
    paymentRouteAvailable: true,
    paymentAuthorisedOnly: false,
    availableRouteIds: [47],
    features: [],
    blockedPathFragments: [],
  },
  office: {},
  other: {},
  reg: { hideBottomNavigationOnRegistration: true },
  responsible: { idleTimeoutMinutes: 30, ageRestriction: 18 },
  support: {},
  thirdparty: {
    // consent and analytics (issue 16)
    cookieConsentEnabled: true,
    fatmanApiKey: 'demo-fatman',
  },
  toto: {},
  white_feature: {},
  common: { demo: true },
};

export const siteConfigGroups = Object.keys(defaultSiteConfig) as SiteConfigGroup[];
