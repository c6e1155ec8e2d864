// The player's settings and the rest of the office over HTTP (issue 18; the support form of
// issue 15): own data only (another player's request answers 404 like a missing one), bad
// input 400, operator commands, money granted through the ledger exactly once; on SQLite and
// PostgreSQL.
import { DEFAULT_USER_SETTINGS, OFFICE_PATHS, SETTINGS_PATH } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { runCli } from '../../server/admin/cli';
import { GUEST_SUPPORT_LIMIT } from '../../server/routes/office';
import { catalogueTestApp, type TestApp, testDialects } from './helper';
import { balanceOf, bet, fundedPlayer, ledgerMatchesBalances, place, quickPlayer } from './sportsbook-fixture';

jest.setTimeout(60_000);

async function cli(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, (s) => { out += s; }, (s) => { err += s; });
  return { code, out: out ? JSON.parse(out) : null, err };
}

describe.each(testDialects())('office on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
    app = t.app;
    process.env.DATABASE_URL = t.db.url;
  });
  afterAll(async () => {
    delete process.env.DATABASE_URL;
    await t.close();
  });

  const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string) =>
    app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const bonusBalance = async (userId: number) => {
    const row = await app.db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('type', '=', 4).executeTakeFirstOrThrow();
    return balanceOf(app, row.id);
  };

  describe('settings', () => {
    test('a player who never chose gets the defaults; a PUT of one part answers the whole stored object', async () => {
      const p = await quickPlayer(app);
      expect((await get(SETTINGS_PATH, p.cookie)).json()).toEqual(DEFAULT_USER_SETTINGS);
      const put = await send('PUT', SETTINGS_PATH, { oddsFormat: 1, hour12: true, coupon: { isAutoMax: true }, display: { appTheme: 1 } }, p.cookie);
      expect(put.statusCode).toBe(200);
      const expected = {
        ...DEFAULT_USER_SETTINGS,
        oddsFormat: 1,
        hour12: true,
        coupon: { ...DEFAULT_USER_SETTINGS.coupon, isAutoMax: true },
        display: { ...DEFAULT_USER_SETTINGS.display, appTheme: 1 },
      };
      expect(put.json()).toEqual(expected);
      const next = await send('PUT', SETTINGS_PATH, { language: 'ru', timeZone: 'Asia/Tokyo', mailing: { news: true } }, p.cookie);
      expect(next.json()).toEqual({ ...expected, language: 'ru', timeZone: 'Asia/Tokyo', mailing: { ...DEFAULT_USER_SETTINGS.mailing, news: true } });
      expect((await get(SETTINGS_PATH, p.cookie)).json()).toEqual(next.json());
      // back to "not chosen"
      expect((await send('PUT', SETTINGS_PATH, { oddsFormat: null, timeZone: null }, p.cookie)).json()).toMatchObject({ oddsFormat: null, timeZone: null });
    });

    test("each player has his own; a guest gets 401", async () => {
      const a = await quickPlayer(app);
      const b = await quickPlayer(app);
      await send('PUT', SETTINGS_PATH, { oddsFormat: 2 }, a.cookie);
      expect((await get(SETTINGS_PATH, b.cookie)).json().oddsFormat).toBeNull();
      expect((await get(SETTINGS_PATH)).statusCode).toBe(401);
      expect((await send('PUT', SETTINGS_PATH, { oddsFormat: 2 })).statusCode).toBe(401);
    });

    test.each([
      ['an unknown key', { theme: 1 }],
      ['an unknown nested key', { display: { neonMode: true } }],
      ['an odds format that does not exist', { oddsFormat: 3 }],
      ['a language the site has not', { language: 'de' }],
      ['a time zone nobody knows', { timeZone: 'Mars/Olympus' }],
      ['a string for a flag', { coupon: { isAutoMax: 'yes' } }],
      ['a font size out of range', { display: { appFontSize: 99 } }],
      ['a negative one-click amount', { oneClick: { amount: -1 } }],
      ['an empty object', {}],
      ['an array', [1]],
    ])('%s: 400 and nothing stored', async (_name, body) => {
      const p = await quickPlayer(app);
      const res = await send('PUT', SETTINGS_PATH, body, p.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toMatch(/^(request\.invalid|settings\.bad_time_zone)$/);
      expect((await get(SETTINGS_PATH, p.cookie)).json()).toEqual(DEFAULT_USER_SETTINGS);
    });
  });

  describe('support', () => {
    test('a player sends a request, sees it in his list and thread, the operator answers, the player replies', async () => {
      const p = await quickPlayer(app);
      const created = await send('POST', OFFICE_PATHS.support, { subject: 'Deposit missing', body: 'I paid 100 and see nothing' }, p.cookie);
      expect(created.statusCode).toBe(201);
      const { request } = created.json();
      expect(request).toMatchObject({ subject: 'Deposit missing', status: 'open' });
      expect((await get(OFFICE_PATHS.support, p.cookie)).json().requests).toEqual([request]);

      const answered = await cli('support', 'reply', String(request.id), 'We', 'found', 'it');
      expect(answered.code).toBe(0);
      const thread = (await get(`${OFFICE_PATHS.support}/${request.id}`, p.cookie)).json();
      expect(thread.request.status).toBe('answered');
      expect(thread.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
        ['player', 'I paid 100 and see nothing'],
        ['operator', 'We found it'],
      ]);
      const reply = await send('POST', `${OFFICE_PATHS.support}/${request.id}/messages`, { body: 'Thanks' }, p.cookie);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().request.status).toBe('open');
      expect(reply.json().messages).toHaveLength(3);
    });

    test("another player's request answers 404 exactly like a missing one, and cannot be replied to", async () => {
      const owner = await quickPlayer(app);
      const other = await quickPlayer(app);
      const { request } = (await send('POST', OFFICE_PATHS.support, { subject: 'Mine', body: 'private' }, owner.cookie)).json();
      const theirs = await get(`${OFFICE_PATHS.support}/${request.id}`, other.cookie);
      const missing = await get(`${OFFICE_PATHS.support}/999999`, other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect((await send('POST', `${OFFICE_PATHS.support}/${request.id}/messages`, { body: 'hi' }, other.cookie)).statusCode).toBe(404);
      expect((await get(OFFICE_PATHS.support, other.cookie)).json().requests).toEqual([]);
      expect((await get(`${OFFICE_PATHS.support}/${request.id}`, owner.cookie)).json().messages).toHaveLength(1);
    });

    test('a guest sends a request with an e-mail; without one it is refused; he has no list', async () => {
      const ok = await send('POST', OFFICE_PATHS.support, { subject: 'Cannot register', body: 'help', email: 'guest@example.com' });
      expect(ok.statusCode).toBe(201);
      const noEmail = await send('POST', OFFICE_PATHS.support, { subject: 'Cannot register', body: 'help' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().errors[0].code).toBe('support.email_required');
      expect((await get(OFFICE_PATHS.support)).statusCode).toBe(401);
      const list = await cli('support', 'list');
      expect(list.out.requests).toEqual(expect.arrayContaining([expect.objectContaining({ id: ok.json().request.id, email: 'guest@example.com', user_id: null })]));
    });

    test('a guest may send a few requests an hour from one address, then 429; a player is not limited', async () => {
      const guest = (i: number) => app.inject({ method: 'POST', url: OFFICE_PATHS.support, remoteAddress: '203.0.113.9', payload: { subject: `s${i}`, body: 'b', email: 'g@example.com' } });
      for (let i = 0; i < GUEST_SUPPORT_LIMIT.max; i++) expect((await guest(i)).statusCode).toBe(201);
      const refused = await guest(99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('rate_limited');
      const p = await quickPlayer(app);
      for (let i = 0; i < GUEST_SUPPORT_LIMIT.max + 1; i++) {
        expect((await app.inject({ method: 'POST', url: OFFICE_PATHS.support, remoteAddress: '203.0.113.9', headers: { cookie: p.cookie }, payload: { subject: `p${i}`, body: 'b' } })).statusCode).toBe(201);
      }
    });

    test('a banned player still reaches support', async () => {
      const p = await quickPlayer(app);
      expect((await cli('ban', String(p.userId), '45')).code).toBe(0);
      expect((await send('POST', OFFICE_PATHS.support, { subject: 'Why banned', body: 'please' }, p.cookie)).statusCode).toBe(201);
      expect((await get(OFFICE_PATHS.support, p.cookie)).json().requests).toHaveLength(1);
    });

    test.each([
      ['a blank subject', { subject: '   ', body: 'x' }],
      ['no body', { subject: 'x' }],
      ['a bad e-mail', { subject: 'x', body: 'x', email: 'not-an-email' }],
      ['a subject too long', { subject: 'x'.repeat(201), body: 'x' }],
      ['an unknown field', { subject: 'x', body: 'x', priority: 'urgent' }],
    ])('%s: 400', async (_name, body) => {
      const p = await quickPlayer(app);
      expect((await send('POST', OFFICE_PATHS.support, body, p.cookie)).statusCode).toBe(400);
      expect((await get(OFFICE_PATHS.support, p.cookie)).json().requests).toEqual([]);
    });

    test('a non-numeric or huge id is 400, never 500', async () => {
      const p = await quickPlayer(app);
      expect((await get(`${OFFICE_PATHS.support}/abc`, p.cookie)).statusCode).toBe(400);
      expect((await get(`${OFFICE_PATHS.support}/99999999999999`, p.cookie)).statusCode).toBe(400);
    });
  });

  describe('bonuses and cashback', () => {
    test('a bonus is credited to the bonus account once per key, however often it is granted; its wagering follows the stakes', async () => {
      const p = await fundedPlayer(app, 1000);
      const first = await cli('bonus', 'grant', String(p.userId), '50', '--wager', '2');
      expect(first.code).toBe(0);
      expect(first.out).toMatchObject({ amount: 50, currency: 'RUB', duplicate: false });
      const again = await Promise.all([1, 2, 3].map(() => cli('bonus', 'grant', String(p.userId), '50', '--wager', '2')));
      expect(again.every((r) => r.code === 0 && r.out.duplicate === true)).toBe(true);
      expect(await bonusBalance(p.userId)).toBe(50);
      expect(await ledgerMatchesBalances(app)).toBe(true);

      let bonuses = (await get(OFFICE_PATHS.bonuses, p.cookie)).json().bonuses;
      expect(bonuses).toEqual([expect.objectContaining({ kind: 'deposit', amount: 50, currency: 'RUB', wagerRequired: 100, wagerDone: 0, status: 'active' })]);
      expect((await place(app, p, { typeId: 0, amount: 60, bets: [bet(101, 2)] })).statusCode).toBe(200);
      bonuses = (await get(OFFICE_PATHS.bonuses, p.cookie)).json().bonuses;
      expect(bonuses[0]).toMatchObject({ wagerDone: 60, status: 'active' });
      expect((await place(app, p, { typeId: 0, amount: 60, bets: [bet(101, 2)] })).statusCode).toBe(200);
      expect((await get(OFFICE_PATHS.bonuses, p.cookie)).json().bonuses[0]).toMatchObject({ wagerDone: 100, status: 'wagered' });

      const other = await quickPlayer(app);
      expect((await get(OFFICE_PATHS.bonuses, other.cookie)).json().bonuses).toEqual([]);
    });

    test('the same grant at once (concurrent transactions on PostgreSQL) moves the money once', async () => {
      const p = await fundedPlayer(app, 0);
      const grant = { userId: p.userId, kind: 'wager' as const, amountMinor: 2000, wagerTimes: 1, key: `promo-autumn-${p.userId}` };
      const runs = await Promise.all([1, 2, 3, 4, 5].map(() => app.grants.grantBonus(grant)));
      expect(runs.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(new Set(runs.map((r) => r.id)).size).toBe(1);
      expect(await bonusBalance(p.userId)).toBe(20);
      expect(await ledgerMatchesBalances(app)).toBe(true);
    });

    test('cashback is paid to the main account once per player, program and period', async () => {
      const p = await fundedPlayer(app, 0);
      for (let i = 0; i < 3; i++) {
        const r = await cli('cashback', 'set', String(p.userId), 'vip', '10', '12.5', '--period', '2026-10');
        expect(r.code).toBe(0);
        expect(r.out.duplicate).toBe(i > 0);
      }
      expect((await cli('cashback', 'set', String(p.userId), 'premium', '5', '3', '--period', '2026-10')).code).toBe(0);
      expect(await balanceOf(app, p.accountId)).toBe(15.5);
      const list = (await get(OFFICE_PATHS.cashback, p.cookie)).json().cashback;
      expect(list.map((c: { program: string; amount: number }) => [c.program, c.amount])).toEqual([
        ['premium', 3],
        ['vip', 12.5],
      ]);
      expect(await ledgerMatchesBalances(app)).toBe(true);
    });

    test('bad operator input exits 2 and moves nothing', async () => {
      const p = await fundedPlayer(app, 0);
      expect((await cli('bonus', 'grant', String(p.userId), '-5')).code).toBe(2);
      expect((await cli('bonus', 'grant', '999999', '5')).code).toBe(2);
      expect((await cli('cashback', 'set', String(p.userId), 'gold', '10', '5', '--period', '2026-10')).code).toBe(2);
      expect((await cli('cashback', 'set', String(p.userId), 'vip', '10', '5', '--period', 'soon')).code).toBe(2);
      expect(await balanceOf(app, p.accountId)).toBe(0);
    });
  });

  describe('rewards, friends, ideas, appeals, promotions', () => {
    test('rewards add up; friends come by the referral code; ideas and appeals are the player\'s own', async () => {
      const p = await quickPlayer(app);
      const friend = await quickPlayer(app);
      expect((await cli('reward', 'grant', String(p.userId), '30', 'First', 'bet')).code).toBe(0);
      expect((await cli('reward', 'grant', String(p.userId), '12', 'Loyal', 'player')).code).toBe(0);
      const rewards = (await get(OFFICE_PATHS.rewards, p.cookie)).json();
      expect(rewards.points).toBe(42);
      expect(rewards.rewards.map((r: { title: string }) => r.title)).toEqual(['Loyal player', 'First bet']);

      const before = (await get(OFFICE_PATHS.friends, p.cookie)).json();
      expect(before.code).toMatch(/^f[0-9a-z]+$/);
      expect(before.friends).toEqual([]);
      expect((await cli('friend', 'link', String(p.userId), String(friend.userId))).out.linked).toBe(true);
      expect((await cli('friend', 'link', String(friend.userId), String(friend.userId))).out.linked).toBe(false);
      const friends = (await get(OFFICE_PATHS.friends, p.cookie)).json().friends;
      expect(friends).toHaveLength(1);
      expect(friends[0].login).not.toBe(friend.login);
      expect(friends[0].login.slice(0, 2)).toBe(friend.login.slice(0, 2));

      expect((await send('POST', OFFICE_PATHS.ideas, { body: 'Dark theme for the coupon' }, p.cookie)).statusCode).toBe(201);
      expect((await send('POST', OFFICE_PATHS.ideas, { body: '' }, p.cookie)).statusCode).toBe(400);
      expect((await get(OFFICE_PATHS.ideas, p.cookie)).json().ideas.map((i: { body: string }) => i.body)).toEqual(['Dark theme for the coupon']);
      expect((await get(OFFICE_PATHS.ideas, friend.cookie)).json().ideas).toEqual([]);

      const appeal = await send('POST', OFFICE_PATHS.blockAppeals, { body: 'Please unblock me' }, p.cookie);
      expect(appeal.statusCode).toBe(201);
      expect((await cli('appeal', 'answer', String(appeal.json().id), 'reject', 'Not', 'yet')).code).toBe(0);
      expect((await get(OFFICE_PATHS.blockAppeals, p.cookie)).json().appeals).toEqual([
        expect.objectContaining({ body: 'Please unblock me', status: 'rejected', answer: 'Not yet' }),
      ]);
      expect((await get(OFFICE_PATHS.blockAppeals, friend.cookie)).json().appeals).toEqual([]);
      expect((await cli('appeal', 'answer', '999999', 'accept', 'x')).code).toBe(2);
    });

    test('promotions the operator adds are shown to every player; guests get 401 everywhere', async () => {
      const p = await quickPlayer(app);
      expect((await cli('promotion', 'add', '7', 'Autumn', 'cup', '--', 'Bet', 'and', 'win')).code).toBe(0);
      expect((await get(OFFICE_PATHS.promotions, p.cookie)).json().promotions).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: 'Autumn cup', body: 'Bet and win' })]),
      );
      for (const path of [OFFICE_PATHS.bonuses, OFFICE_PATHS.cashback, OFFICE_PATHS.rewards, OFFICE_PATHS.friends, OFFICE_PATHS.ideas, OFFICE_PATHS.blockAppeals, OFFICE_PATHS.promotions]) {
        expect((await get(path)).statusCode).toBe(401);
      }
    });
  });
});
