// Issue 16, SEO crawlers see: the server's HTML of every page kind carries its title,
// description, robots, canonical, hreflang for every public language plus x-default, Open
// Graph, and JSON-LD SportsEvent on match pages; office, search and status pages are noindex;
// the operator's URL patterns (exact or prefix /*, most specific wins) override the defaults and
// a noindex anywhere (page, hierarchy, pattern) wins; robots.txt and sitemaps from live data.
import type { LightMyRequestResponse } from 'fastify';
import { catalogueTestApp, type TestApp, testDialects } from './helper';

const ORIGIN = 'http://localhost:80';

function head(res: LightMyRequestResponse) {
  const html = res.body;
  const attr = (re: RegExp) => html.match(re)?.[1];
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: attr(/<meta name="description" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)">/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)">/),
    jsonLd: attr(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/),
  };
}

describe.each(testDialects())('SEO on %s', (dialect) => {
  let t: TestApp;
  const page = async (url: string) => {
    const res = await t.app.inject({ url, headers: { host: 'localhost:80' } });
    expect(res.statusCode).toBe(200);
    return head(res);
  };
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  }, 30_000);
  afterAll(async () => { await t.close(); });

  test('every page kind has one title, a description, robots, canonical, hreflang and Open Graph before any script', async () => {
    for (const url of ['/en', '/en/line', '/en/line/1', '/en/line/1/11', '/en/live', '/en/slots/game/101/book-of-demo', '/ru/line/1/11/1', '/en/information/about', '/en/user/login']) {
      const h = await page(url);
      expect(h.titles).toHaveLength(1);
      expect(h.titles[0]!.length).toBeGreaterThan(5);
      expect(h.description!.length).toBeGreaterThan(20);
      expect(h.robots).toBe('index, follow');
      expect(h.canonical).toBe(`${ORIGIN}${url}`);
      expect(h.ogTitle).toBe(h.titles[0]);
      expect(h.ogDescription).toBe(h.description);
    }
  });

  test('titles say what the page is, in its language', async () => {
    expect((await page('/en/line/1')).titles[0]).toBe('Football betting odds: Pre-match | Demo Bet');
    expect((await page('/ru/line/1/11')).titles[0]).toBe('Демо лига (демо): коэффициенты на матчи | Футбол | Demo Bet');
    expect((await page('/en/slots/game/101/book-of-demo')).titles[0]).toBe('Book Of Demo: play online | Demo Bet casino');
  });

  test('hreflang: every public language plus x-default, each pointing at the same page in that language', async () => {
    const h = await page('/ru/line/1');
    const fallback = (await t.app.siteConfig.get()).core.defaultLanguage;
    expect(h.hreflang).toEqual([
      ...['en', 'ru', 'uk', 'kk', 'az', 'tr'].map((lang) => [lang, `${ORIGIN}/${lang}/line/1`]),
      ['x-default', `${ORIGIN}/${fallback}/line/1`],
    ]);
  });

  test('a match page carries JSON-LD SportsEvent with the teams, start time and championship', async () => {
    const h = await page('/en/line/1/11/1');
    expect(h.titles[0]).toBe('Home 1 vs Away 1: betting odds, Demo League (demo) | Demo Bet');
    const ld = JSON.parse(h.jsonLd!);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'SportsEvent', homeTeam: { name: 'Home 1' }, awayTeam: { name: 'Away 1' }, superEvent: { name: 'Demo League (demo)' } });
    expect(new Date(ld.startDate).getTime()).toBeGreaterThan(Date.now());
    expect((await page('/en/line/1')).jsonLd).toBeUndefined();
    // a Turkish page names the match in Turkish (the feed's names in six languages)
    const tr = JSON.parse((await page('/tr/line/1/11/1')).jsonLd!);
    expect(tr).toMatchObject({ sport: 'Futbol', homeTeam: { name: 'Home 1 (tr)' }, superEvent: { name: 'Demo League (demo) (tr)' } });
  });

  test('office, search, status and one-time-link pages are noindex', async () => {
    for (const url of ['/en/office/history', '/en/office/settings', '/en/casino-search', '/en/maintenance', '/en/block', '/en/user/passwordreset']) {
      const res = await t.app.inject({ url });
      if (res.statusCode !== 200) continue; // a guard redirected (office for a guest): nothing to index either
      expect(head(res).robots).toBe('noindex, follow');
    }
    const api = await t.app.inject({ url: '/web-api/seo/page?path=/en/office/history' });
    expect(api.json()).toMatchObject({ stream: 'office', hierarchyMetaRobots: 'noindex, follow', indexable: false });
    const missing = await t.app.inject({ url: '/en/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(head(missing).robots).toBe('noindex, follow');
    expect(head(missing).titles).toHaveLength(1);
  });

  test('each sportsbook page has a title of its own: line, live, top events, multi-live (issue 22)', async () => {
    const title = async (path: string) => (await t.app.inject({ url: `/web-api/seo/page?path=${encodeURIComponent(path)}` })).json().title as string;
    const titles = await Promise.all(['/en/line', '/en/live', '/en/line/top-events', '/en/live/multi-live', '/ru/live/multi-live'].map(title));
    expect(titles.filter((x, i) => titles.indexOf(x) !== i)).toEqual([]);
    expect(titles[2]).toBe('Top events (Pre-match): the most popular matches and their odds | Demo Bet');
    expect(titles[3]).toBe('Multi-live: up to four live games side by side | Demo Bet');
    expect(titles[4]).toBe('Мультилайв: до четырёх матчей рядом | Demo Bet');
  });

  test('operator patterns: exact beats prefix, longer prefix beats shorter; noindex anywhere wins', async () => {
    await t.app.seo.setPattern('/en/line/*', { title: 'All the line', description: 'Every pre-match market of the demo book.' });
    await t.app.seo.setPattern('/en/line/1/*', { title: 'Football line' });
    await t.app.seo.setPattern('/en/line/1/11', { title: 'The Demo League line' });
    expect((await page('/en/line/2')).titles[0]).toBe('All the line');
    expect((await page('/en/line/1/12')).titles[0]).toBe('Football line');
    expect((await page('/en/line/1/11')).titles[0]).toBe('The Demo League line');
    // the winner alone speaks: it has no description, so the page keeps its own
    expect((await page('/en/line/1/12')).description).toContain('Second League (demo)');
    // a noindex prefix (the hierarchy) is not undone by a more specific pattern that says index
    await t.app.seo.setPattern('/en/live/*', { metaRobots: 'noindex, follow' });
    await t.app.seo.setPattern('/en/live/1', { title: 'Live football', metaRobots: 'index, follow' });
    expect((await page('/en/live/1')).robots).toBe('noindex, follow');
    expect((await page('/en/live/1')).titles[0]).toBe('Live football');
    // and a pattern's own noindex makes its page noindex
    await t.app.seo.setPattern('/en/information/about', { metaRobots: 'noindex' });
    expect((await page('/en/information/about')).robots).toBe('noindex, follow');
    expect((await page('/ru/information/about')).robots).toBe('index, follow');
    const api = await t.app.inject({ url: '/web-api/seo/page?path=/en/live/1' });
    expect(api.json()).toMatchObject({ title: 'Live football', metaRobots: 'index, follow', hierarchyMetaRobots: 'noindex, follow', indexable: false });
  });

  test('/web-api/seo/page validates its query and answers for a path without its language', async () => {
    expect((await t.app.inject({ url: '/web-api/seo/page' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/web-api/seo/page?path=no-slash' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/web-api/seo/page?path=/${'a'.repeat(3000)}` })).statusCode).toBe(400);
    const res = await t.app.inject({ url: '/web-api/seo/page?path=/line/1&lang=ru', headers: { host: 'localhost:80' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Футбол: ставки и коэффициенты, до матча | Demo Bet', canonical: `${ORIGIN}/ru/line/1`, stream: 'sport', indexable: true });
  });

  test('robots.txt names the sitemap; the sitemap index lists a sitemap per public language; every URL answers 200', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'localhost:80' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /web-api/');
    const index = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:80' } });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const maps = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(maps).toEqual(['en', 'ru', 'uk', 'kk', 'az', 'tr'].map((lang) => `${ORIGIN}/sitemaps/${lang}.xml`));
    // every URL of two of them is opened (the others list the same pages under their prefix)
    for (const map of maps.slice(0, 3).filter((m) => !m.endsWith('/ru.xml'))) {
      const set = await t.app.inject({ url: map.slice(ORIGIN.length) });
      expect(set.statusCode).toBe(200);
      expect(set.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const urls = [...set.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      // home, sections, sports, championships, upcoming matches, casino, information pages
      expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/${map.slice(-6, -4)}`, `${ORIGIN}/${map.slice(-6, -4)}/line/1/11/1`, `${ORIGIN}/${map.slice(-6, -4)}/information/contacts`]));
      for (const url of urls) expect([url, (await t.app.inject({ url: url.slice(ORIGIN.length) })).statusCode]).toEqual([url, 200]);
    }
    // a page a pattern made noindex is left out (the operator set /en/information/about noindex above)
    expect((await t.app.inject({ url: '/sitemaps/en.xml' })).body).not.toContain('/en/information/about<');
    expect((await t.app.inject({ url: '/sitemaps/ru.xml' })).body).toContain('/ru/information/about<');
    expect((await t.app.inject({ url: '/sitemaps/xx.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/EN.xml' })).statusCode).toBe(400);
  });
});
