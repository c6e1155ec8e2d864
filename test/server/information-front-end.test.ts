// The information front-end (spec 2 §7 JSON render protocol) on the content table (issue 19).
import type { FastifyInstance } from 'fastify';
import { parseMfAnswer } from '../../root-config/src/json-protocol';
import { commands } from '../../server/admin/commands';
import { informationHead } from '../../server/remote/information-content';
import { informationPage, renderInformation } from '../../server/remote/information';
import { buildTestApp, type TestApp } from './helper';

jest.setTimeout(30_000);
const headers = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp('sqlite');
  app = t.app;
});
afterAll(() => t.close());

const get = (path: string) => app.inject({ method: 'GET', url: `/remote/information${path}`, headers });
const render = (path: string, query: Record<string, unknown> = {}) => renderInformation({ path, query, companyName: 'Demo Bet', content: app.content });

test('information paths map to pages; anything else is not ours', () => {
  expect(informationPage('/en/information/about')).toEqual({ lang: 'en', page: 'about', detail: [] });
  expect(informationPage('/ru/information/rules/1/2')).toEqual({ lang: 'ru', page: 'rules', detail: ['1', '2'] });
  expect(informationPage('/en/information')).toEqual({ lang: 'en', page: 'index', detail: [] });
  expect(informationPage('/en/news/some-post')).toEqual({ lang: 'en', page: 'news', detail: ['some-post'] });
  expect(informationPage('/en/line')).toBeNull();
  expect(informationPage('/information/about')).toBeNull();
  expect(informationPage('/en/information/<x>')).toBeNull();
});

test('the answer is server-rendered React from the content table, in the page language, and passes the browser validator', async () => {
  const answer = (await render('/en/information/about'))!;
  expect(answer.body).toContain('data-testid="information-page"');
  expect(answer.body).toContain('About Demo Bet');
  expect(answer.body).toContain('feed simulator');
  expect(answer.title).toBe('About Demo Bet | Demo Bet');
  expect(answer.head).toBe('<meta name="description" content="Who we are and how the demo site works.">');
  expect(parseMfAnswer(answer, { allowedOrigins: [], pageHref: 'http://site/en/information/about', expectedAppName: '@site/app-information' }).ok).toBe(true);
  const ru = (await render('/ru/information/about'))!;
  expect(ru.title).toBe('О Demo Bet | Demo Bet');
  expect(ru.body).toContain('симулятором');
});

