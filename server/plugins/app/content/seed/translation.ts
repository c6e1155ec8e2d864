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

/**
 * One language's information content (`seed/uk.ts`, `kk.ts`, `az.ts`, `tr.ts`): every
 * information page and every rules group, keeping the facts of the English and Russian pages.
 * A page or group left out is a compile error.
 */
export interface SeedTranslation {
  page: Record<InformationPage, ContentDocument>;
  rules: Record<RulesGroup, ContentDocument>;
}
