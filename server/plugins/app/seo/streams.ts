import type { PageResult } from '@site/routes';

/**
 * The content stream of a route (spec 2 §2 "SEO content stream mapping") and whether its
 * section of the site may be indexed at all (the hierarchy's robots): office, coupon, search,
 * status and personal-link pages never are.
 */
export interface StreamOf {
  stream: string;
  /** The section is never indexed (noindex in the hierarchy). */
  hidden: boolean;
}

const STATUS_ROUTES = new Set(['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'maintenance', 'oldbrowser', 'error', 'debugger', 'internal-vpn', 'statistic-popup']);
// personal one-time links and account flows: no search engine should keep them
const PRIVATE_USER_ROUTES = new Set(['user-accountverify', 'user-activatefast', 'user-activate', 'user-passwordreset', 'user-stopnewsletter', 'auth-app', 'confirm', 'token']);
const SEARCH_ROUTES = new Set(['casino-search']);
const PERSONAL_CASINO = new Set(['my-casino', 'my-casino-favorites', 'casino-thankyou']);
const APPS = new Set(['mobile-app', 'desktop-app', 'ios-app', 'cricket-app', 'ipl-betting-app']);

export function streamOf(page: Pick<PageResult, 'route' | 'application' | 'params'>): StreamOf {
  const { route, application, params } = page;
  if (route === 'home') return { stream: 'home', hidden: false };
  if (STATUS_ROUTES.has(route)) return { stream: 'status', hidden: true };
  if (route === 'print-coupon') return { stream: 'coupon', hidden: true };
  if (application === '@site/app-office') return { stream: 'office', hidden: true };
  if (SEARCH_ROUTES.has(route)) return { stream: 'search', hidden: true };
  if (PRIVATE_USER_ROUTES.has(route)) return { stream: 'user', hidden: true };
  if (route === 'login' || route === 'registration') return { stream: route, hidden: false };
  if (route === 'section' || route === 'section-menu') {
    if (params.game) return { stream: 'game', hidden: false };
    if (params.champ) return { stream: 'championship', hidden: false };
    return { stream: params.sport ? 'sport' : 'section', hidden: false };
  }
  // issue 22: every sportsbook page its own title
  if (route === 'section-top-events') return { stream: 'top-events', hidden: false };
  if (route === 'section-multi-live') return { stream: 'multi-live', hidden: false };
  if (application === '@site/app-sports') return { stream: route === 'results' ? 'results' : 'section', hidden: false };
  if (application === '@site/app-cyber') return { stream: route === 'cyber-game' ? 'game' : 'cyber', hidden: false };
  if (application === '@site/app-casino') {
    if (PERSONAL_CASINO.has(route)) return { stream: 'casino', hidden: true };
    return { stream: route === 'casino-game' ? 'casino-game' : 'casino', hidden: false };
  }
  if (APPS.has(route)) return { stream: 'apps', hidden: false };
  if (application === '@site/app-information') return { stream: 'information', hidden: false };
  if (route === 'toto' || route === 'toto-subpage') return { stream: 'toto', hidden: false };
  if (route === 'lotto') return { stream: 'lotto', hidden: false };
  if (route === 'games' || route === 'games-view' || route === 'games-landing' || route === 'points') return { stream: 'games', hidden: false };
  if (route === 'promotions' || route === 'promotion' || route === 'promo') return { stream: 'promotions', hidden: false };
  if (application === '@site/app-promotions') return { stream: 'bonuses', hidden: route === 'landing-page-headless' };
  return { stream: 'other', hidden: false };
}
