import { type ContentBlock, ContentBlockSchema, type ContentDocument, type ContentKind, type ContentLang } from '@site/api/contracts';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely, Selectable } from 'kysely';
import type { ContentItemsTable, Database } from '../../../db/schema';
import type { Clock } from '../clock';
import type { SeedItem } from './seed';
import { SEED_LANGUAGES } from './seed/blocks';

/** One document of the content table, its body parsed. */
export interface ContentItem {
  kind: ContentKind;
  slug: string;
  lang: ContentLang;
  title: string;
  description: string;
  body: ContentBlock[];
  position: number;
  updatedAt: number;
}

const Body = Type.Array(ContentBlockSchema);

/** A body as stored: anything that is not a list of valid blocks reads as empty (never trusted as HTML). */
export function parseBody(json: string): ContentBlock[] {
  try {
    const value: unknown = JSON.parse(json);
    return Value.Check(Body, value) ? (value as ContentBlock[]) : [];
  } catch {
    return [];
  }
}

/**
 * The content table (issue 19): pages, rules, news, blog posts, promotions, landing pages,
 * bonus rules and partners, one row per kind, slug and language. A language without its own
 * row reads the English one. The seed fills in what is missing, never overwriting the
 * operator's edits (`admin content set`, `admin promo set`).
 */
export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(kind: ContentKind, slug: string, lang: ContentLang): Promise<ContentItem | null> {
    const rows = await this.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', kind)
      .where('slug', '=', slug)
      .where('lang', 'in', lang === 'en' ? ['en'] : [lang, 'en'])
      .execute();
    const row = rows.find((r) => r.lang === lang) ?? rows[0];
    return row ? toItem(row) : null;
  }

  /** Every item of a kind in a language (English where the language has none), by position then slug. */
  async list(kind: ContentKind, lang: ContentLang, order: 'asc' | 'desc' = 'asc'): Promise<ContentItem[]> {
    const rows = await this.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', kind)
      .where('lang', 'in', lang === 'en' ? ['en'] : [lang, 'en'])
      .orderBy('position', order)
      .orderBy('slug', 'asc')
      .execute();
    const bySlug = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (!bySlug.has(r.slug) || r.lang === lang) bySlug.set(r.slug, r);
    return [...bySlug.values()].map(toItem);
  }

  /** Writes (inserts or replaces) one document; the caller has validated it. */
  async set(kind: ContentKind, slug: string, lang: ContentLang, document: ContentDocument): Promise<ContentItem> {
    const values = {
      title: document.title,
      description: document.description,
      body: JSON.stringify(document.body),
      position: document.position ?? 0,
      updated_at: this.clock.now(),
    };
    await this.db
      .insertInto('content_items')
      .values({ kind, slug, lang, ...values })
      .onConflict((oc) => oc.columns(['kind', 'slug', 'lang']).doUpdateSet(values))
      .execute();
    const item = await this.get(kind, slug, lang);
    if (!item) throw new Error(`content ${kind}/${slug}/${lang} was not written`);
    return item;
  }

  /** Inserts every seeded document that is missing; returns how many it wrote. */
  async seed(items: readonly SeedItem[]): Promise<number> {
    const now = this.clock.now();
    const rows = items.flatMap((item) =>
      SEED_LANGUAGES.flatMap((lang) => {
        const document = item[lang];
        if (!document) return [];
        const { title, description, body } = document;
        return [{ kind: item.kind, slug: item.slug, lang, title, description, body: JSON.stringify(body), position: item.position ?? 0, updated_at: now }];
      }),
    );
    let written = 0;
    for (let i = 0; i < rows.length; i += 50) {
      const result = await this.db
        .insertInto('content_items')
        .values(rows.slice(i, i + 50))
        .onConflict((oc) => oc.columns(['kind', 'slug', 'lang']).doNothing())
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }
}

function toItem(row: Selectable<ContentItemsTable>): ContentItem {
  return {
    kind: row.kind as ContentKind,
    slug: row.slug,
    lang: row.lang as ContentLang,
    title: row.title,
    description: row.description,
    body: parseBody(row.body),
    position: Number(row.position),
    updatedAt: Number(row.updated_at),
  };
}
