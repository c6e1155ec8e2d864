// Every write route against every class of bad input: a 4xx with the error envelope and a
// catalogued code, never a 5xx, never internals, nothing written.
import { catalogueCodes } from '@site/api/contracts';
import { VIOLATION_CODES } from '@site/betting';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer, type Player } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

const WRITES = [
  '/web-api/auth/register',
  '/web-api/auth/login',
  '/web-api/auth/login/two-step',
  '/web-api/user/phone',
  '/web-api/user/two-step',
  '/web-api/user/accounts/active',
  '/web-api/user/accounts/currency',
  '/blocks-api/api/v2/block',
  '/redirects-api/api/v1/redirect-light',
];

const KNOWN_CODES = new Set<string>([...catalogueCodes(), ...VIOLATION_CODES.map((c) => `coupon.${c}`)]);

const INJECTIONS = ["' OR '1'='1", '"; DROP TABLE users; --', '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '\u0000', '𝕏'.repeat(50)];

describe.each(testDialects())('bad input on %s', (dialect) => {
  let t: TestApp;
  let p: Player;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    p = await registerPlayer(t.app);
  });
  afterAll(async () => { await t.close(); });

  async function counts() {
    const n = async (table: 'users' | 'accounts' | 'ledger' | 'sessions' | 'block_rules') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { users: await n('users'), accounts: await n('accounts'), ledger: await n('ledger'), sessions: await n('sessions'), blocks: await n('block_rules') };
  }

  function expectClientError(res: { statusCode: number; body: string }, url: string) {
    expect({ url, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ url, status: true });
    const body = JSON.parse(res.body);
    expect(Array.isArray(body.errors)).toBe(true);
    expect(body.errors[0]).toMatchObject({ status: String(res.statusCode), code: expect.any(String), detail: expect.any(String) });
    for (const item of body.errors as { code: string }[]) expect({ url, code: item.code, known: KNOWN_CODES.has(item.code) }).toEqual({ url, code: item.code, known: true });
    expect(res.body).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|sqlite|postgres|stack/i);
  }

  test('malformed JSON, wrong content, empty, array and oversized bodies', async () => {
    const before = await counts();
    const bodies: { payload: string | Buffer; type: string }[] = [
      { payload: '{"type":', type: 'application/json' },
      { payload: '{"a":1}{"b":2}', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: 'type=fast_reg', type: 'application/x-www-form-urlencoded' },
      { payload: `{"url":"${'a'.repeat(70 * 1024)}"}`, type: 'application/json' },
      { payload: '{"__proto__":{"admin":true},"url":"/"}', type: 'application/json' },
    ];
    for (const url of WRITES) {
      for (const { payload, type } of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, cookie: p.cookie } });
        expectClientError(res, `${url} ${String(payload).slice(0, 20)}`);
      }
    }
    expect(await counts()).toEqual(before);
  });

  test('wrong types, missing and unknown fields, injection strings', async () => {
    const before = await counts();
    const payloads: Record<string, unknown>[] = [
      { type: 1, currency: ['RUB'], countryId: '1', bonusChoice: null },
      { login: 1, password: true },
      { code: 123456 },
      { phone_number: 7900, country_code: 7 },
      { enabled: 'yes' },
      { id: { $gt: 0 } },
      { currencyId: '1' },
      { url: 42 },
      { unknown: 'field' },
    ];
    for (const url of WRITES) {
      for (const payload of payloads) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: p.cookie } });
        expectClientError(res, url);
      }
    }
    for (const s of INJECTIONS) {
      const cases: [string, Record<string, unknown>][] = [
        ['/web-api/auth/register', { type: 'full_reg', currency: s, countryId: 1, bonusChoice: 0, email: `${s}@x.io`, password: 'abcdefg1' }],
        ['/web-api/auth/register', { type: 'full_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: s, password: 'abcdefg1' }],
        ['/web-api/auth/login', { login: s, password: s }],
        ['/web-api/auth/login', { phone_number: s, country_code: 'RU', password: s }],
        ['/web-api/user/phone', { phone_number: s, country_code: s }],
      ];
      for (const [url, payload] of cases) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: p.cookie }, remoteAddress: `10.9.${INJECTIONS.indexOf(s)}.1` });
        expectClientError(res, `${url} ${s}`);
      }
      for (const url of ['/blocks-api/api/v2/block', '/redirects-api/api/v1/redirect-light']) {
        const res = await t.app.inject({ method: 'POST', url, payload: { url: s } });
        // any text is a fine URL to ask about, except NUL, which no text column can hold
        expect(res.statusCode).toBe(s.includes('\u0000') ? 400 : 200);
      }
      const del = await t.app.inject({ method: 'DELETE', url: `/web-api/user/accounts/currency/${encodeURIComponent(s)}`, headers: { cookie: p.cookie } });
      expectClientError(del, 'delete');
    }
    expect(await counts()).toEqual(before);
    // the tables are all still there
    expect((await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } })).statusCode).toBe(200);
  });

  test('protected routes answer 401 to anonymous callers, with the envelope', async () => {
    for (const [method, url] of [['GET', '/web-api/user/config'], ['GET', '/web-api/user/accounts'], ['GET', '/web-api/user/gettoken'], ['POST', '/web-api/user/phone'], ['POST', '/web-api/user/two-step'], ['POST', '/web-api/api-v3/v2/user/agreement-rules/accept']] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });
});
