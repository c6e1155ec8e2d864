import { hasFeature, isAvailable } from './availability';
import { bannedMayOpen, isBanned } from './ban';
import { joinQuery, withQuery } from './query';
import { isStatusPageName, statusPageForBlockReason } from './status-pages';
import { langPath, languageRoot } from './to-path';
import type { RouteContext, RouteDef } from './types';
import { RETURN_URL_PARAM, wellKnownPaths } from './well-known-paths';

export type Decision =
  | { kind: 'redirect'; location: string; status: 301 | 302; reason: string }
  | { kind: 'not-found'; reason: string }
  | undefined;

export interface GuardInput {
  route: RouteDef;
  ctx: RouteContext;
  lang: string;
  /** The requested URL (path and query), for return URLs. */
  url: string;
}

type Guard = (input: GuardInput) => Decision;

const to = (location: string, reason: string): Decision => ({ kind: 'redirect', location, status: 302, reason });

/** A status page only makes sense while its block is on (spec 2 §4). */
const statusPageWithoutReason: Guard = ({ route, ctx, lang }) =>
  isStatusPageName(route.name) && statusPageForBlockReason(ctx.blockReason) === undefined
    ? to(languageRoot(lang), 'status page without a block reason')
    : undefined;

const availability: Guard = ({ route, ctx }) =>
  isAvailable(route.availability, ctx) ? undefined : { kind: 'not-found', reason: `route ${route.name} not available (${route.availability})` };

const feature: Guard = ({ route, ctx }) =>
  hasFeature(route.flags?.feature, ctx) ? undefined : { kind: 'not-found', reason: `feature ${route.flags?.feature} off` };

/** spec 2 §4: anonymous users go to login, the auth application (office pages) or home. */
const auth: Guard = ({ route, ctx, lang, url }) => {
  if (!route.flags?.needsAuth || ctx.signedIn) return undefined;
  if (!ctx.flags.loginAvailable) return to(languageRoot(lang), 'needs auth, login unavailable');
  const target = route.flags.authApp && ctx.flags.authAppEnabled ? wellKnownPaths.authApp : wellKnownPaths.login;
  return to(withQuery(langPath(lang, target), `${RETURN_URL_PARAM}=${encodeURIComponent(url)}`), 'needs auth');
};

/** spec 2 §4: a banned player is hard-redirected off every route not allowed when banned. */
const ban: Guard = ({ route, ctx, lang }) =>
  isBanned(ctx) && !bannedMayOpen(route.flags?.allowedWhenBanned, ctx)
    ? to(langPath(lang, wellKnownPaths.ban), `banned (level ${ctx.banLevel})`)
    : undefined;

/** spec 2 §4: a route with the forbidden-flag sends anyone not banned home. */
const forbidden: Guard = ({ route, ctx, lang }) =>
  route.flags?.forbiddenFlag && !isBanned(ctx) ? to(languageRoot(lang), 'forbidden-flag while not banned') : undefined;

/** spec 2 §4: a signed-in user on the login page goes to the account (or home). */
const loginWhenSignedIn: Guard = ({ route, ctx, lang }) => {
  if (route.path !== wellKnownPaths.login || !ctx.signedIn) return undefined;
  return ctx.flags.loginRedirectsToAccount
    ? to(langPath(lang, wellKnownPaths.account), 'already signed in')
    : to(languageRoot(lang), 'already signed in');
};

/**
 * spec 2 §4 terms confirmation: changed terms force a signed-in user to confirm-terms;
 * pages open to banned players (information, support, status) stay open so the terms
 * themselves can be read. Confirm-terms with nothing to confirm goes to the root.
 */
const terms: Guard = ({ route, ctx, lang, url }) => {
  if (!ctx.flags.confirmTermsSupported) return undefined;
  const onConfirm = route.path === wellKnownPaths.confirmTerms;
  if (onConfirm) {
    return !ctx.signedIn || ctx.termsChanged === false ? to(languageRoot(lang), 'no terms to confirm') : undefined;
  }
  if (!ctx.signedIn || ctx.termsChanged !== true || route.flags?.allowedWhenBanned === true) return undefined;
  return to(withQuery(langPath(lang, wellKnownPaths.confirmTerms), joinQuery(`${RETURN_URL_PARAM}=${encodeURIComponent(url)}`)), 'terms changed');
};

/**
 * spec 2 §4 identification blocker: a player who must identify is sent to the identification
 * page from every route but the pages open to banned players (information, support, status),
 * which stay readable.
 */
const identification: Guard = ({ route, ctx, lang }) => {
  if (ctx.identificationRequired !== true || !ctx.signedIn || route.path === wellKnownPaths.identification) return undefined;
  if (route.flags?.allowedWhenBanned === true || route.path === wellKnownPaths.confirmTerms) return undefined;
  return to(langPath(lang, wellKnownPaths.identification), 'identification required');
};

/** Guards run after a route matched, in this order; the first decision wins. */
export const routeGuards: readonly Guard[] = [
  statusPageWithoutReason,
  availability,
  feature,
  auth,
  ban,
  forbidden,
  loginWhenSignedIn,
  terms,
  identification,
];
