// Cookie consent and the own analytics collector through HTTP (issue 16; spec 2 §3, §4, §7),
// on a fake clock, on SQLite and PostgreSQL.
import { defaultSiteConfig } from '@site/api';
import { ANALYTICS_EVENT_IDS, CONSENT_ID_COOKIE, COOKIES_AGREEMENT_PATH, FATMAN_WHENCE } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import analyticsCommand from '../../server/admin/commands/analytics';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer, setCookies } from './players';

jest.setTimeout(60_000);

const KEY = defaultSiteConfig.thirdparty.fatmanApiKey;
const page = (at: number, params: Record<string, unknown> = { path: '/en/line' }) => ({
  id: ANALYTICS_EVENT_IDS.pageView,
  whence: FATMAN_WHENCE,
  at,
  params,
});

describe.each(testDialects())('consent and analytics on %s', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const agree = (type: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url: COOKIES_AGREEMENT_PATH, payload: { type }, headers: cookie ? { cookie } : {} });
  const choice = (cookie: string) => app.inject({ method: 'GET', url: COOKIES_AGREEMENT_PATH, headers: { cookie } });

  test('a guest agreement is logged with its time under a random httpOnly SameSite=Lax consent id', async () => {
    const res = await agree('functionality');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'functionality', cookiesAgreeTime: clock.now() });
    const cookie = setCookies(res)[CONSENT_ID_COOKIE];
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.raw).toMatch(/HttpOnly/i);
    expect(cookie?.raw).toMatch(/SameSite=Lax/i);
    const mine = `${CONSENT_ID_COOKIE}=${cookie?.value}`;
    expect((await choice(mine)).json()).toEqual({ type: 'functionality', cookiesAgreeTime: clock.now() });

    // The same browser changes its mind later: same id (no new cookie), the new time.
    clock.advance(60_000);
    const again = await agree('all', mine);
    expect(setCookies(again)[CONSENT_ID_COOKIE]).toBeUndefined();
    expect((await choice(mine)).json()).toEqual({ type: 'all', cookiesAgreeTime: clock.now() });
    // Another browser has its own record.
    const other = setCookies(await agree('disable'))[CONSENT_ID_COOKIE];
    expect(other?.value).not.toBe(cookie?.value);
    expect((await choice(mine)).json().type).toBe('all');
    const rows = await app.db
      .selectFrom('cookie_agreements')
      .selectAll()
      .where('consent_id', '=', cookie?.value as string)
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['functionality', 'all']);
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });

  test('a signed-in player gets the choice on their user, seen from any browser', async () => {
    const p = await registerPlayer(app);
    const res = await agree('marketing', p.cookie);
    expect(res.statusCode).toBe(200);
    const consent = setCookies(res)[CONSENT_ID_COOKIE]?.value;
    const row = await app.db
      .selectFrom('cookie_agreements')
      .selectAll()
      .where('consent_id', '=', consent as string)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(p.userId);
    // Without the consent cookie (another browser), the player's choice still answers.
    expect((await choice(p.cookie)).json()).toEqual({ type: 'marketing', cookiesAgreeTime: clock.now() });
    // The office changes it.
    clock.advance(1000);
    await agree('disable', p.cookie);
    expect((await choice(p.cookie)).json()).toEqual({ type: 'disable', cookiesAgreeTime: clock.now() });
  });

  test('a browser that never agreed has no choice on record; unknown types are refused', async () => {
    expect((await choice(`${CONSENT_ID_COOKIE}=nonsense`)).json()).toEqual({ type: null, cookiesAgreeTime: null });
    for (const bad of ['everything', '', 3, null]) {
      const res = await agree(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('request.invalid');
      expect(setCookies(res)[CONSENT_ID_COOKIE]).toBeUndefined();
    }
  });

  test('the collector stores valid events and refuses a wrong key, unknown ids, bad whence and personal data', async () => {
    const post = (key: string, payload: unknown) => app.inject({ method: 'POST', url: `/fatman-api/${key}`, payload: payload as object });
    const before = await app.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ok = await post(KEY, { events: [page(clock.now()), { id: 1005, whence: 55, at: clock.now() }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accepted: 2 });

    expect((await post('other-key', { events: [page(1)] })).statusCode).toBe(404);
    const refused = [
      { events: [] },
      { events: [{ ...page(1), id: 999_999 }] },
      { events: [{ ...page(1), whence: 56 }] },
      { events: [page(1, { email: 'a@b.c' })] },
      { events: [page(1, { phone_number: '79991234567' })] },
      { events: [page(1, { Surname: 'Ivanov' })] },
      { events: [page(1, { nested: { a: 1 } })] },
      { events: [page(1)], extra: 1 },
    ];
    for (const body of refused) {
      const res = await post(KEY, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await post(KEY, 'not json')).statusCode).toBe(415);
    const after = await app.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
  });

  test('admin analytics prints counts per event id, since a time', async () => {
    clock.advance(24 * 3600_000);
    const since = clock.now();
    await app.inject({
      method: 'POST',
      url: `/fatman-api/${KEY}`,
      payload: { events: [page(since), page(since), { id: ANALYTICS_EVENT_IDS.depositCall, whence: 55, at: since }] },
    });
    const run = (args: string[]) =>
      analyticsCommand.run({ services: app, db: app.db, database: t.db.database }, analyticsCommand.parse(args));
    const recent = await run(['--since', new Date(since).toISOString()]);
    expect(recent).toEqual({
      since: new Date(since).toISOString(),
      total: 3,
      counts: [
        { eventId: ANALYTICS_EVENT_IDS.depositCall, count: 1 },
        { eventId: ANALYTICS_EVENT_IDS.pageView, count: 2 },
      ],
    });
    const all = (await run([])) as { since: null; counts: { eventId: number; count: number }[] };
    expect(all.since).toBeNull();
    expect(all.counts.find((c) => c.eventId === ANALYTICS_EVENT_IDS.pageView)?.count).toBeGreaterThan(2);
    expect(() => analyticsCommand.parse(['--since', 'yesterday'])).toThrow(/--since/);
    expect(() => analyticsCommand.parse(['extra'])).toThrow(/usage/);
  });
});
