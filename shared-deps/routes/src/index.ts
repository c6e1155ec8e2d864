export { resolveRoute } from './resolve-route';
export { toPath, langPath, languageRoot, inLanguage } from './to-path';
export { readCookie } from './cookies';
export { matchPattern, matchFirst, fillPattern, type Params } from './match-path';
export { routeTable, bonusGameRoutes } from './route-table';
export { redirectTable } from './redirect-table';
export { layouts, type LayoutName } from './layouts';
export { applications, type AppName } from './applications';
export {
  statusPageNames,
  blockReasonPages,
  statusPageForBlockReason,
  isStatusPageName,
  type StatusPageName,
} from './status-pages';
export { defaultSiteFlags, routeFeatures, RULES_ROUTE_ID, type SiteFlags, type RouteFeature } from './site-flags';
export { siteFlagsFromConfig, siteFlagBindings, configEntriesForFlags, languageSettings, LANGUAGE_COOKIE, AUTHORISED_COOKIE, type FlagBinding } from './site-flags-config';
export { chooseLanguage, selectableLanguages, browserLanguages, readLanguagePrefix, FALLBACK_LANGUAGE } from './language';
export { isBanned, bannedMayOpen, deduceBanLevel } from './ban';
export { checkRequest, MAX_URL_PART_LENGTH } from './check-request';
export { wellKnownPaths, RETURN_URL_PARAM, PLATFORM_TYPE_PARAM } from './well-known-paths';
export {
  NOT_FOUND_MESSAGE,
  type Availability,
  type LanguageSettings,
  type NotFoundResult,
  type PageResult,
  type ParamRule,
  type RedirectDef,
  type RedirectResult,
  type ResolveOptions,
  type RouteContext,
  type RouteDef,
  type RouteFlags,
  type RouteFlagsSpec,
  type RouteLogger,
  type RouteRequest,
  type RouteResult,
} from './types';
