// The site config (spec 2 §9): groups of settings with the defaults of ../site-config.ts, which
// the operator overrides key by key (`npm run -s admin -- flag <group.key> <json>`), so every
// group also takes keys it does not list.
import { type Static, type TProperties, Type } from '@sinclair/typebox';

const Group = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: true });
const Strings = Type.Array(Type.String());
const Ints = Type.Array(Type.Number());

export const SiteConfig = Type.Object({
  core: Group({
    projectId: Type.Number(),
    companyName: Type.String(),
    languages: Strings,
    hiddenLanguagesForAnonymous: Strings,
    defaultLanguage: Type.String(),
    defaultCurrency: Type.String(),
    geoCountry: Type.String(),
    apiBasePath: Type.String(),
    group_id: Type.Number(),
    ref_id: Type.Number(),
    isFlexibleAssetPath: Type.Boolean(),
    isPwa: Type.Boolean(),
    /**
     * Set by the config answer, never stored: the id of the visitor's country (`geoCountry`), null
     * when the site does not know it; the policy logo of spec 2 §9 follows it.
     */
    countryId: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  }),
  application: Group({
    /** Hosts an import-map override may point at in production (import-map-overrides). */
    importMapOverrideHosts: Strings,
    /** Origins whose remote front-ends may be loaded (JSON render protocol). */
    remoteFrontendOrigins: Strings,
    sessionCheckIntervalMs: Type.Number(),
    versionCheckDelayMs: Type.Number(),
  }),
  auth: Group({
    registrationAllowed: Type.Boolean(),
    loginAvailable: Type.Boolean(),
    confirmTermsSupported: Type.Boolean(),
    /** Office pages send anonymous visitors to the auth application (`/{lng}/auth`) instead of login. */
    authAppEnabled: Type.Boolean(),
    /** A signed-in visitor on the login page goes to office/account (else home). */
    loginRedirectsToAccount: Type.Boolean(),
  }),
  banner: Group({}),
  betting: Group({
    expressBonusEnabled: Type.Boolean(),
    vipBetEnabled: Type.Boolean(),
    oneClickShown: Type.Boolean(),
    minBetAmount: Type.Number(),
    minBetAmountTypes: Ints,
    /** No maximum unless the operator sets one (spec 1 gives none). */
    maxBetAmount: Type.Optional(Type.Number()),
    maxBetAmountTypes: Ints,
  }),
  customize: Group({}),
  dicts: Group({}),
  footer: Group({}),
  global: Group({ appViewType: Type.Number(), coefViewId: Type.Number() }),
  header: Group({}),
  information: Group({}),
  modules: Group({
    statisticEnabled: Type.Boolean(),
    identificationShown: Type.Boolean(),
    /** Every player must be identified (an approved verification) before playing: the identification blocker (spec 2 §4). */
    identificationRequired: Type.Boolean(),
    promoBonusToOffer: Type.Boolean(),
    paymentRouteAvailable: Type.Boolean(),
    paymentAuthorisedOnly: Type.Boolean(),
    availableRouteIds: Ints,
    features: Strings,
    blockedPathFragments: Strings,
  }),
  office: Group({}),
  other: Group({}),
  reg: Group({ hideBottomNavigationOnRegistration: Type.Boolean() }),
  responsible: Group({ idleTimeoutMinutes: Type.Number(), ageRestriction: Type.Number() }),
  support: Group({}),
  thirdparty: Group({
    /** Issue 16: the cookie-consent modal shows on first load (spec 2 §4). */
    cookieConsentEnabled: Type.Boolean(),
    /** Issue 16: the key of the own event collector, POST /fatman-api/<key> (spec 2 §3, §7). */
    fatmanApiKey: Type.String(),
  }),
  toto: Group({}),
  white_feature: Group({}),
  common: Group({ demo: Type.Boolean() }),
});
export type SiteConfig = Static<typeof SiteConfig>;
export type SiteConfigGroup = keyof SiteConfig;

/** A two-letter language code. */
const Lang = Type.String({ pattern: '^[a-z]{2}$', description: 'two lowercase letters' });

/** GET /bff-api/config/all.json: the whole config, with the visitor's country and the language asked for. */
export const ConfigQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false });
export const ConfigAnswer = Type.Composite([SiteConfig, Type.Object({ lang: Type.String() })]);

/** GET /bff-api/config/group/get: the groups named in `groups` (comma-separated). */
export const ConfigGroupsQuery = Type.Object(
  { groups: Type.String({ minLength: 1, maxLength: 400 }), lang: Type.Optional(Lang) },
  { additionalProperties: false },
);
export const ConfigGroupsAnswer = Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()));