test('every information page of the route table has text in English and Russian', async () => {
  const pages = ['contacts', 'about', 'howbet', 'payment', 'cookies', 'ussdinstruction', 'licenses', 'taxation', 'consent', 'simpleidentification', 'amlkyc', 'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'cash_terminals', 'betting-calculator'];
  const others = ['football-champions-rules', 'ourpartners', 'bettingalphabet', 'news', 'blog', 'cricket-app', 'ios-app', 'ipl-betting-app', 'mobile-app', 'desktop-app', 'betting-awards'];
  for (const lang of ['en', 'ru']) {
    for (const path of [...pages.map((p) => `/${lang}/information/${p}`), ...others.map((p) => `/${lang}/${p}`), `/${lang}/information`, `/${lang}/information/rules/1`]) {
      const res = await get(path);
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect(res.json().body).toMatch(/<p>[^<]{20,}/);
    }
  }
});

const notFound = async (path: string) => {
  const res = await get(path);
  return res.statusCode === 200 && (res.json().body as string).includes('data-testid="information-not-found"');
};

test('rules have groups and chapters (by id or number); a chapter shows only its part; unknown ones say the page is not found', async () => {
  const group = (await render('/en/information/rules/2'))!;
  expect(group.body).toContain('data-testid="rules-groups"');
  expect(group.body).toContain('href="/en/information/rules/2/system"');
  expect(group.body).toContain('Express bonus');
  const chapter = (await render('/en/information/rules/2/system'))!;
  expect(chapter.body).toContain('2 of 4');
  expect(chapter.body).not.toContain('Express bonus</h2>');
  expect((await render('/en/information/rules/2/3'))!.body).toContain('2 of 4');
  expect(await notFound('/en/information/rules/9')).toBe(true);
  expect(await notFound('/en/information/rules/1/nope')).toBe(true);
  expect(await notFound('/en/information/rules/1/9')).toBe(true);
  expect((await render('/ru/football-champions-rules/points'))!.body).toContain('Точный счёт');
});

test('news and blog list their posts newest first and show one post', async () => {
  const list = (await render('/en/news'))!.body;
  expect(list.indexOf('Live markets on esports')).toBeLessThan(list.indexOf('Bonus games are open'));
  expect(list).toContain('href="/en/news/new-bonus-games"');
  expect((await render('/ru/news/new-bonus-games'))!.title).toBe('Открыты бонусные игры | Demo Bet');
  expect((await render('/en/blog/how-systems-work'))!.body).toContain('three doubles');
  expect(await notFound('/en/news/no-such-post')).toBe(true);
  expect((await render('/ru/news/no-such-post'))!.title).toBe('Страница не найдена | Demo Bet');
});

test('the betting calculator works with @site/betting: singles, express and system from the form query', async () => {
  const empty = (await render('/en/information/betting-calculator'))!.body;
  expect(empty).toContain('data-testid="calc-submit"');
  expect(empty).not.toContain('calc-result');
  const express = (await get('/en/information/betting-calculator?type=express&coefs=1.5+2.2&amount=10&k=2')).json().body as string;
  expect(express).toMatch(/data-testid="calc-max-win">Largest possible win: 33\.00</);
  const system = (await render('/en/information/betting-calculator', { type: 'system', coefs: '2 1.8 2.5', amount: '30', k: '2' }))!.body;
  expect(system).toContain('2/3');
  expect(system).toMatch(/131\.00/);
  const bad = (await render('/ru/information/betting-calculator', { type: 'single', coefs: 'x', amount: '1' }))!.body;
  expect(bad).toContain('Введите от 1 до 20 коэффициентов');
});

test('text from the table is text: markup in a document is escaped, never rendered', async () => {
  const cmd = commands.content!;
  const doc = JSON.stringify({ title: 'Cookies <b>', description: 'd', body: [{ type: 'p', text: '<script>alert(1)</script> hello' }] });
  await cmd.run({ database: t.db.database, db: app.db, services: app }, cmd.parse(['set', 'page', 'cookies', 'en', doc]));
  const answer = (await render('/en/information/cookies'))!;
  expect(answer.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hello');
  expect(answer.body).not.toContain('<script>');
  expect(answer.title).toBe('Cookies <b> | Demo Bet');
});

test('the side menu lists the betting calculator only while its feature is on (site config modules.features)', async () => {
  const menu = async () => (await get('/en/information/about')).json().body as string;
  expect(await menu()).not.toContain('href="/en/information/betting-calculator"');
  await app.siteConfig.set('modules', 'features', ['betting-calculator']);
  expect(await menu()).toContain('href="/en/information/betting-calculator"');
});

test('the page head: title and description of any information path, for the SEO of the page shell', async () => {
  expect(await informationHead(app.content, '/ru/information/contacts', 'Demo Bet')).toEqual({ title: 'Контакты | Demo Bet', description: 'Как связаться со службой поддержки Demo Bet.' });
  expect(await informationHead(app.content, '/en/line', 'Demo Bet')).toBeNull();
  expect(await informationHead(app.content, '/en/news/no-such-post', 'Demo Bet')).toBeNull();
});

test('GET and POST with the protocol headers answer JSON; other modes 406; paths not ours 404; bad bodies 400', async () => {
  const ok = await get('/en/information/howbet');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ appName: '@site/app-information', cssToLoad: [], scriptsToLoad: [], codeToEval: '' });
  const post = await app.inject({ method: 'POST', url: '/remote/information/en/information/contacts', headers, payload: { components: ['page'] } });
  expect(post.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/remote/information/en/information/about' })).statusCode).toBe(406);
  expect((await app.inject({ method: 'GET', url: '/remote/information/en/information/about', headers: { ...headers, 'mf-api-version': 'v1' } })).statusCode).toBe(406);
  expect((await get('/en/line')).statusCode).toBe(404);
  expect(await notFound('/en/information/about/more')).toBe(true);
  expect((await app.inject({ method: 'POST', url: '/remote/information/en/information/about', headers, payload: { components: 'page' } })).statusCode).toBe(400);
});
