import type { ParamRule, RouteDef, RouteFlagsSpec } from './types';

/*
 * The one route table of the site (spec 1 §2, spec 2 §2). Paths are below the language
 * prefix. First match wins, so every specific path comes before the pattern that would
 * also take it. Data only: the rules that read it live in resolve-route.ts and guards.ts.
 */

const SECTION: ParamRule = ['line', 'live'];
const CASINO_SECTION: ParamRule = ['slots', 'casino', 'keno'];
const CYBER_BASE: ParamRule = ['cyber', 'esports'];
const CYBER_MODE: ParamRule = ['real', 'virtual', 'stream'];
const ONPAY_RESULT: ParamRule = ['success', 'fail', 'pending', 'cancel'];
const DIGITS: ParamRule = /^\d+$/;
export const bonusGameRoutes = [
  'fortuna',
  'chest',
  'memory',
  'safe',
  'lottery',
  'dragon-bonus',
  'chest-bonus',
  'fortuna-bonus',
  'memory-bonus',
  'safe-bonus',
  'lottery-bonus',
] as const;

const office = { needsAuth: true, authApp: true } satisfies RouteFlagsSpec;
const gamePage = {
  hideHeader: true,
  hideBottomNavigation: true,
  hideFooter: true,
  hideSeoBlock: true,
} satisfies RouteFlagsSpec;
const bare = { hideBottomNavigation: true, hideFooter: true, hideSeoBlock: true } satisfies RouteFlagsSpec;
const banned = { allowedWhenBanned: true } satisfies RouteFlagsSpec;

