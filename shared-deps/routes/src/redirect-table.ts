import { bonusGameRoutes } from './route-table';
import type { RedirectDef } from './types';

/*
 * Fixed redirects (spec 1 §2, spec 2 §2, §9). Paths are below the language prefix; the
 * request's query travels along. First match wins. The spec gives 301 only for
 * slot_first_deposit; every other redirect is 302 so it can be changed later without
 * browsers having cached it.
 */

/** The casino slot-first-deposit page (a `bonus/casino/{id}` landing). */
const SLOT_FIRST_DEPOSIT = 'bonus/casino/slot-first-deposit';

/**
 * Legacy promotion paths. The spec says "many" without naming them; these are the
 * prefixes older site versions used for a promotion slug.
 */
const legacyPromoPrefixes = ['promo/action', 'actions', 'action', 'bonus/promo', 'bonus/promotions', 'specialoffer/promo'];

export const redirectTable: readonly RedirectDef[] = [
  { from: 'vulkan', to: 'slots/vulkan', status: 302, reason: 'vulkan lives under slots' },
  { from: 'information/rules', to: 'information/rules/1', status: 302, reason: 'rules start at group 1', availability: 'rules-route' },
  { from: 'lpage/:landingId', to: 'landing-page/:landingId', status: 302, reason: 'lpage renamed landing-page' },
  { from: 'cyber', to: 'cyber/real', status: 302, reason: 'cyber-sport opens on real' },
  { from: 'esports', to: 'esports/real', status: 302, reason: 'cyber-sport opens on real' },
  { from: 'office', to: 'office/account', status: 302, reason: 'office root is the account page' },
  { from: 'forgotpassword', to: '', toQuery: 'showForgotPasswordModal=1', status: 302, reason: 'forgot password is a modal on home' },
  { from: 'user/forgotpassword', to: '', toQuery: 'showForgotPasswordModal=1', status: 302, reason: 'forgot password is a modal on home' },
  { from: 'coupon', to: '', status: 302, reason: 'the coupon lives on every page' },
  { from: 'user/coupon', to: '', status: 302, reason: 'the coupon lives on every page' },
  // slot_first_deposit before the generic legacy promo rules: it is the one 301 of the spec
  { from: 'games/slot_first_deposit', to: SLOT_FIRST_DEPOSIT, status: 301, reason: 'legacy slot_first_deposit' },
  { from: 'promotions/slot_first_deposit', to: SLOT_FIRST_DEPOSIT, status: 301, reason: 'legacy slot_first_deposit' },
  ...legacyPromoPrefixes.map(
    (prefix): RedirectDef => ({ from: `${prefix}/:slug`, params: { slug: ['slot_first_deposit'] }, to: SLOT_FIRST_DEPOSIT, status: 301, reason: 'legacy slot_first_deposit' }),
  ),
  ...legacyPromoPrefixes.map(
    (prefix): RedirectDef => ({ from: `${prefix}/:slug`, to: 'promotions/:slug', status: 302, reason: 'legacy promo path' }),
  ),
  // the old registration page
  { from: 'user/registration', to: 'registration', status: 302, reason: 'old registration page', availability: 'registration-allowed' },
  { from: 'registration-old', to: 'registration', status: 302, reason: 'old registration page', availability: 'registration-allowed' },
  // legacy game routes: the bonus games used to live under bonusgames and at the top level
  { from: 'bonusgames', to: 'games', status: 302, reason: 'legacy game route' },
  { from: 'bonusgames/:gameRoute', params: { gameRoute: bonusGameRoutes }, to: 'games/:gameRoute', status: 302, reason: 'legacy game route' },
  { from: ':gameRoute', params: { gameRoute: bonusGameRoutes }, to: 'games/:gameRoute', status: 302, reason: 'legacy game route' },
];
