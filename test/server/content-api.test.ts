// The content the promotions application reads (issue 19), by language, and the operator's
// `admin content set` / `admin promo set`.
import type { FastifyInstance } from 'fastify';
import { commands } from '../../server/admin/commands';
import { buildTestApp, type TestApp, testDialects } from './helper';

jest.setTimeout(60_000);

describe.each(testDialects())('content on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    app = t.app;
  });
  afterAll(() => t.close());

  const run = (name: string, ...args: string[]) => {
    const cmd = commands[name]!;
    return cmd.run({ database: t.db.database, db: app.db, services: app }, cmd.parse(args));
  };
  const json = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, body: res.json() };
  };

  test('promotions, landings, bonus rules and partners are listed and read in the asked language', async () => {
    const en = await json('/web-api/content/promotion?lang=en');
    expect(en.status).toBe(200);
    expect(en.body.items.map((i: { slug: string }) => i.slug)).toEqual(['first-deposit', 'express-booster', 'bonus-points', 'casino-tournaments']);
    const ru = await json('/web-api/content/promotion?lang=ru');
    expect(ru.body.items[0]).toMatchObject({ slug: 'first-deposit', title: 'Бонус 100% на первый депозит' });
    const item = await json('/web-api/content/landing/welcome?lang=ru');
    expect(item.body).toMatchObject({ slug: 'welcome', lang: 'ru', title: 'Добро пожаловать в Demo Bet' });
    expect(item.body.body).toEqual(expect.arrayContaining([{ type: 'link', text: 'Регистрация в один клик', href: '/ru/registration' }]));
    // the casino slot-first-deposit page of spec 1, where the legacy slot_first_deposit ids land (301), in every content language
    for (const lang of ['en', 'ru', 'uk', 'kk', 'az', 'tr']) {
      const slots = await json(`/web-api/content/landing/slot-first-deposit?lang=${lang}`);
      expect([lang, slots.status, slots.body.lang]).toEqual([lang, 200, lang]);
    }
    for (const kind of ['bonus', 'partner', 'news', 'blog']) expect((await json(`/web-api/content/${kind}`)).body.items.length).toBeGreaterThan(0);
  });

  test('unknown slugs are 404; pages, rules and bad kinds, slugs or languages are refused', async () => {
    expect((await json('/web-api/content/promotion/nope')).status).toBe(404);
    expect((await json('/web-api/content/page')).status).toBe(400);
    expect((await json('/web-api/content/rules/1')).status).toBe(400);
    expect((await json('/web-api/content/promotion/..%2Fx')).status).toBe(400);
    expect((await json('/web-api/content/promotion?lang=de')).status).toBe(400);
  });

  test('admin promo set writes a promotion in one language; the other keeps its own, a new one falls back to English', async () => {
    const doc = { title: 'Weekend cashback', description: '10% back on Sunday', body: [{ type: 'p', text: 'Lose on Saturday, get 10% back on Sunday.' }], position: 9 };
    expect(await run('promo', 'set', 'weekend-cashback', 'en', JSON.stringify(doc))).toMatchObject({ kind: 'promotion', slug: 'weekend-cashback', lang: 'en', blocks: 1 });
    expect((await json('/web-api/content/promotion?lang=en')).body.items.at(-1)).toMatchObject({ slug: 'weekend-cashback', title: 'Weekend cashback' });
    // no Russian text yet: the English one
    expect((await json('/web-api/content/promotion/weekend-cashback?lang=ru')).body).toMatchObject({ lang: 'en', title: 'Weekend cashback' });
    await run('promo', 'set', 'weekend-cashback', 'ru', JSON.stringify({ ...doc, title: 'Кешбэк выходного дня' }));
    expect((await json('/web-api/content/promotion/weekend-cashback?lang=ru')).body).toMatchObject({ lang: 'ru', title: 'Кешбэк выходного дня' });
    // replacing keeps one row per kind, slug and language
    await run('promo', 'set', 'weekend-cashback', 'en', JSON.stringify({ ...doc, title: 'Sunday cashback' }));
    const rows = await app.db.selectFrom('content_items').select('title').where('slug', '=', 'weekend-cashback').where('lang', '=', 'en').execute();
    expect(rows).toEqual([{ title: 'Sunday cashback' }]);
  });

  test('admin content set edits any kind; the seed never overwrites an edit when the server starts again', async () => {
    await run('content', 'set', 'page', 'about', 'en', JSON.stringify({ title: 'About us', description: 'Edited', body: [] }));
    expect(await app.content.seed((await import('../../server/plugins/app/content/seed')).contentSeed)).toBe(0);
    expect((await app.content.get('page', 'about', 'en'))?.title).toBe('About us');
  });

  test('the commands refuse bad arguments before writing: kind, slug, language, JSON and blocks', () => {
    const ok = JSON.stringify({ title: 't', description: '', body: [] });
    const bad: [string, string[]][] = [
      ['content', ['set', 'nonsense', 'x', 'en', ok]],
      ['content', ['get', 'page', 'x', 'en', ok]],
      ['content', ['set', 'page', 'Bad Slug', 'en', ok]],
      ['content', ['set', 'page', 'x', 'de', ok]],
      ['promo', ['set', 'x', 'en', '{not json']],
      ['promo', ['set', 'x', 'en', JSON.stringify({ title: 't', description: '', body: [{ type: 'html', text: '<b>' }] })]],
      ['promo', ['set', 'x', 'en', JSON.stringify({ title: 't', description: '', body: [{ type: 'link', text: 'x', href: 'javascript:alert(1)' }] })]],
      ['promo', ['set', 'x', 'en']],
    ];
    for (const [name, args] of bad) expect(() => commands[name]!.parse(args)).toThrow();
    expect(commands.promo!.parse(['set', 'x', 'en', ok])).toMatchObject({ slug: 'x', lang: 'en' });
  });
});