const sports: RouteDef[] = [
  { name: 'home', path: '', layout: 'main', application: '@site/app-home' },
  { name: 'section-bets-on-yours', path: ':section/bets-on-yours', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-top-game', path: ':section/top-game', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-marble', path: 'live/marble', layout: 'main', application: '@site/app-sports' },
  { name: 'section-team', path: ':section/team/:name', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-top-events', path: ':section/top-events/:pageType?', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-multi-live', path: ':section/multi-live', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-champs', path: ':section/champs/:champId?', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section-menu', path: ':section/menu/:menuSection/:sport?/:champ?/:game?', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'section', path: ':section/:sport?/:champ?/:game?', params: { section: SECTION }, layout: 'main', application: '@site/app-sports' },
  { name: 'cricket', path: 'cricket', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-all-champs', path: 'cricket/all-champs', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-all-events', path: 'cricket/all-events', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-broadcasts', path: 'cricket/broadcasts', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-champ', path: 'cricket/champ/:champ', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-player-info', path: 'cricket/player-info/:id', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'cricket-game', path: 'cricket/game/:game', availability: 'non-production', layout: 'main', application: '@site/app-sports' },
  { name: 'results', path: 'results/:mode?', params: { mode: ['live', 'zone'] }, layout: 'main', application: '@site/app-sports' },
  { name: 'statistic', path: 'statistic', availability: 'statistic-enabled', layout: 'main', application: '@site/app-sports' },
  { name: 'statistic-popup', path: 'statisticpopup/*', layout: 'empty', application: '@site/app-sports', flags: bare },
  { name: 'print-coupon', path: 'print-coupon/:couponId', params: { couponId: DIGITS }, layout: 'empty', application: '@site/app-office', flags: { needsAuth: true, ...bare } },
];

const cyber: RouteDef[] = [
  { name: 'cyber-mode', path: ':base/:mode', params: { base: CYBER_BASE, mode: CYBER_MODE }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-disciplines', path: ':base/:mode/disciplines/all', params: { base: CYBER_BASE, mode: CYBER_MODE }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-discipline-champs', path: ':base/:mode/:discipline/champs', params: { base: CYBER_BASE, mode: CYBER_MODE }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-discipline-section', path: ':base/:mode/:discipline/:section', params: { base: CYBER_BASE, mode: CYBER_MODE, section: SECTION }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-discipline-champ', path: ':base/:mode/:discipline/:champ', params: { base: CYBER_BASE, mode: CYBER_MODE }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-discipline', path: ':base/:mode/:discipline', params: { base: CYBER_BASE, mode: CYBER_MODE }, layout: 'main', application: '@site/app-cyber' },
  { name: 'cyber-game', path: ':base/:mode/:discipline/:champ/:section/:game', params: { base: CYBER_BASE, mode: CYBER_MODE, section: SECTION }, layout: 'main', application: '@site/app-cyber' },
];

const casino: RouteDef[] = [
  { name: 'bingo', path: 'bingo', layout: 'main', application: '@site/app-casino' },
  { name: 'bonus-casino', path: 'bonus/casino', layout: 'main', application: '@site/app-casino' },
  { name: 'bonus-casino-promotion', path: 'bonus/casino/promotions/:id', layout: 'main', application: '@site/app-casino' },
  { name: 'bonus-casino-tournaments', path: 'bonus/casino/tournaments', layout: 'main', application: '@site/app-casino' },
  { name: 'bonus-casino-tournament', path: 'bonus/casino/tournaments/:id', layout: 'main', application: '@site/app-casino' },
  { name: 'bonus-casino-landing', path: 'bonus/casino/:id', layout: 'main', application: '@site/app-casino' },
  { name: 'casino-brand', path: 'casino/brand', layout: 'main', application: '@site/app-casino' },
  { name: 'fishinghunting', path: 'fishinghunting', layout: 'main', application: '@site/app-casino' },
  { name: 'poker', path: 'poker/:game?', layout: 'main', application: '@site/app-casino' },
  { name: 'tvgames', path: 'tvgames', layout: 'main', application: '@site/app-casino' },
  { name: 'virtualsports', path: 'virtualsports', layout: 'main', application: '@site/app-casino' },
  { name: 'fast-games', path: 'fast-games', layout: 'main', application: '@site/app-casino', flags: { feature: 'fast-games' } },
  { name: 'fast-bet', path: 'fast-bet', layout: 'main', application: '@site/app-casino' },
  { name: 'scratchcards', path: 'scratchcards', layout: 'main', application: '@site/app-casino' },
  { name: 'casino-thankyou', path: ':section/thankyou', params: { section: CASINO_SECTION }, layout: 'main', application: '@site/app-casino' },
  { name: 'casino-game', path: ':section/game/:gameId/:gameName', params: { section: CASINO_SECTION }, layout: 'main', application: '@site/app-casino', flags: gamePage },
  { name: 'slots-vulkan', path: 'slots/vulkan', layout: 'main', application: '@site/app-casino' },
  { name: 'casino-section', path: ':section/:subcategory?', params: { section: CASINO_SECTION }, layout: 'main', application: '@site/app-casino' },
  { name: 'asian-games', path: 'asian-games', layout: 'main', application: '@site/app-casino' },
  { name: 'card-games', path: 'card-games', layout: 'main', application: '@site/app-casino' },
  { name: 'crash-games', path: 'crash-games', layout: 'main', application: '@site/app-casino', flags: { feature: 'crash-games' } },
  { name: 'skill-games', path: 'skill-games', layout: 'main', application: '@site/app-casino' },
  { name: 'my-casino', path: 'my-casino', layout: 'main', application: '@site/app-casino' },
  { name: 'my-casino-favorites', path: 'my-casino/favorites', layout: 'main', application: '@site/app-casino' },
  { name: 'casino-lobby', path: 'casino-lobby', layout: 'main', application: '@site/app-casino' },
  { name: 'providers', path: 'providers', layout: 'main', application: '@site/app-casino' },
  { name: 'provider', path: 'providers/:provider', layout: 'main', application: '@site/app-casino' },
  { name: 'casino-search', path: 'casino-search', layout: 'main', application: '@site/app-casino' },
  { name: 'othergames', path: 'othergames', layout: 'main', application: '@site/app-casino' },
];

const auth: RouteDef[] = [
  { name: 'registration', path: 'registration/:type?', params: { type: ['socialregistration'] }, availability: 'registration-allowed', layout: 'main', application: '@site/app-auth', flags: { hideBottomNavigation: true, showBottomNavigationWhen: 'registrationShowsBottomNavigation' } },
  { name: 'login', path: 'user/login', layout: 'main', application: '@site/app-auth' },
  { name: 'user-accountverify', path: 'user/accountverify', layout: 'main', application: '@site/app-auth' },
  { name: 'user-activatefast', path: 'user/activatefast', layout: 'main', application: '@site/app-auth' },
  { name: 'user-activate', path: 'user/activate/:type', layout: 'main', application: '@site/app-auth' },
  { name: 'user-passwordreset', path: 'user/passwordreset', layout: 'main', application: '@site/app-auth' },
  // unsubscribing must keep working for everyone, banned players included
  { name: 'user-stopnewsletter', path: 'user/stopnewsletter', layout: 'main', application: '@site/app-auth', flags: banned },
  { name: 'auth-app', path: 'auth', layout: 'headless', application: '@site/app-auth' },
  { name: 'confirm', path: 'confirm', layout: 'main', application: '@site/app-auth' },
];

const officePages = ['account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings', 'promotion', 'verification'];
const officeRoutes: RouteDef[] = [
  ...officePages.map((page): RouteDef => ({ name: `office-${page}`, path: `office/${page}`, layout: 'main', application: '@site/app-office', flags: office })),
  { name: 'office-bonuses-deposit', path: 'office/bonuses/deposit', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-bonuses-wager', path: 'office/bonuses/wager', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-casino-vipcashback', path: 'office/casino/vipcashback', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-casino-premiumcashback', path: 'office/casino/premiumcashback', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-deduce', path: 'office/deduce', layout: 'main', application: '@site/app-office', flags: { ...office, allowedWhenBanned: 'deduce' } },
  { name: 'office-bringfriend', path: 'office/bringfriend', layout: 'main', application: '@site/app-office', flags: { ...office, feature: 'bring-friend' } },
  // a banned player must still be able to reach support
  { name: 'office-support', path: 'office/support', layout: 'main', application: '@site/app-office', flags: { ...office, ...banned } },
  { name: 'office-rewards', path: 'office/rewards', layout: 'main', application: '@site/app-office', flags: { ...office, feature: 'rewards' } },
  { name: 'office-identification', path: 'office/identification', availability: 'identification-shown', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-share-idea', path: 'office/share-idea', layout: 'main', application: '@site/app-office', flags: { ...office, feature: 'share-idea' } },
  { name: 'office-payment-requests', path: 'office/payment/requests', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-payment-create-request', path: 'office/payment/create-request', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-payment-topic', path: 'office/payment/create-request/:topicId', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-payment-topic-transactions', path: 'office/payment/create-request/:topicId/transactions', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-payment-topic-transaction', path: 'office/payment/create-request/:topicId/transactions/:transactionId', layout: 'main', application: '@site/app-office', flags: office },
  { name: 'office-payment-subtopic', path: 'office/payment/create-request/:topicId/:subTopicId', layout: 'main', application: '@site/app-office', flags: office },
  // The ban page: the one office page a banned player lands on, meaningless for anyone else.
  { name: 'office-block-appeal-history', path: 'office/block-appeal-history', layout: 'blocked', application: '@site/app-office', flags: { ...office, ...banned, forbiddenFlag: true } },
];

const informationPages = ['contacts', 'about', 'howbet', 'cookies', 'ussdinstruction', 'licenses', 'taxation', 'consent', 'simpleidentification', 'amlkyc', 'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'cash_terminals'];
// Information pages stay open to banned players: rules and contacts explain the ban.
const information: RouteDef[] = [
  { name: 'information', path: 'information', layout: 'main', application: '@site/app-information', flags: banned },
  { name: 'information-rules', path: 'information/rules/:ruleGroup/:chapter?', availability: 'rules-route', layout: 'main', application: '@site/app-information', flags: banned },
  ...informationPages.map((page): RouteDef => ({ name: `information-${page}`, path: `information/${page}`, layout: 'main', application: '@site/app-information', flags: banned })),
  { name: 'information-payment', path: 'information/payment', availability: 'payment-route', layout: 'main', application: '@site/app-information', flags: banned },
  { name: 'information-betting-calculator', path: 'information/betting-calculator', layout: 'main', application: '@site/app-information', flags: { ...banned, feature: 'betting-calculator' } },
  { name: 'football-champions-rules', path: 'football-champions-rules/:chapter?', layout: 'main', application: '@site/app-information', flags: banned },
  { name: 'ourpartners', path: 'ourpartners/:section?', layout: 'main', application: '@site/app-information' },
  { name: 'bettingalphabet', path: 'bettingalphabet', layout: 'main', application: '@site/app-information' },
  { name: 'blog', path: 'blog/*', layout: 'main', application: '@site/app-information' },
  { name: 'news', path: 'news/:slug?', layout: 'main', application: '@site/app-information' },
  { name: 'cricket-app', path: 'cricket-app', layout: 'main', application: '@site/app-information' },
  { name: 'ios-app', path: 'ios-app', layout: 'main', application: '@site/app-information' },
  { name: 'ipl-betting-app', path: 'ipl-betting-app', layout: 'main', application: '@site/app-information', flags: { feature: 'ipl-betting-app' } },
  { name: 'betting-awards', path: 'betting-awards', layout: 'main', application: '@site/app-information', flags: { feature: 'betting-awards' } },
  { name: 'mobile-app', path: 'mobile-app', layout: 'main', application: '@site/app-information' },
  { name: 'desktop-app', path: 'desktop-app', layout: 'main', application: '@site/app-information' },
];

const promotions: RouteDef[] = [
  { name: 'bonuses', path: 'bonus/:section', params: { section: ['rules', 'games'] }, availability: 'bonus-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonus', path: 'bonus/rules/:id', availability: 'bonus-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonus-partner', path: 'bonus/partners/:id', availability: 'bonus-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonus-landing', path: 'bonus/landing/:landingId', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonuses-offers', path: 'specialoffer/:section', params: { section: ['rules', 'games'] }, availability: 'offer-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonus-offer', path: 'specialoffer/rules/:id', availability: 'offer-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'bonus-offer-partner', path: 'specialoffer/partners/:id', availability: 'offer-routes', layout: 'main', application: '@site/app-promotions' },
  { name: 'promotions', path: 'promotions', layout: 'main', application: '@site/app-promotions' },
  { name: 'promotion', path: 'promotions/:promotionId', layout: 'main', application: '@site/app-promotions' },
  { name: 'landing-page', path: 'landing-page/:landingId', layout: 'main', application: '@site/app-promotions' },
  { name: 'landing-page-headless', path: 'landing-page-headless/:landingId', layout: 'headless', application: '@site/app-promotions' },
  { name: 'games', path: 'games', layout: 'main', application: '@site/app-promotions' },
  { name: 'games-view', path: 'games/:gameRoute', params: { gameRoute: bonusGameRoutes }, layout: 'main', application: '@site/app-promotions', flags: gamePage },
  { name: 'games-landing', path: 'games-landing/:landingRoute', layout: 'main', application: '@site/app-promotions' },
  { name: 'points', path: 'points', layout: 'main', application: '@site/app-promotions', flags: { feature: 'points' } },
  { name: 'promo', path: 'promo', layout: 'main', application: '@site/app-promotions' },
];

const lotto: RouteDef[] = [
  { name: 'lotto', path: 'lotto/:sectionName?/:lottoId?', layout: 'main', application: '@site/app-lotto' },
  { name: 'toto-subpage', path: 'toto/:section/:subpage', params: { subpage: ['draws', 'coupons', 'nonimees'] }, layout: 'main', application: '@site/app-lotto' },
  { name: 'toto', path: 'toto/:section?', layout: 'main', application: '@site/app-lotto' },
];

const payments: RouteDef[] = [
  { name: 'onpay', path: 'onpay/:result', params: { result: ONPAY_RESULT }, layout: 'main', application: '@site/app-office' },
  // the result of a withdrawal a banned player was allowed to start from office/deduce
  { name: 'onpay-withdraw', path: 'onpay/withdraw/:result', params: { result: ONPAY_RESULT }, layout: 'main', application: '@site/app-office', flags: { allowedWhenBanned: 'deduce' } },
];

const technical: RouteDef[] = [
  { name: 'debugger', path: 'debugger', availability: 'non-production', layout: 'empty', application: '@site/app-technical', flags: bare },
  { name: 'internal-vpn', path: 'internal-vpn', layout: 'empty', application: '@site/app-technical', flags: bare },
];

// Status pages never need auth and stay open to banned players: they explain the state.
const status: RouteDef[] = [
  ...(['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const).map(
    (page): RouteDef => ({ name: page, path: page, layout: 'blocked', application: '@site/app-status-pages', flags: { ...banned, ...bare } }),
  ),
  { name: 'maintenance', path: 'maintenance', layout: 'maintenance', application: '@site/app-status-pages', flags: { ...banned, ...bare } },
  { name: 'oldbrowser', path: 'oldbrowser', layout: 'empty', application: '@site/app-status-pages', flags: { ...banned, ...bare } },
  { name: 'error', path: '500', layout: 'empty', application: '@site/app-error', flags: { ...banned, ...bare } },
];

// Last: a single segment of 32 hex digits (a one-time link token). Anything looser would
// swallow every unknown one-segment path and no such path could answer 404.
const token: RouteDef[] = [
  { name: 'token', path: ':token', params: { token: /^[0-9a-f]{32}$/ }, layout: 'main', application: '@site/app-auth' },
];

export const routeTable: readonly RouteDef[] = [
  ...sports,
  ...cyber,
  ...casino,
  ...auth,
  ...officeRoutes,
  ...information,
  ...promotions,
  ...lotto,
  ...payments,
  ...technical,
  ...status,
  ...token,
];
