// Content (issue 19): the kinds of the content table, the block types a body is made of, and the
// bonus games with their cost in points. TypeBox-free: the browser may import it.

/**
 * page: information and app pages (slug = the page, e.g. "about", "mobile-app");
 * rules: a group of the betting rules (slug = the group, "1", "2"...), its h2 blocks are chapters;
 * news, blog: posts; promotion, landing: promotions and landing pages; bonus: bonus rules
 * (slug = the rule id); partner: bonus partners.
 */
export const CONTENT_KINDS = ['page', 'rules', 'news', 'blog', 'promotion', 'landing', 'bonus', 'partner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds the browser lists and reads through /web-api/content (pages and rules go through the information front-end). */
export const PUBLIC_CONTENT_KINDS = ['news', 'blog', 'promotion', 'landing', 'bonus', 'partner'] as const;
export type PublicContentKind = (typeof PUBLIC_CONTENT_KINDS)[number];

// the site's six languages (issue 16): a page without a row in its language reads the English one
export const CONTENT_LANGS = ['en', 'ru', 'uk', 'kk', 'az', 'tr'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** The content language a language code or tag names by its first two letters (`uk-UA` is uk); English for any other. */
export function contentLang(code: unknown): ContentLang {
  const lang = typeof code === 'string' ? code.trim().slice(0, 2).toLowerCase() : '';
  return CONTENT_LANGS.find((l) => l === lang) ?? 'en';
}

/** A slug: lower-case letters, digits, '-' and '_' (1 to 80). */
export const CONTENT_SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]{0,79}$';

/**
 * One block of a body: text only, never HTML. `h2` may carry an `id` (a chapter of the rules);
 * `link.href` is a path on the site ("/en/promotions") or an https URL.
 */
export type ContentBlock =
  | { type: 'h2'; text: string; id?: string }
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; href: string };

/** What a `link` block may point to: a path on the site ("/en/promotions") or an https URL; never javascript:, data: or "//host". */
export const CONTENT_HREF_PATTERN = '^(/(?!/)\\S{0,300}|https://\\S{1,300})$';

/** The href to render for a link block, or undefined (no link) when it is not one the contract allows. */
export function safeContentHref(href: string): string | undefined {
  return new RegExp(CONTENT_HREF_PATTERN).test(href) ? href : undefined;
}

/** An element factory such as React's `createElement`: content-elements stay free of any UI library. */
export type ElementFactory<T> = (tag: string, props: Record<string, unknown> | null, ...children: unknown[]) => T;

/**
 * The one markup of a content body, for every reader (the information front-end on the server,
 * the promotions application in the browser): each block as its element, its text as text
 * (never HTML), links only where `safeContentHref` allows.
 */
export function contentElements<T>(blocks: readonly ContentBlock[], h: ElementFactory<T>): T[] {
  return blocks.map((b, key) => {
    if (b.type === 'h2') return h('h2', { key, id: b.id }, b.text);
    if (b.type === 'p') return h('p', { key }, b.text);
    if (b.type === 'list') return h('ul', { key }, ...b.items.map((item, i) => h('li', { key: i }, item)));
    return h('p', { key }, h('a', { href: safeContentHref(b.href) }, b.text));
  });
}

export const CONTENT_PATHS = {
  list: '/web-api/content/:kind',
  item: '/web-api/content/:kind/:slug',
} as const;

/** The bonus games (spec 1 route `games/{gameRoute}`), what a round costs in points. */
export const BONUS_GAME_COST: Readonly<Record<string, number>> = {
  fortuna: 10,
  chest: 10,
  memory: 10,
  safe: 10,
  lottery: 10,
  'fortuna-bonus': 25,
  'chest-bonus': 25,
  'memory-bonus': 25,
  'safe-bonus': 25,
  'lottery-bonus': 25,
  'dragon-bonus': 50,
};

export const BONUS_GAME_PATHS = {
  list: '/web-api/bonus-games',
  points: '/web-api/bonus-games/points',
  play: '/web-api/bonus-games/:game/play',
} as const;
