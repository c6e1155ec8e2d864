// The limit service, the one protection guard and the reality check through HTTP (issue 14;
// spec 2 §3-§5, §7-§9), on a fake clock, on SQLite and PostgreSQL.
import { LIMIT_PATHS, REALITY_CHECK_PATH } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { currencyByIso } from '../../server/plugins/app/money/currencies';
import { FakeClock } from './fake-clock';
import { catalogueTestApp, type TestApp, testDialects } from './helper';
import { balanceOf, bet, fixtureCatalogue, newKey } from './sportsbook-fixture';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const RIGHT = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 6 },
  { questionId: 3, answerId: 8 },
];

interface P {
  userId: number;
  cookie: string;
  accountId: number;
}

describe.each(testDialects())('player protection on %s', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect, { clock });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A player signed in with "save" (30 days), so the clock can move days. */
  async function player(money = 1000): Promise<P> {
    const { userId } = await app.users.register({
      regType: 'fast_reg',
      passwordHash: 'not-a-hash',
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
    });
    const { token } = await app.sessions.create(userId, true);
    const accountId = (await app.accounts.mainAccountId(userId)) as number;
    if (money > 0) await app.ledger.post({ accountId, amountMinor: money * 100, kind: 'deposit', ref: 'test' });
    return { userId, cookie: `user_token=${token}`, accountId };
  }
  async function bearer(p: P): Promise<string> {
    const res = await app.inject({ url: '/web-api/user/gettoken', headers: { cookie: p.cookie } });
    return `Bearer ${res.json().token}`;
  }
  async function call(p: P, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang?: string) {
    const headers: Record<string, string> = { authorization: await bearer(p) };
    if (lang) headers['x-language'] = lang;
    return app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  }
  const save = (p: P, limits: unknown[], lang?: string) => call(p, 'POST', LIMIT_PATHS.limits, { limits }, lang);
  const limitsOf = async (p: P) => (await call(p, 'GET', LIMIT_PATHS.limits)).json().limits as Record<string, unknown>[];
  const stake = (p: P, amount: number, marketId = 701, coef = 1.7) =>
    app.inject({
      method: 'POST',
      url: '/web-api/coupon/place',
      headers: { cookie: p.cookie },
      payload: { idempotencyKey: newKey(), typeId: 0, amount, bets: [bet(marketId, coef)] },
    });
  const couponsOf = async (p: P) => (await app.db.selectFrom('sb_coupons').select('id').where('user_id', '=', p.userId).execute()).length;
  const nowSec = () => Math.floor(clock.now() / 1000);
  /** Moves the clock and keeps the fixture games ahead of it. */
  async function advance(ms: number) {
    clock.advance(ms);
    await app.catalogue.loadSnapshot(fixtureCatalogue(clock.now()));
  }
  /** Loosens a limit the whole way: questions answered right. */
  async function loosen(p: P, limits: unknown[]) {
    const asked = (await save(p, limits)).json();
    expect(asked.tokenGuid).toEqual(expect.any(String));
    const res = await call(p, 'POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: RIGHT });
    expect(res.json().success).toBe(true);
  }

  describe('authorisation and the option lists', () => {
    test('every limit call answers 401 without a bearer token, and with an expired one', async () => {
      for (const [method, url] of [
        ['GET', LIMIT_PATHS.limits],
        ['GET', LIMIT_PATHS.availableLimits],
        ['GET', LIMIT_PATHS.selfExcludeReasons],
        ['POST', LIMIT_PATHS.ping],
        ['POST', LIMIT_PATHS.blockUser],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode).toBe(401);
        expect(res.json().errors[0].code).toBe('auth.token_missing');
      }
      const p = await player();
      const token = await bearer(p);
      clock.advance(301_000);
      const res = await app.inject({ url: LIMIT_PATHS.limits, headers: { authorization: token } });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth.token_expired');
    });

    test('availablelimits: every type with its values and measure (spec 2 §5)', async () => {
      const list = (await call(await player(), 'GET', LIMIT_PATHS.availableLimits)).json() as {
        type: number;
        availableValues: number[];
        measure: string;
      }[];
      const by = new Map(list.map((l) => [l.type, l]));
      expect([...by.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);
      expect(by.get(30)).toEqual({ type: 30, availableValues: [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650], measure: 'days' });
      expect(by.get(33)).toEqual({ type: 33, availableValues: [1, 7, 30, 90], measure: 'days' });
      expect(by.get(32)).toEqual({ type: 32, availableValues: [-1, 5, 10, 15, 30, 45, 60], measure: 'minutes' });
      expect(by.get(31)?.availableValues).toEqual([-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]);
      expect(by.get(20)).toEqual({ type: 20, availableValues: [], measure: 'currency' });
    });

    test('self-exclusion reasons follow X-Language', async () => {
      const p = await player();
      const en = (await call(p, 'GET', LIMIT_PATHS.selfExcludeReasons)).json();
      const ru = (await call(p, 'GET', LIMIT_PATHS.selfExcludeReasons, undefined, 'ru')).json();
      expect(en[0]).toEqual({ id: 1, selfExcludeReason: 'I spend too much money' });
      expect(ru[0]).toEqual({ id: 1, selfExcludeReason: 'Я трачу слишком много денег' });
      // the site's six languages, by the header's first two letters; an unknown one reads English
      const say = async (lang: string) => (await call(p, 'GET', LIMIT_PATHS.selfExcludeReasons, undefined, lang)).json()[1].selfExcludeReason;
      expect(await Promise.all(['uk-UA', 'kk', 'az', 'tr', 'de'].map(say))).toEqual([
        'Я витрачаю забагато часу',
        'Мен тым көп уақыт жұмсаймын',
        'Çox vaxt sərf edirəm',
        'Çok fazla zaman harcıyorum',
        'I spend too much time',
      ]);
    });

    test('the questions in the player language: Ukrainian and Turkish from their own words, every question and answer', async () => {
      const p = await player();
      await save(p, [{ limitType: 10, limitValue: 100 }]);
      const uk = (await save(p, [{ limitType: 10, limitValue: 300 }], 'uk')).json();
      expect(uk.questions[0].text).toBe('Ви попросили підвищити або зняти ліміт. Коли зміна набуде чинності?');
      expect(uk.questions[2].answers.map((a: { id: number }) => a.id)).toEqual([7, 8, 9]);
      const tr = (await save(p, [{ limitType: 10, limitValue: 300 }], 'tr')).json();
      expect(tr.questions[1].answers[2]).toEqual({ id: 6, text: 'Durmak, ara vermek ve yardım istemek' });
      const en = (await save(p, [{ limitType: 10, limitValue: 300 }])).json();
      // no text is the English one in another language
      for (const q of [...uk.questions, ...tr.questions]) {
        const e = en.questions.find((x: { id: number }) => x.id === q.id);
        expect(q.text).not.toBe(e.text);
        q.answers.forEach((a: { text: string }, i: number) => expect(a.text).not.toBe(e.answers[i].text));
      }
    });

    test.each([
      ['a value outside the list', [{ limitType: 30, limitValue: 14 }], 'limit.bad_value', { limitType: 30 }],
      ['a session of 25 hours', [{ limitType: 31, limitValue: 25 }], 'limit.bad_value', { limitType: 31 }],
      ['an unknown self-exclusion reason', [{ limitType: 30, limitValue: 7, selfExcludeReason: 9 }], 'limit.bad_value', { limitType: 30 }],
      ['a reason on another type', [{ limitType: 1, limitValue: 7, selfExcludeReason: 1 }], 'limit.bad_value', { limitType: 1 }],
      ['a zero money limit', [{ limitType: 1, limitValue: 0 }], 'limit.bad_value', { limitType: 1 }],
      ['an unknown type', [{ limitType: 37, limitValue: 1 }], 'limit.bad_type', { limitType: 37 }],
      [
        'a type twice',
        [
          { limitType: 1, limitValue: 5 },
          { limitType: 1, limitValue: 6 },
        ],
        'limit.duplicate_type',
        { limitType: 1 },
      ],
    ])('%s is refused 400 and nothing is saved', async (_name, limits, code, meta) => {
      const p = await player();
      const res = await save(p, [{ limitType: 2, limitValue: 500 }, ...limits]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code, meta });
      expect(await limitsOf(p)).toEqual([]);
    });

    test('a malformed body is request.invalid', async () => {
      const res = await call(await player(), 'POST', LIMIT_PATHS.limits, { limits: [{ limitType: 1, limitValue: 'fifty' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('request.invalid');
    });
  });

  describe('the rules', () => {
    test('a first limit is ACTIVE at once, with what remains and the currency', async () => {
      const p = await player();
      const res = await save(p, [{ limitType: 1, limitValue: 50 }]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 200, questions: [], tokenGuid: null });
      expect(res.json().limitsData.limits).toEqual([
        {
          limitType: 1,
          limitValue: 50,
          limitState: 'ACTIVE',
          startedAt: nowSec(),
          endsAt: null,
          limitBalance: 50,
          needApprove: false,
          selfExcludeReason: null,
          currencyCode: 'RUB',
        },
      ]);
    });

    test('a decrease is ACTIVE at once, without questions', async () => {
      const p = await player();
      await save(p, [{ limitType: 20, limitValue: 500 }]);
      const res = await save(p, [{ limitType: 20, limitValue: 200 }]);
      expect(res.json().tokenGuid).toBeNull();
      expect(await limitsOf(p)).toEqual([expect.objectContaining({ limitType: 20, limitValue: 200, limitState: 'ACTIVE' })]);
    });

    test('an increase asks the questions; wrong answers save nothing; the token is single use', async () => {
      const p = await player();
      await save(p, [{ limitType: 10, limitValue: 100 }]);
      const asked = (await save(p, [{ limitType: 10, limitValue: 300 }], 'ru')).json();
      expect(asked.questions).toHaveLength(3);
      expect(asked.questions[0]).toMatchObject({
        id: 1,
        text: expect.stringContaining('лимит'),
        answers: expect.arrayContaining([{ id: 2, text: expect.any(String) }]),
      });
      const wrong = await call(p, 'POST', LIMIT_PATHS.testAnswers, {
        tokenGuid: asked.tokenGuid,
        answers: [{ questionId: 1, answerId: 1 }, ...RIGHT.slice(1)],
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toMatchObject({
        success: false,
        questionsResult: [
          { questionId: 1, correct: false },
          { questionId: 2, correct: true },
          { questionId: 3, correct: true },
        ],
      });
      expect(await limitsOf(p)).toEqual([expect.objectContaining({ limitValue: 100, limitState: 'ACTIVE' })]);
      const again = await call(p, 'POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: RIGHT });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].code).toBe('limit.token_invalid');
    });

    test('in one request, what tightens is saved at once and only what loosens waits for the questions', async () => {
      const p = await player();
      await save(p, [
        { limitType: 1, limitValue: 100 },
        { limitType: 10, limitValue: 100 },
      ]);
      const asked = (
        await save(p, [
          { limitType: 1, limitValue: 50 },
          { limitType: 10, limitValue: 200 },
        ])
      ).json();
      expect(asked.tokenGuid).toEqual(expect.any(String));
      expect(await limitsOf(p)).toEqual([
        expect.objectContaining({ limitType: 1, limitValue: 50, limitState: 'ACTIVE' }),
        expect.objectContaining({ limitType: 10, limitValue: 100, limitState: 'ACTIVE' }),
      ]);
      await call(p, 'POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: RIGHT });
      expect(await limitsOf(p)).toEqual([
        expect.objectContaining({ limitType: 1, limitValue: 50, limitState: 'ACTIVE' }),
        expect.objectContaining({ limitType: 10, limitValue: 100, limitState: 'ACTIVE' }),
        expect.objectContaining({ limitType: 10, limitValue: 200, limitState: 'PENDING' }),
      ]);
    });

    test('a token expires, and is no good to another player', async () => {
      const p = await player();
      const q = await player();
      await save(p, [{ limitType: 10, limitValue: 100 }]);
      const first = (await save(p, [{ limitType: 10, limitValue: 300 }])).json().tokenGuid;
      const other = await call(q, 'POST', LIMIT_PATHS.testAnswers, { tokenGuid: first, answers: RIGHT });
      expect(other.json().errors[0].code).toBe('limit.token_invalid');
      const second = (await save(p, [{ limitType: 10, limitValue: 300 }])).json().tokenGuid;
      clock.advance(10 * 60_000);
      const late = await call(p, 'POST', LIMIT_PATHS.testAnswers, { tokenGuid: second, answers: RIGHT });
      expect(late.json().errors[0].code).toBe('limit.token_invalid');
    });

    test('an increase is PENDING from 24 h later, cannot be approved early, needs approval within 24 h after it starts', async () => {
      const p = await player();
      await save(p, [{ limitType: 1, limitValue: 100 }]);
      const asked = nowSec();
      await loosen(p, [{ limitType: 1, limitValue: 300 }]);
      expect(await limitsOf(p)).toEqual([
        expect.objectContaining({ limitValue: 100, limitState: 'ACTIVE' }),
        expect.objectContaining({
          limitValue: 300,
          limitState: 'PENDING',
          startedAt: asked + 24 * 3600,
          endsAt: asked + 48 * 3600,
          needApprove: false,
        }),
      ]);
      const early = await call(p, 'POST', LIMIT_PATHS.limitAction, { limitType: 1, action: 'approve' });
      expect(early.statusCode).toBe(400);
      expect(early.json().errors[0].code).toBe('limit.not_yet_approvable');
      // until then the old value holds
      expect((await stake(p, 150)).json().errors[0]).toMatchObject({ code: 'limit.wagering', meta: { remaining: 100, currency: 'RUB' } });
      await advance(24 * HOUR);
      expect((await limitsOf(p))[1]).toMatchObject({ limitState: 'PENDING', needApprove: true });
      const ok = await call(p, 'POST', LIMIT_PATHS.limitAction, { limitType: 1, action: 'approve' }, 'en');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 200, title: 'The limit change is confirmed' });
      expect(await limitsOf(p)).toEqual([expect.objectContaining({ limitValue: 300, limitState: 'ACTIVE' })]);
      expect((await stake(p, 150)).statusCode).toBe(200);
    });

    test('a pending change not approved in time lapses; the old value stays', async () => {
      const p = await player();
      await save(p, [{ limitType: 2, limitValue: 100 }]);
      await loosen(p, [{ limitType: 2, limitValue: 999999999 }]);
      await advance(48 * HOUR);
      expect(await limitsOf(p)).toEqual([expect.objectContaining({ limitType: 2, limitValue: 100, limitState: 'ACTIVE' })]);
      const res = await call(p, 'POST', LIMIT_PATHS.limitAction, { limitType: 2, action: 'approve' });
      expect(res.json().errors[0].code).toBe('limit.no_pending');
    });

    test('DELETE .../v3/limit rejects (cancels) a pending deposit limit; without one it is limit.no_pending', async () => {
      const p = await player();
      await save(p, [{ limitType: 21, limitValue: 100 }]);
      await loosen(p, [{ limitType: 21, limitValue: 400 }]);
      const res = await call(p, 'DELETE', LIMIT_PATHS.limit, { limitType: 21 }, 'ru');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: 'Изменение лимита отменено',
        limitsData: { limits: [expect.objectContaining({ limitValue: 100, limitState: 'ACTIVE' })] },
      });
      const again = await call(p, 'DELETE', LIMIT_PATHS.limit, { limitType: 21 });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].code).toBe('limit.no_pending');
    });

    test('a removal waits too; approved, the limit is gone', async () => {
      const p = await player();
      await save(p, [{ limitType: 31, limitValue: 5 }]);
      await loosen(p, [{ limitType: 31, limitValue: -1 }]);
      await advance(25 * HOUR);
      await call(p, 'POST', LIMIT_PATHS.limitAction, { limitType: 31, action: 'approve' });
      expect(await limitsOf(p)).toEqual([]);
    });
  });

  describe('enforcement: one guard inside placement', () => {
    test('wagering: a stake above what remains is 422 limit.wagering with meta.remaining; nothing is written', async () => {
      const p = await player();
      await save(p, [{ limitType: 1, limitValue: 100 }]);
      expect((await stake(p, 60)).statusCode).toBe(200);
      const res = await stake(p, 50);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ status: '422', code: 'limit.wagering', meta: { remaining: 40, currency: 'RUB' } });
      expect(await couponsOf(p)).toBe(1);
      expect(await balanceOf(app, p.accountId)).toBe(940);
      expect((await stake(p, 40)).statusCode).toBe(200);
      expect((await limitsOf(p))[0]).toMatchObject({ limitBalance: 0 });
    });

    test('parallel bets cannot together spend more than the limit', async () => {
      const p = await player();
      await save(p, [{ limitType: 1, limitValue: 100 }]);
      const all = await Promise.all(Array.from({ length: 25 }, () => stake(p, 10)));
      expect(all.filter((r) => r.statusCode === 200)).toHaveLength(10);
      for (const r of all.filter((x) => x.statusCode !== 200)) expect(r.json().errors[0].code).toBe('limit.wagering');
      expect(await couponsOf(p)).toBe(10);
      expect(await balanceOf(app, p.accountId)).toBe(900);
    });

    test('several limits of one kind: the lowest remaining amount applies; windows roll', async () => {
      const p = await player();
      await save(p, [
        { limitType: 1, limitValue: 20 },
        { limitType: 2, limitValue: 50 },
      ]);
      expect((await stake(p, 21)).json().errors[0]).toMatchObject({ code: 'limit.wagering', meta: { remaining: 20 } });
      expect((await stake(p, 20)).statusCode).toBe(200);
      await advance(24 * HOUR + 1000);
      // the day is new; the week has 30 left, so at most 20 (the day) today
      expect((await stake(p, 21)).json().errors[0]).toMatchObject({ meta: { remaining: 20 } });
      expect((await stake(p, 20)).statusCode).toBe(200);
      await advance(24 * HOUR + 1000);
      // now the week is the lower: 10 left
      expect((await stake(p, 11)).json().errors[0]).toMatchObject({ meta: { remaining: 10 } });
      expect((await stake(p, 10)).statusCode).toBe(200);
    });

    test('loss: stakes minus returns of settled bets (an open bet counts as lost until it settles)', async () => {
      const p = await player();
      await save(p, [{ limitType: 10, limitValue: 100 }]);
      expect((await stake(p, 80, 201, 1.5)).statusCode).toBe(200);
      expect((await stake(p, 30)).json().errors[0]).toMatchObject({ code: 'limit.loss', meta: { remaining: 20, currency: 'RUB' } });
      await app.catalogue.applyEvents([
        { type: 'game-end', at: clock.now(), gameId: 2, score: [2, 0], clock: 5400, results: [{ marketId: 201, outcome: 'win' }] },
      ]);
      await app.settlement.settleGame(2);
      // 80 staked, 120 returned: no loss, the whole 100 remains
      expect((await limitsOf(p))[0]).toMatchObject({ limitBalance: 100 });
      expect((await stake(p, 100)).statusCode).toBe(200);
      await app.catalogue.loadSnapshot(fixtureCatalogue(clock.now()));
    });

    test('self-exclusion starts at once: no bet (422 self_excluded, meta.endsAt), cannot be cancelled or shortened; ends at endsAt', async () => {
      const p = await player();
      const res = await save(p, [{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }]);
      expect(res.json().tokenGuid).toBeNull();
      const endsAt = nowSec() + 7 * 86400;
      expect(res.json().limitsData.limits).toEqual([
        expect.objectContaining({ limitType: 30, limitValue: 7, limitState: 'ACTIVE', endsAt, selfExcludeReason: 2 }),
      ]);
      const refused = await stake(p, 10);
      expect(refused.statusCode).toBe(422);
      const text = `${new Date(endsAt * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      expect(refused.json().errors[0]).toMatchObject({ code: 'self_excluded', meta: { endsAt: text } });
      const cancel = await call(p, 'DELETE', LIMIT_PATHS.limit, { limitType: 30 });
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json().errors[0]).toMatchObject({ code: 'limit.not_cancellable', meta: { endsAt: text } });
      const shorter = await save(p, [{ limitType: 30, limitValue: 1 }]);
      expect(shorter.json().errors[0].code).toBe('limit.not_cancellable');
      // signing in (a token) still works
      expect((await call(p, 'GET', LIMIT_PATHS.limits)).statusCode).toBe(200);
      await advance(7 * 24 * HOUR);
      expect(await limitsOf(p)).toEqual([]);
      expect((await stake(p, 10)).statusCode).toBe(200);
    });

    test('time-out (33) starts at once and cannot be cancelled; deposits are refused by the guard', async () => {
      const p = await player();
      await save(p, [{ limitType: 33, limitValue: 1 }]);
      expect((await call(p, 'DELETE', LIMIT_PATHS.limit, { limitType: 33 })).json().errors[0].code).toBe('limit.not_cancellable');
      const rub = currencyByIso('RUB')!;
      await expect(app.protection.checkDeposit(app.db, p.userId, 100, rub)).rejects.toMatchObject({ code: 'limit.deposit_timeout' });
    });

    test('deposit limit: the guard refuses a deposit above what remains (limit.deposit)', async () => {
      const p = await player(0);
      await save(p, [{ limitType: 20, limitValue: 100 }]);
      await app.ledger.post({ accountId: p.accountId, amountMinor: 7000, kind: 'deposit', ref: 'test' });
      const rub = currencyByIso('RUB')!;
      await expect(app.protection.checkDeposit(app.db, p.userId, 3001, rub)).rejects.toMatchObject({
        statusCode: 422,
        code: 'limit.deposit',
        meta: { remaining: 30, currency: 'RUB' },
      });
      await expect(app.protection.checkDeposit(app.db, p.userId, 3000, rub)).resolves.toBeUndefined();
      expect((await limitsOf(p))[0]).toMatchObject({ limitBalance: 30 });
    });

    test('session limit: ping says the session ended once the hours since sign-in run out; bets are refused', async () => {
      const p = await player();
      const signedIn = nowSec();
      await save(p, [{ limitType: 31, limitValue: 1 }]);
      expect((await call(p, 'POST', LIMIT_PATHS.ping)).json()).toEqual({ sessionEnded: false, sessionEndsAt: signedIn + 3600 });
      await advance(HOUR);
      expect((await call(p, 'POST', LIMIT_PATHS.ping)).json()).toEqual({ sessionEnded: true, sessionEndsAt: signedIn + 3600 });
      const res = await stake(p, 10);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].code).toBe('session_limit_ended');
    });

    /** Signs the player out (the session is deleted) and in again: a new session, a new cookie. */
    async function signInAgain(p: P): Promise<P> {
      expect((await app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie: p.cookie } })).statusCode).toBe(204);
      const { token } = await app.sessions.create(p.userId, true);
      return { ...p, cookie: `user_token=${token}` };
    }
    const DAY = 24 * HOUR;
    const msToNextUtcDay = () => DAY - (clock.now() % DAY);

    test('an ended session limit holds until 00:00 UTC of the next day: signing out and in again does not restart it', async () => {
      // start the day's story at 08:00 UTC so that one hour fits before midnight
      await advance((msToNextUtcDay() + 8 * HOUR) % DAY);
      let p = await player();
      await save(p, [{ limitType: 31, limitValue: 1 }]);
      const endedAt = nowSec() + 3600;
      await advance(HOUR);
      expect((await call(p, 'POST', LIMIT_PATHS.ping)).json()).toEqual({ sessionEnded: true, sessionEndsAt: endedAt });
      p = await signInAgain(p);
      // a new sign-in: still ended, the ping says so and bets are refused, nothing written
      expect((await call(p, 'POST', LIMIT_PATHS.ping)).json()).toEqual({ sessionEnded: true, sessionEndsAt: endedAt });
      const refused = await stake(p, 10);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe('session_limit_ended');
      expect(await couponsOf(p)).toBe(0);
      expect(await balanceOf(app, p.accountId)).toBe(1000);
      // one millisecond before midnight UTC: still ended
      await advance(msToNextUtcDay() - 1);
      p = await signInAgain(p);
      expect((await stake(p, 10)).json().errors[0].code).toBe('session_limit_ended');
      // the next day, a new session has its hour again
      await advance(1);
      p = await signInAgain(p);
      expect((await call(p, 'POST', LIMIT_PATHS.ping)).json()).toEqual({ sessionEnded: false, sessionEndsAt: nowSec() + 3600 });
      expect((await stake(p, 10)).statusCode).toBe(200);
    });

    test('an end seen only by a refused bet (no ping) also holds after a new sign-in', async () => {
      await advance((msToNextUtcDay() + 8 * HOUR) % DAY);
      let p = await player();
      await save(p, [{ limitType: 31, limitValue: 2 }]);
      await advance(2 * HOUR);
      expect((await stake(p, 10)).json().errors[0].code).toBe('session_limit_ended');
      // the bet's transaction rolled back; the end is recorded once it is over
      const recorded = () =>
        app.db.selectFrom('limit_history').select('at_ms').where('user_id', '=', p.userId).where('event', '=', 'session_ended').execute();
      for (let i = 0; i < 100 && (await recorded()).length === 0; i++) await new Promise((r) => setImmediate(r));
      expect((await recorded()).map((r) => Number(r.at_ms))).toEqual([clock.now()]);
      p = await signInAgain(p);
      expect((await stake(p, 10)).json().errors[0].code).toBe('session_limit_ended');
      expect(await couponsOf(p)).toBe(0);
    });

    test('a banned player (ban level above 0) stays signed in but every bet is 403 banned', async () => {
      const p = await player();
      await app.users.ban(p.userId, 1, 1);
      const res = await stake(p, 10);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('banned');
      await expect(app.protection.checkDeposit(app.db, p.userId, 100, currencyByIso('RUB')!)).rejects.toMatchObject({
        statusCode: 403,
        code: 'banned',
      });
      expect(await balanceOf(app, p.accountId)).toBe(1000);
      expect((await app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).statusCode).toBe(200);
    });

    test('BlockUser excludes the player at once', async () => {
      const p = await player();
      expect((await call(p, 'POST', LIMIT_PATHS.blockUser)).json()).toEqual({ success: true });
      expect(await limitsOf(p)).toEqual([expect.objectContaining({ limitType: 30, limitValue: 3650, limitState: 'ACTIVE' })]);
      expect((await stake(p, 10)).json().errors[0].code).toBe('self_excluded');
      // no deposit either
      await expect(app.protection.checkDeposit(app.db, p.userId, 100, currencyByIso('RUB')!)).rejects.toMatchObject({
        statusCode: 422,
        code: 'self_excluded',
      });
    });
  });

  describe('reality check', () => {
    const rc = (p: P, method: 'GET' | 'POST', payload?: unknown) =>
      app.inject({
        method,
        url: REALITY_CHECK_PATH,
        headers: { cookie: p.cookie },
        ...(payload !== undefined && { payload: payload as object }),
      });

    test('401 without a session', async () => {
      expect((await app.inject({ url: REALITY_CHECK_PATH })).statusCode).toBe(401);
    });

    test('the state: interval, time since sign-in, net result of the session; answers move the next check', async () => {
      const p = await player();
      const signedIn = nowSec();
      expect((await rc(p, 'GET')).json().data.attributes).toMatchObject({ interval_minutes: null, next_show_at: null });
      await save(p, [{ limitType: 32, limitValue: 15 }]);
      expect((await stake(p, 100)).statusCode).toBe(200);
      clock.advance(15 * 60_000);
      expect((await rc(p, 'GET')).json().data.attributes).toEqual({
        interval_minutes: 15,
        do_not_show_again: false,
        popup_show_at: null,
        next_show_at: signedIn + 15 * 60,
        signed_in_at: signedIn,
        seconds_since_sign_in: 15 * 60,
        net_result: 100,
        stakes: 100,
        returns: 0,
        currency: 'RUB',
      });
      const shown = nowSec();
      const cont = await rc(p, 'POST', { data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: shown } } });
      expect(cont.statusCode).toBe(200);
      expect(cont.json().data.attributes).toMatchObject({ popup_show_at: shown, next_show_at: shown + 15 * 60 });
      const stop = await rc(p, 'POST', { data: { attributes: { action: 'none', do_not_show_again: true, popup_show_at: shown } } });
      expect(stop.json().data.attributes).toMatchObject({ do_not_show_again: true, next_show_at: null });
      // do-not-show-again lasts until the next sign-in
      clock.advance(1000);
      const { token } = await app.sessions.create(p.userId, true);
      const next = (await rc({ ...p, cookie: `user_token=${token}` }, 'GET')).json().data.attributes;
      expect(next).toMatchObject({
        do_not_show_again: false,
        signed_in_at: nowSec(),
        next_show_at: nowSec() + 15 * 60,
        seconds_since_sign_in: 0,
      });
    });

    test('a malformed body is request.invalid', async () => {
      const res = await rc(await player(), 'POST', {
        data: { attributes: { action: 'later', do_not_show_again: false, popup_show_at: 1 } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('request.invalid');
    });
  });
});
