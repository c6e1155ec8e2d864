import type { ContentDocument } from '@site/api/contracts';

/** The information pages (kind `page`) every language has: the slugs of `pages.ts`. */
export const INFORMATION_PAGES = [
  'index',
  'about',
  'contacts',
  'howbet',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'responsiblegaming',
  'cash_terminals',
  'ussdinstruction',
  'smsbets',
  'simpleidentification',
  'betting-calculator',
  'bettingalphabet',
  'ourpartners',
  'football-champions-rules',
  'betting-awards',
  'mobile-app',
  'desktop-app',
  'ios-app',
  'cricket-app',
  'ipl-betting-app',
] as const;
export type InformationPage = (typeof INFORMATION_PAGES)[number];

/** The groups of the betting rules (kind `rules`): the slugs of `rules.ts`. */
export const RULES_GROUPS = ['1', '2', '3'] as const;
export type RulesGroup = (typeof RULES_GROUPS)[number];

/** The news and blog posts (kinds `news`, `blog`): the slugs of `posts.ts`. */
export const NEWS_POSTS = ['live-esports-markets', 'new-bonus-games', 'responsible-gaming-tools'] as const;
export const BLOG_POSTS = ['how-systems-work', 'reading-odds'] as const;

/** Promotions, landing pages, bonus rules and bonus partners: the slugs of `promotions.ts`. */
export const PROMOTIONS = ['first-deposit', 'express-booster', 'bonus-points', 'casino-tournaments'] as const;
export const LANDINGS = ['welcome', 'football-season', 'bonus-games', 'slot-first-deposit'] as const;
export const BONUS_RULES = ['1', '2'] as const;
export const PARTNERS = ['1'] as const;

/**
 * One language's information content (`seed/uk.ts`, `kk.ts`, `az.ts`, `tr.ts`): every
 * information page, rules group, news and blog post, promotion, landing, bonus rule and
 * partner, keeping the facts of the English and Russian texts. One left out is a compile error.
 */
export interface SeedTranslation {
  page: Record<InformationPage, ContentDocument>;
  rules: Record<RulesGroup, ContentDocument>;
  news: Record<(typeof NEWS_POSTS)[number], ContentDocument>;
  blog: Record<(typeof BLOG_POSTS)[number], ContentDocument>;
  promotion: Record<(typeof PROMOTIONS)[number], ContentDocument>;
  landing: Record<(typeof LANDINGS)[number], ContentDocument>;
  bonus: Record<(typeof BONUS_RULES)[number], ContentDocument>;
  partner: Record<(typeof PARTNERS)[number], ContentDocument>;
}
