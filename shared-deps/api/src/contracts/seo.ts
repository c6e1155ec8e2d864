// SEO (spec 2 §2 stream mapping, §5 noindex precedence, §7 "get page data"): what a page's head
// carries, for the server's HTML and for the shell's head on navigation.
import { type Static, Type } from '@sinclair/typebox';
import { StrictObject } from './schema-helpers';

export const SeoPageQuery = StrictObject({
  /** The page's path, with its language prefix (`/en/line/1`). */
  path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/' }),
  lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
});
export type SeoPageQuery = Static<typeof SeoPageQuery>;

export const SeoMeta = Type.Object({ name: Type.String(), content: Type.String(), urlPath: Type.String() });
export const SeoHreflang = Type.Object({ hrefLang: Type.String(), href: Type.String() });
export const SeoCanonical = Type.Object({
  mode: Type.Union([Type.Literal('url'), Type.Literal('mirror')]),
  targetUrl: Type.String(),
  domain: Type.String(),
});

export const SeoPageAnswer = Type.Object({
  title: Type.String(),
  description: Type.String(),
  siteName: Type.String(),
  /** The page's own robots meta (`index, follow` or `noindex, follow`). */
  metaRobots: Type.String(),
  /** The robots meta of the page's hierarchy (its section: office, coupon, search and status pages are noindex). */
  hierarchyMetaRobots: Type.String(),
  customCanonical: Type.Union([SeoCanonical, Type.Null()]),
  metas: Type.Array(SeoMeta),
  hreflang: Type.Array(SeoHreflang),
  /** The content stream of the route (spec 2 §2). */
  stream: Type.String(),
  /** The page may be indexed: no noindex in page, hierarchy or pattern metas. */
  indexable: Type.Boolean(),
  /** The page's canonical URL. */
  canonical: Type.String(),
  /** schema.org JSON-LD (a match page's SportsEvent), or null. */
  structuredData: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type SeoPageAnswer = Static<typeof SeoPageAnswer>;

/** What `admin seo set <pattern>` stores: any of title, description, metaRobots. */
export const SeoPatternValues = StrictObject({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  description: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  metaRobots: Type.Optional(Type.String({ pattern: '^(no)?index(, ?(no)?follow)?$' })),
});
export type SeoPatternValues = Static<typeof SeoPatternValues>;

/** robots.txt and the sitemaps: text written by the server (plain text or XML). */
export const TextFile = Type.String({ contentMediaType: 'text/plain' });
