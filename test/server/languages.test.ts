// The site in its six languages on the server (issue 16): every language's prefix answers with
// <html lang>, a head in that language (the information pages with their own title and
// description from the content) and hreflang for every public language plus x-default; a
// language the config hides for guests (spec 2 §5) is neither served nor announced to them.
import { supportedLanguages } from '@site/i18n';
import type { LightMyRequestResponse } from 'fastify';
import { contentSeed } from '../../server/plugins/app/content/seed';
import { buildTestApp, type TestApp, testDialects } from './helper';

jest.setTimeout(60_000);
const ORIGIN = 'http://localhost:80';
const host = { host: 'localhost:80' };

function head(res: LightMyRequestResponse) {
  const html = res.body;
  return {
    status: res.statusCode,
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)">/)?.[1],
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  };
}
const unescape = (s: string | undefined) => s?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
// the information pages of the issue: about, contacts, rules, payment, how to bet, cookies, betting awards
const PAGES = [
  { slug: 'about', path: 'information/about' },
  { slug: 'contacts', path: 'information/contacts' },
  { slug: 'payment', path: 'information/payment' },
  { slug: 'howbet', path: 'information/howbet' },
  { slug: 'cookies', path: 'information/cookies' },
  { slug: 'betting-awards', path: 'betting-awards' },
];
const seeded = (slug: string, lang: string) => contentSeed.find((i) => i.kind === 'page' && i.slug === slug)![lang as 'en']!;

describe.each(testDialects())('the six languages on %s', (dialect) => {
  let t: TestApp;
  const get = async (url: string, cookie?: string) => t.app.inject({ url, headers: { ...host, ...(cookie && { cookie }) } });
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await t.app.siteConfig.set('modules', 'features', ['betting-awards']);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  test.each(supportedLanguages)('%s: the information pages answer 200 with <html lang>, their own title and description, and hreflang for all six', async (lang) => {
    for (const { slug, path } of PAGES) {
      const h = head(await get(`/${lang}/${path}`));
      const document = seeded(slug, lang);
      expect({ path, status: h.status, lang: h.lang }).toEqual({ path, status: 200, lang });
      expect(unescape(h.title)).toBe(`${document.title} | Demo Bet`);
      expect(unescape(h.description)).toBe(document.description);
      expect(h.hreflang).toEqual([...supportedLanguages.map((l) => [l, `${ORIGIN}/${l}/${path}`]), ['x-default', `${ORIGIN}/ru/${path}`]]);
    }
    const rules = head(await get(`/${lang}/information/rules/1`));
    expect([rules.status, rules.lang]).toEqual([200, lang]);
  });

  test('every language has a home title of its own', async () => {
    const titles = await Promise.all(supportedLanguages.map(async (lang) => head(await get(`/${lang}/`)).title));
    expect(new Set(titles).size).toBe(supportedLanguages.length);
    expect(titles[supportedLanguages.indexOf('uk')]).toBe('Demo Bet: ставки на спорт, лайв і казино (демо)');
    expect(titles[supportedLanguages.indexOf('tr')]).toBe('Demo Bet: spor bahisleri, canlı oranlar ve casino (demo)');
  });

  test('a path without a prefix goes to the stored language (the lng cookie)', async () => {
    const res = await get('/information/about', 'lng=kk');
    expect([res.statusCode, res.headers.location]).toEqual([302, '/kk/information/about']);
  });

  test('a language hidden for guests is not served to them nor announced; a session or the ua cookie opens it', async () => {
    await t.app.siteConfig.set('core', 'hiddenLanguagesForAnonymous', ['az']);
    try {
      const guest = await get('/az/information/about');
      expect(guest.statusCode).toBe(302);
      expect(guest.headers.location).toBe('/ru/information/about');
      const authorised = head(await get('/az/information/about', 'ua=1'));
      expect([authorised.status, authorised.lang]).toEqual([200, 'az']);
      const public_ = head(await get('/uk/information/about'));
      expect(public_.hreflang.map(([l]) => l)).toEqual(['en', 'ru', 'uk', 'kk', 'tr', 'x-default']);
      const index = (await get('/sitemap.xml')).body;
      expect(index).not.toContain('/sitemaps/az.xml');
      expect(index).toContain('/sitemaps/kk.xml');
      expect((await get('/sitemaps/az.xml')).statusCode).toBe(404);
    } finally {
      await t.app.siteConfig.set('core', 'hiddenLanguagesForAnonymous', []);
    }
  });
});
