// The information pages, the betting rules and the news and blog posts in the site's six
// languages (issue 16): each answers in each language with its own title, description and words,
// from the seeded content.
import { CONTENT_LANGS, type ContentDocument, type ContentKind } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { contentSeed } from '../../server/plugins/app/content/seed';
import { BLOG_POSTS, BONUS_RULES, INFORMATION_PAGES, LANDINGS, NEWS_POSTS, PARTNERS, PROMOTIONS, RULES_GROUPS } from '../../server/plugins/app/content/seed/translation';
import { OTHER_INFORMATION_PAGES } from '../../server/remote/information-paths';
import { informationWords } from '../../server/remote/information-words';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);
const headers = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp('sqlite');
  app = t.app;
});
afterAll(() => t.close());

const seeded = (kind: ContentKind, slug: string) => {
  const item = contentSeed.find((i) => i.kind === kind && i.slug === slug);
  if (!item) throw new Error(`no seeded ${kind} ${slug}`);
  return item;
};
const pagePath = (lang: string, slug: string) =>
  slug === 'index' ? `/${lang}/information` : (OTHER_INFORMATION_PAGES as readonly string[]).includes(slug) ? `/${lang}/${slug}` : `/${lang}/information/${slug}`;
const chapterIds = (document: ContentDocument) => document.body.flatMap((b) => (b.type === 'h2' && b.id ? [b.id] : []));

const cases = [
  ...INFORMATION_PAGES.map((slug) => ({ kind: 'page' as const, slug, path: (lang: string) => pagePath(lang, slug) })),
  ...RULES_GROUPS.map((slug) => ({ kind: 'rules' as const, slug, path: (lang: string) => `/${lang}/information/rules/${slug}` })),
  ...NEWS_POSTS.map((slug) => ({ kind: 'news' as const, slug, path: (lang: string) => `/${lang}/news/${slug}` })),
  ...BLOG_POSTS.map((slug) => ({ kind: 'blog' as const, slug, path: (lang: string) => `/${lang}/blog/${slug}` })),
];

test.each(CONTENT_LANGS)('every information page, rules group and post answers 200 in %s with its own title, description and text', async (lang) => {
  for (const { kind, slug, path } of cases) {
    const document = seeded(kind, slug)[lang];
    expect([kind, slug, lang, document === undefined]).toEqual([kind, slug, lang, false]);
    const res = await app.inject({ method: 'GET', url: `/remote/information${path(lang)}`, headers });
    expect([path(lang), res.statusCode]).toEqual([path(lang), 200]);
    const answer = res.json<{ title: string; head: string; body: string }>();
    expect(answer.title).toBe(`${document!.title} | Demo Bet`);
    expect(answer.body).toContain(`data-lang="${lang}"`);
    expect(answer.body).not.toContain('data-testid="information-not-found"');
    expect(answer.head).toContain('<meta name="description"');
    // the side menu is in the page's language too
    expect(answer.body).toContain(`>${informationWords[lang].rules}<`);
  }
});

test('no language shows another one’s words: titles and descriptions differ from English', () => {
  for (const { kind, slug } of cases) {
    const item = seeded(kind, slug);
    for (const lang of CONTENT_LANGS.filter((l) => l !== 'en')) {
      const document = item[lang]!;
      expect([slug, lang, document.description === item.en.description]).toEqual([slug, lang, false]);
      expect([slug, lang, document.title === item.en.title]).toEqual([slug, lang, false]);
    }
  }
});

test('a translation keeps the chapters of the English page (chapter links are the same ids in every language)', async () => {
  for (const { kind, slug } of cases) {
    const item = seeded(kind, slug);
    for (const lang of CONTENT_LANGS) expect([slug, lang, chapterIds(item[lang]!)]).toEqual([slug, lang, chapterIds(item.en)]);
  }
  const res = await app.inject({ method: 'GET', url: '/remote/information/tr/information/rules/2/system', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json<{ body: string }>().body).toContain('Sistem');
});

test('the news list of a language lists its own posts', async () => {
  const res = await app.inject({ method: 'GET', url: '/remote/information/kk/news', headers });
  expect(res.statusCode).toBe(200);
  for (const slug of NEWS_POSTS) expect(res.json<{ body: string }>().body).toContain(seeded('news', slug).kk!.title);
});

test.each(CONTENT_LANGS)('promotions, landings, bonus rules and partners are read in %s through the content API', async (lang) => {
  const read = [
    ...PROMOTIONS.map((slug) => ['promotion', slug] as const),
    ...LANDINGS.map((slug) => ['landing', slug] as const),
    ...BONUS_RULES.map((slug) => ['bonus', slug] as const),
    ...PARTNERS.map((slug) => ['partner', slug] as const),
  ];
  for (const [kind, slug] of read) {
    const res = await app.inject({ method: 'GET', url: `/web-api/content/${kind}/${slug}?lang=${lang}` });
    expect([kind, slug, res.statusCode]).toEqual([kind, slug, 200]);
    expect(res.json()).toMatchObject({ lang, title: seeded(kind, slug)[lang]!.title });
  }
});

test('the information front-end’s own words exist in every language with the same keys', () => {
  const keys = Object.keys(informationWords.en).sort();
  for (const lang of CONTENT_LANGS) expect([lang, Object.keys(informationWords[lang]).sort()]).toEqual([lang, keys]);
});
