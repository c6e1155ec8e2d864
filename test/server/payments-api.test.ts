// Payments through HTTP (issue 18): deposits through the demo provider and its signed webhook,
// withdrawals held and decided by the operator, ownership, limits; on SQLite and PostgreSQL.
// After every test each account's balance equals the sum of its ledger rows.
import { PAYMENT_PATHS } from '@site/api/contracts';
import { runCli } from '../../server/admin/cli';
import { DEV_WEBHOOK_SECRET, readEnv } from '../../server/env';
import { signBody } from '../../server/plugins/app/payments/signature';
import type { FastifyInstance } from 'fastify';
import { type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';
import { asPlayer, expectBalancesEqualLedger, ledgerRowsOf, type PayPlayer, payKey, payPlayer, webhook } from './payments-fixture';

jest.setTimeout(60_000);

describe.each(testDialects())('payments on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildAppWith(dialect);
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectBalancesEqualLedger(app);
  });

  const balance = async (p: PayPlayer) => (await asPlayer(app, p, 'GET', '/web-api/user/accounts')).json() as { balance: number; bonus: number };
  const deposit = (p: PayPlayer, amount: number, idempotencyKey = payKey(), method = 'demo') =>
    asPlayer(app, p, 'POST', PAYMENT_PATHS.deposit, { amount, method, idempotencyKey });
  const withdraw = (p: PayPlayer, amount: number, idempotencyKey = payKey()) =>
    asPlayer(app, p, 'POST', PAYMENT_PATHS.withdraw, { amount, method: 'demo', idempotencyKey });
  const requests = async (p: PayPlayer) => (await asPlayer(app, p, 'GET', PAYMENT_PATHS.requests)).json().requests as Record<string, unknown>[];
  const success = (requestId: number, amount: number, over: object = {}) => ({ requestId, status: 'success', amount, currency: 'RUB', providerTxId: `tx-${requestId}`, ...over });
  async function admin(...args: string[]) {
    process.env.DATABASE_URL = t.db.url;
    let out = '';
    let err = '';
    const code = await runCli(args, (s) => (out += s), (s) => (err += s));
    return { code, out, err };
  }

  test('methods: the demo method for the player currency with its min and max from config', async () => {
    const p = await payPlayer(app);
    const res = await asPlayer(app, p, 'GET', PAYMENT_PATHS.methods);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ methods: [{ id: 'demo', name: 'Demo card', kinds: ['deposit', 'withdraw'], min: 100, max: 500000, currency: 'RUB' }] });
    await app.siteConfig.set('office', 'paymentLimits', { demo: { RUB: { min: 50, max: 1000 } } });
    expect((await asPlayer(app, p, 'GET', PAYMENT_PATHS.methods)).json().methods[0]).toMatchObject({ min: 50, max: 1000 });
    expect((await deposit(p, 1000.01)).json().errors[0]).toMatchObject({ code: 'payment.amount_above_max', meta: { max: 1000, currency: 'RUB' } });
    await app.siteConfig.set('office', 'paymentLimits', {});
    expect((await asPlayer(app, { ...p, cookie: '' }, 'GET', PAYMENT_PATHS.methods)).statusCode).toBe(401);
  });

  test('a deposit is a pending request with the provider page; amounts follow min, max and the currency decimals', async () => {
    const p = await payPlayer(app);
    const res = await deposit(p, 150.5);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ requestId: expect.any(Number), status: 'pending', redirectUrl: expect.stringMatching(/^\/demo-provider\/pay\/[0-9a-f]{32}$/) });
    expect(await requests(p)).toEqual([{ id: body.requestId, kind: 'deposit', amount: 150.5, currency: 'RUB', status: 'pending', createdAt: expect.any(String) }]);
    expect((await balance(p)).balance).toBe(0);
    const page = await app.inject({ url: body.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('150.5 RUB');
    expect(page.body).not.toMatch(/<script/i);
    expect((await deposit(p, 99.99)).json().errors[0]).toMatchObject({ code: 'payment.amount_below_min', meta: { min: 100, currency: 'RUB' } });
    expect((await deposit(p, 100.001)).json().errors[0]).toMatchObject({ code: 'payment.amount_decimals', meta: { currency: 'RUB', digits: 2 } });
    expect((await deposit(p, 200, payKey(), 'card')).json().errors[0].code).toBe('payment.method_unknown');
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.deposit, { amount: 200, method: 'demo' })).statusCode).toBe(400);
    expect(await requests(p)).toHaveLength(1);
  });

  test('the same idempotency key answers the same request; with another amount it is 409', async () => {
    const p = await payPlayer(app);
    const key = payKey();
    const together = await Promise.all(Array.from({ length: 5 }, () => deposit(p, 300, key)));
    const first = together[0]!.json();
    expect(first).toMatchObject({ status: 'pending', redirectUrl: expect.stringMatching(/^\/demo-provider\/pay\//) });
    for (const r of together) expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 200, body: first });
    expect((await deposit(p, 300, key)).json()).toEqual(first);
    expect((await deposit(p, 301, key)).statusCode).toBe(409);
    expect(await requests(p)).toHaveLength(1);
  });

  test('the webhook replayed 10 times and sent 10 times at once credits the balance once', async () => {
    const p = await payPlayer(app);
    const { requestId } = (await deposit(p, 500)).json();
    const report = success(requestId, 500);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => webhook(app, report)));
    for (const r of concurrent) expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 200, body: { requestId, status: 'success' } });
    for (let i = 0; i < 10; i++) expect((await webhook(app, report)).statusCode).toBe(200);
    expect(await ledgerRowsOf(app, requestId)).toEqual([{ kind: 'deposit', amount_minor: 50000, account_id: p.accountId }]);
    expect((await balance(p)).balance).toBe(500);
    expect((await requests(p))[0]).toMatchObject({ id: requestId, status: 'success' });
    // a failure reported after the success changes nothing
    expect((await webhook(app, { ...report, status: 'failed' })).json().errors[0].code).toBe('payment.already_final');
    expect((await balance(p)).balance).toBe(500);
  });

  test('an unsigned, wrongly signed or mismatched webhook is refused and changes nothing', async () => {
    const p = await payPlayer(app);
    const { requestId } = (await deposit(p, 500)).json();
    const report = success(requestId, 500);
    const unsigned = await webhook(app, report, null);
    expect({ status: unsigned.statusCode, code: unsigned.json().errors[0].code }).toEqual({ status: 401, code: 'payment.bad_signature' });
    expect((await webhook(app, report, 'not-the-secret')).statusCode).toBe(401);
    expect((await webhook(app, report, null, 'f'.repeat(64))).statusCode).toBe(401);
    // the signature of one body does not sign another (the raw body is what is signed)
    const signedOther = await webhook(app, JSON.stringify(report) + ' ', null, signBody(DEV_WEBHOOK_SECRET, JSON.stringify(report)));
    expect(signedOther.statusCode).toBe(401);
    expect((await webhook(app, success(requestId, 5000))).json().errors[0].code).toBe('payment.mismatch');
    expect((await webhook(app, success(requestId, 500, { currency: 'USD' }))).statusCode).toBe(409);
    expect((await webhook(app, success(999_999, 500))).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${PAYMENT_PATHS.webhook}/other`, payload: report })).statusCode).toBe(404);
    expect(await ledgerRowsOf(app, requestId)).toEqual([]);
    expect((await balance(p)).balance).toBe(0);
    expect((await requests(p))[0]).toMatchObject({ status: 'pending' });
    // the same report, signed with the key, is taken
    expect((await webhook(app, report)).statusCode).toBe(200);
    expect((await balance(p)).balance).toBe(500);
  });

  test('a failed deposit moves no money and cannot succeed afterwards', async () => {
    const p = await payPlayer(app);
    const { requestId } = (await deposit(p, 200)).json();
    expect((await webhook(app, success(requestId, 200, { status: 'failed' }))).json()).toEqual({ requestId, status: 'failed' });
    expect((await webhook(app, success(requestId, 200))).statusCode).toBe(409);
    expect(await ledgerRowsOf(app, requestId)).toEqual([]);
    expect((await requests(p))[0]).toMatchObject({ status: 'failed' });
  });

  test('a deposit over the deposit limit is refused and writes nothing; pending deposits count', async () => {
    const p = await payPlayer(app);
    await app.limits.save(p.userId, [{ limitType: 20, limitValue: 1000 }], 'en');
    const over = await deposit(p, 1000.01);
    expect({ status: over.statusCode, error: over.json().errors[0] }).toMatchObject({ status: 422, error: { code: 'limit.deposit', meta: { remaining: 1000, currency: 'RUB' } } });
    expect(await requests(p)).toEqual([]);
    expect((await deposit(p, 600)).statusCode).toBe(200);
    expect((await deposit(p, 500)).json().errors[0].code).toBe('limit.deposit');
    expect(await requests(p)).toHaveLength(1);
  });

  test('a banned player cannot deposit but may still withdraw (the deduce route stays open at its ban levels)', async () => {
    const p = await payPlayer(app, 500);
    await app.db.updateTable('users').set({ ban_level: 45 }).where('id', '=', p.userId).execute();
    const refused = await deposit(p, 200);
    expect({ status: refused.statusCode, code: refused.json().errors[0].code }).toEqual({ status: 403, code: 'banned' });
    expect((await withdraw(p, 200)).statusCode).toBe(200);
    expect((await requests(p)).map((r) => r.kind)).toEqual(['withdraw']);
  });

  test('the demo provider page: pay, decline and cancel send the player back to onpay', async () => {
    const p = await payPlayer(app);
    const form = (url: string, action: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: p.cookie }, payload: `action=${action}` });
    const paid = (await deposit(p, 250)).json();
    const confirm = await form(paid.redirectUrl, 'confirm');
    expect({ status: confirm.statusCode, location: confirm.headers.location }).toEqual({ status: 303, location: '/en/onpay/success' });
    expect((await balance(p)).balance).toBe(250);
    expect((await form(paid.redirectUrl, 'confirm')).headers.location).toBe('/en/onpay/success');
    expect((await app.inject({ url: paid.redirectUrl })).body).toContain('provider-done');
    expect((await balance(p)).balance).toBe(250);

    const declined = (await deposit(p, 250)).json();
    expect((await form(declined.redirectUrl, 'decline')).headers.location).toBe('/en/onpay/fail');
    const ru = (await app.inject({ method: 'POST', url: PAYMENT_PATHS.deposit, headers: { cookie: p.cookie, 'x-language': 'ru' }, payload: { amount: 250, method: 'demo', idempotencyKey: payKey() } })).json();
    expect((await app.inject({ url: ru.redirectUrl })).body).toContain('Оплатить');
    expect((await form(ru.redirectUrl, 'cancel')).headers.location).toBe('/ru/onpay/cancel');
    expect((await balance(p)).balance).toBe(250);
    expect((await requests(p)).map((r) => r.status)).toEqual(['failed', 'failed', 'success']);
    expect((await app.inject({ url: `/demo-provider/pay/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await form(`/demo-provider/pay/${'0'.repeat(32)}`, 'confirm')).statusCode).toBe(404);
    expect((await form(paid.redirectUrl, 'steal')).statusCode).toBe(400);
  });

  test('the provider page speaks the player language and sends him back to a page in it, when the site offers it', async () => {
    const p = await payPlayer(app);
    const form = (url: string, action: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: p.cookie }, payload: `action=${action}` });
    const depositIn = async (lang: string) =>
      (await app.inject({ method: 'POST', url: PAYMENT_PATHS.deposit, headers: { cookie: p.cookie, 'x-language': lang }, payload: { amount: 100, method: 'demo', idempotencyKey: payKey() } })).json();
    await app.siteConfig.set('core', 'languages', ['en', 'ru', 'kk']);
    try {
      const kk = await depositIn('kk');
      const page = (await app.inject({ url: kk.redirectUrl })).body;
      expect(page).toContain('<html lang="kk">');
      expect(page).toContain('Төлеу');
      expect((await form(kk.redirectUrl, 'cancel')).headers.location).toBe('/kk/onpay/cancel');
      // a language the site does not offer comes back in the default one
      const tr = await depositIn('tr');
      expect((await form(tr.redirectUrl, 'cancel')).headers.location).toBe('/en/onpay/cancel');
    } finally {
      await app.siteConfig.set('core', 'languages', ['en', 'ru']);
    }
  });

  test('the first deposit of a player who chose a bonus at registration credits the bonus account once', async () => {
    const p = await payPlayer(app, 0, 1);
    expect((await asPlayer(app, p, 'GET', '/web-api/user/accounts')).json().is_available_first_deposit_bonus).toBe(true);
    const first = (await deposit(p, 3000)).json();
    await webhook(app, success(first.requestId, 3000));
    expect(await balance(p)).toMatchObject({ balance: 3000, bonus: 3000 });
    expect((await asPlayer(app, p, 'GET', '/web-api/user/accounts')).json().is_available_first_deposit_bonus).toBe(false);
    const second = (await deposit(p, 20000)).json();
    await webhook(app, success(second.requestId, 20000));
    expect(await balance(p)).toMatchObject({ balance: 23000, bonus: 3000 });
    const none = await payPlayer(app, 0, 0);
    const r = (await deposit(none, 3000)).json();
    await webhook(app, success(r.requestId, 3000));
    expect(await balance(none)).toMatchObject({ balance: 3000, bonus: 0 });
  });

  test('a withdrawal holds the money at once, never above the withdrawable balance (bonus money excluded)', async () => {
    const p = await payPlayer(app, 0, 2);
    const d = (await deposit(p, 1000)).json();
    await webhook(app, success(d.requestId, 1000));
    expect(await balance(p)).toMatchObject({ balance: 1000, bonus: 1000 });
    const above = await withdraw(p, 1500);
    expect({ status: above.statusCode, error: above.json().errors[0] }).toMatchObject({ status: 422, error: { code: 'payment.above_withdrawable', meta: { max: 1000, currency: 'RUB' } } });
    const key = payKey();
    const w = await withdraw(p, 400, key);
    expect(w.json()).toEqual({ requestId: expect.any(Number), status: 'pending' });
    expect((await withdraw(p, 400, key)).json()).toEqual(w.json());
    expect(await balance(p)).toMatchObject({ balance: 600, bonus: 1000 });
    expect((await withdraw(p, 600.01)).json().errors[0]).toMatchObject({ code: 'payment.above_withdrawable', meta: { max: 600 } });
    const all = await Promise.all([withdraw(p, 400), withdraw(p, 400)]);
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await balance(p)).toMatchObject({ balance: 200 });
    expect((await requests(p)).filter((r) => r.kind === 'withdraw').map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  test('the operator approves or rejects a withdrawal; reject returns the money; the player cannot reverse it', async () => {
    const p = await payPlayer(app, 1000);
    const a = (await withdraw(p, 300)).json().requestId as number;
    const b = (await withdraw(p, 200)).json().requestId as number;
    expect((await balance(p)).balance).toBe(500);
    // RTS 14: no way for the player to take a withdrawal back
    for (const [method, url] of [['DELETE', `${PAYMENT_PATHS.requests}/${a}`], ['POST', `${PAYMENT_PATHS.requests}/${a}/cancel`], ['POST', `${PAYMENT_PATHS.withdraw}/${a}/cancel`]] as const) {
      expect((await asPlayer(app, p, method, url)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const approved = await admin('payments', 'approve', String(a));
    expect({ code: approved.code, out: JSON.parse(approved.out) }).toEqual({ code: 0, out: { requestId: a, status: 'approved' } });
    expect((await admin('payments', 'approve', String(a))).code).toBe(0);
    expect((await admin('payments', 'reject', String(a))).code).toBe(1);
    expect(JSON.parse((await admin('payments', 'reject', String(b))).out)).toEqual({ requestId: b, status: 'rejected' });
    expect((await admin('payments', 'reject', String(b))).code).toBe(0);
    expect((await balance(p)).balance).toBe(700);
    expect(await ledgerRowsOf(app, b)).toEqual([
      { kind: 'withdrawal', amount_minor: -20000, account_id: p.accountId },
      { kind: 'refund', amount_minor: 20000, account_id: p.accountId },
    ]);
    expect((await admin('payments', 'complete', String(a))).code).toBe(1);
    expect((await admin('payments', 'approve', '999999')).code).toBe(1);
    expect((await admin('payments', 'settle', String(a))).code).toBe(2);
    expect(Object.fromEntries((await requests(p)).map((r) => [r.id, r.status]))).toEqual({ [a]: 'approved', [b]: 'rejected' });
  });

  test('admin payments complete and fail act as the provider does, once', async () => {
    const p = await payPlayer(app);
    const a = (await deposit(p, 400)).json().requestId as number;
    const b = (await deposit(p, 400)).json().requestId as number;
    expect(JSON.parse((await admin('payments', 'complete', String(a))).out)).toEqual({ requestId: a, status: 'success' });
    expect((await admin('payments', 'complete', String(a))).code).toBe(0);
    expect(JSON.parse((await admin('payments', 'fail', String(b))).out)).toEqual({ requestId: b, status: 'failed' });
    expect((await admin('payments', 'complete', String(b))).code).toBe(1);
    expect((await admin('payments', 'approve', String(a))).code).toBe(1);
    expect((await balance(p)).balance).toBe(400);
    expect(await ledgerRowsOf(app, a)).toHaveLength(1);
  });

  test("a player sees only their own requests; another player's answers 404 like a missing one", async () => {
    const owner = await payPlayer(app, 100);
    const other = await payPlayer(app);
    const mine = (await deposit(owner, 100)).json().requestId as number;
    const w = (await withdraw(owner, 50)).json().requestId as number;
    expect((await asPlayer(app, owner, 'GET', `${PAYMENT_PATHS.requests}/${mine}`)).json()).toMatchObject({ id: mine, kind: 'deposit' });
    const theirs = await asPlayer(app, other, 'GET', `${PAYMENT_PATHS.requests}/${mine}`);
    const missing = await asPlayer(app, other, 'GET', `${PAYMENT_PATHS.requests}/999999`);
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: missing.statusCode, body: missing.json() });
    expect(theirs.statusCode).toBe(404);
    expect(await requests(other)).toEqual([]);
    expect((await requests(owner)).map((r) => r.id).sort()).toEqual([mine, w].sort());
    // nor can a question name another player's request
    const q = await asPlayer(app, other, 'POST', PAYMENT_PATHS.questions, { topicId: 1, requestId: mine, text: 'where is my money?' });
    expect(q.json().errors[0].code).toBe('payment.topic_unknown');
  });

  test('payment questions: stored with topic, sub-topic or the player\'s request, listed back', async () => {
    const p = await payPlayer(app);
    const r = (await deposit(p, 100)).json().requestId as number;
    const a = await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 1, requestId: r, text: 'My deposit is pending' });
    expect(a.statusCode).toBe(201);
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 3, subTopicId: 31, text: 'Which cards?' })).statusCode).toBe(201);
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 3, subTopicId: 11, text: 'x' })).statusCode).toBe(422);
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 2, requestId: r, text: 'x' })).statusCode).toBe(422);
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 9, text: 'x' })).statusCode).toBe(422);
    expect((await asPlayer(app, p, 'POST', PAYMENT_PATHS.questions, { topicId: 1, text: '' })).statusCode).toBe(400);
    const list = (await asPlayer(app, p, 'GET', PAYMENT_PATHS.questions)).json().questions;
    expect(list.map((q: { topicId: number; subTopicId: number | null; requestId: number | null }) => [q.topicId, q.subTopicId, q.requestId])).toEqual([
      [3, 31, null],
      [1, null, r],
    ]);
  });
});

test('the public dev webhook key never signs in production: without PAYMENTS_WEBHOOK_SECRET each process takes a random key', () => {
  expect(readEnv({}).paymentsWebhookSecret).toBe(DEV_WEBHOOK_SECRET);
  const one = readEnv({ NODE_ENV: 'production' }).paymentsWebhookSecret;
  expect(one).toMatch(/^[0-9a-f]{64}$/);
  expect(readEnv({ NODE_ENV: 'production' }).paymentsWebhookSecret).not.toBe(one);
  expect(readEnv({ NODE_ENV: 'production', PAYMENTS_WEBHOOK_SECRET: 'the-operator-key' }).paymentsWebhookSecret).toBe('the-operator-key');
});
