// The footer's links (issue 22): every product and information page, grouped, each a route of
// the route table (@site/routes) by name, so a link never points where no page is.
import { toPath } from '@site/routes';

export interface FooterLink {
  /** The link's words: a key of the footer's namespace. */
  key: string;
  route: string;
  params?: Record<string, string>;
  testId?: string;
}
export interface FooterGroup {
  /** The group's heading: key `group_<key>`. */
  key: string;
  links: readonly FooterLink[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    key: 'sports',
    links: [
      { key: 'link_line', route: 'section', params: { section: 'line' } },
      { key: 'link_live', route: 'section', params: { section: 'live' } },
      { key: 'link_multi_live', route: 'section-multi-live', params: { section: 'live' } },
      { key: 'link_results', route: 'results' },
      { key: 'link_esports', route: 'cyber-mode', params: { base: 'esports', mode: 'real' } },
      { key: 'link_virtual', route: 'cyber-mode', params: { base: 'cyber', mode: 'virtual' } },
      { key: 'link_toto', route: 'toto' },
      { key: 'link_lotto', route: 'lotto' },
    ],
  },
  {
    key: 'casino',
    links: [
      { key: 'link_casino', route: 'casino-section', params: { section: 'casino' } },
      { key: 'link_slots', route: 'casino-section', params: { section: 'slots' } },
      { key: 'link_crash_games', route: 'crash-games' },
      { key: 'link_fast_games', route: 'fast-games' },
      { key: 'link_tvgames', route: 'tvgames' },
      { key: 'link_poker', route: 'poker' },
      { key: 'link_bingo', route: 'bingo' },
      { key: 'link_providers', route: 'providers' },
    ],
  },
  {
    key: 'promotions',
    links: [
      { key: 'link_promotions', route: 'promotions' },
      { key: 'link_bonus_games', route: 'games' },
      { key: 'link_points', route: 'points' },
      { key: 'link_news', route: 'news' },
      { key: 'link_mobile_app', route: 'mobile-app' },
    ],
  },
  {
    key: 'information',
    links: [
      { key: 'link_about', route: 'information-about' },
      { key: 'link_contacts', route: 'information-contacts' },
      { key: 'link_howbet', route: 'information-howbet' },
      { key: 'link_licenses', route: 'information-licenses' },
      { key: 'link_cookies', route: 'information-cookies' },
      { key: 'link_amlpolicy', route: 'information-amlpolicy' },
      { key: 'link_kycpolicy', route: 'information-kycpolicy' },
      { key: 'link_disputeresolution', route: 'information-disputeresolution' },
    ],
  },
  {
    key: 'responsible',
    links: [
      { key: 'responsible', route: 'office-responsible', testId: 'footer-responsible' },
      { key: 'link_responsiblegaming', route: 'information-responsiblegaming' },
      { key: 'link_support', route: 'office-support' },
    ],
  },
];

/** A link's address in the page language (the route table's path). */
export const footerHref = (link: FooterLink, lang: string): string | undefined => toPath(link.route, link.params ?? {}, lang);
