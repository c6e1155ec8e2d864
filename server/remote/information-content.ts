import { CONTENT_LANGS, CONTENT_SLUG_PATTERN, type ContentBlock, type ContentLang } from '@site/api/contracts';
import type { ContentItem, ContentService } from '../plugins/app/content/content-service';
import { type CalcInput, type CalcResult, calcInput, calculate } from './betting-calculator';
import { informationPage } from './information-paths';
import { informationWords } from './information-words';

export interface NavLink {
  title: string;
  href: string;
  current: boolean;
}

interface Common {
  lang: ContentLang;
  page: string;
  title: string;
  description: string;
  /** the information section's pages, for the side menu */
  nav: NavLink[];
}

/** What one information path shows, read from the content table. */
export type InformationView =
  | (Common & { kind: 'document'; blocks: ContentBlock[]; chapters: NavLink[]; groups: NavLink[] })
  | (Common & { kind: 'list'; items: { title: string; description: string; href: string }[] })
  | (Common & { kind: 'calculator'; blocks: ContentBlock[]; input: CalcInput | null; result: CalcResult | null })
  /** an information path whose document does not exist (a removed post, an unknown chapter) */
  | (Common & { kind: 'missing' });

/** The pages of the side menu, in this order (content kind `page`, plus the rules). */
const NAV_PAGES = ['index', 'about', 'contacts', 'howbet', 'rules', 'payment', 'betting-calculator', 'cookies', 'licenses', 'taxation', 'consent', 'amlkyc', 'amlpolicy', 'kycpolicy', 'disputeresolution', 'responsiblegaming', 'cash_terminals'];

/** Pages whose h2 blocks with an id are chapters, and the path segment naming one. */
const CHAPTERED = new Set(['football-champions-rules', 'ourpartners']);

const slugOk = (s: string) => new RegExp(CONTENT_SLUG_PATTERN).test(s);

/**
 * The blocks of one chapter: from its h2 to the next h2 (null when there is no such chapter).
 * A chapter is named by its id ("system") or its number ("3": the third chapter).
 */
export function chapterBlocks(blocks: ContentBlock[], chapter: string): ContentBlock[] | null {
  const chapters = blocks.flatMap((b, i) => (b.type === 'h2' && b.id ? [{ id: b.id, i }] : []));
  const start = (/^\d{1,3}$/.test(chapter) ? chapters[Number(chapter) - 1] : chapters.find((c) => c.id === chapter))?.i ?? -1;
  if (start < 0) return null;
  const end = blocks.findIndex((b, i) => i > start && b.type === 'h2');
  return blocks.slice(start, end < 0 ? undefined : end);
}

function chaptersOf(item: ContentItem, base: string, current: string | undefined): NavLink[] {
  const ids = item.body.flatMap((b) => (b.type === 'h2' && b.id ? [b] : []));
  return ids.map((b, n) => ({ title: b.text, href: `${base}/${b.id}`, current: b.id === current || String(n + 1) === current }));
}

/**
 * The view of an information path (`/en/information/about`, `/ru/news/slug`...): a `missing`
 * view when the path is ours but names no document (the page says so), null when the path is
 * not an information path at all (the front-end answers 404). `query` feeds the calculator.
 */
export async function loadInformation(
  content: ContentService,
  path: string,
  query: Record<string, unknown> = {},
  /** the site config's `modules.features`: the calculator is listed only when it is on */
  features: readonly string[] = ['betting-calculator'],
): Promise<InformationView | null> {
  const found = informationPage(path);
  if (!found) return null;
  const lang: ContentLang = (CONTENT_LANGS as readonly string[]).includes(found.lang) ? (found.lang as ContentLang) : 'en';
  const { page, detail } = found;
  const prefix = `/${found.lang}`;
  const pages = await content.list('page', lang);
  const titles = new Map(pages.map((p) => [p.slug, p.title]));
  const words = informationWords[lang];
  const rulesGroups = await content.list('rules', lang);
  const rulesTitle = rulesGroups.length ? words.rules : undefined;
  const navFor = (currentPage: string): NavLink[] =>
    NAV_PAGES.flatMap((slug) => {
      if (slug === 'betting-calculator' && !features.includes(slug)) return [];
      const title = slug === 'rules' ? (rulesTitle ?? null) : (titles.get(slug) ?? null);
      if (title === null) return [];
      const href = slug === 'index' ? `${prefix}/information` : slug === 'rules' ? `${prefix}/information/rules/1` : `${prefix}/information/${slug}`;
      return [{ title, href, current: slug === currentPage }];
    });
  const nav = navFor(page);
  const missing: InformationView = { kind: 'missing', lang, page, title: words.not_found_title, description: words.not_found_text, nav };

  if (page === 'rules') {
    const [group, chapter, ...more] = detail;
    if (!group || more.length || !slugOk(group) || (chapter !== undefined && !slugOk(chapter))) return missing;
    const item = await content.get('rules', group, lang);
    if (!item) return missing;
    const base = `${prefix}/information/rules/${group}`;
    const blocks = chapter === undefined ? item.body : chapterBlocks(item.body, chapter);
    if (!blocks) return missing;
    const groups = rulesGroups.map((g) => ({ title: g.title, href: `${prefix}/information/rules/${g.slug}`, current: g.slug === group }));
    return { kind: 'document', lang, page, title: item.title, description: item.description, nav, blocks, chapters: chaptersOf(item, base, chapter), groups };
  }

  if (page === 'news' || page === 'blog') {
    const slug = detail.at(-1);
    if (slug === undefined) {
      const items = await content.list(page, lang, 'desc');
      return {
        kind: 'list',
        lang,
        page,
        title: words[page],
        description: items[0]?.title ?? words[page],
        nav,
        items: items.map((i) => ({ title: i.title, description: i.description, href: `${prefix}/${page}/${i.slug}` })),
      };
    }
    if ((page === 'news' && detail.length > 1) || !slugOk(slug)) return missing;
    const item = await content.get(page, slug, lang);
    if (!item) return missing;
    return { kind: 'document', lang, page, title: item.title, description: item.description, nav, blocks: item.body, chapters: [], groups: [] };
  }

  if (CHAPTERED.has(page)) {
    const [chapter, ...more] = detail;
    if (more.length || (chapter !== undefined && !slugOk(chapter))) return missing;
    const item = await content.get('page', page, lang);
    if (!item) return missing;
    const blocks = chapter === undefined ? item.body : chapterBlocks(item.body, chapter);
    if (!blocks) return missing;
    return { kind: 'document', lang, page, title: item.title, description: item.description, nav, blocks, chapters: chaptersOf(item, `${prefix}/${page}`, chapter), groups: [] };
  }

  if (detail.length || !slugOk(page)) return missing;
  const item = await content.get('page', page, lang);
  if (!item) return missing;
  if (page === 'betting-calculator') {
    const input = calcInput(query);
    return { kind: 'calculator', lang, page, title: item.title, description: item.description, nav, blocks: item.body, input, result: input && calculate(input) };
  }
  return { kind: 'document', lang, page, title: item.title, description: item.description, nav, blocks: item.body, chapters: [], groups: [] };
}

/**
 * The page head of an information path: its title and description from the content table
 * (for the SEO of issue 16: the page shell can call this for `<title>` and the description
 * meta), or null when the path is not an information page or names no document.
 */
export async function informationHead(content: ContentService, path: string, companyName: string): Promise<{ title: string; description: string } | null> {
  const view = await loadInformation(content, path);
  if (!view || view.kind === 'missing') return null;
  return { title: `${view.title} | ${companyName}`, description: view.description };
}
