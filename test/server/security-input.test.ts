// Issue 23, input: bodies over 1 MB answer 413 with the error envelope; the keys __proto__,
// constructor and prototype change nothing (a JSON body carrying __proto__ or
// constructor.prototype is refused 400 before any route; `prototype` is an unknown field).
import { BODY_LIMIT } from '../../server/app';
import { type TestApp, buildTestApp, testDialects } from './helper';
import { registerPlayer } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('hostile input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  const users = async () => Number((await t.db.database.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  const register = (payload: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/web-api/auth/register', payload, headers: { 'content-type': 'application/json', ...(cookie && { cookie }) } });
  const valid = { type: 'fast_reg', currency: 'USD', countryId: 66, bonusChoice: 0 };

  test('a body over 1 MB answers 413 request.too_large and creates nothing; one just under is read (and judged on its fields)', async () => {
    expect(BODY_LIMIT).toBe(1024 * 1024);
    const before = await users();
    const pad = (size: number) => {
      const head = JSON.stringify({ ...valid, pad: '' });
      return `${head.slice(0, -2)}${'x'.repeat(size - head.length)}"}`;
    };
    const over = pad(BODY_LIMIT + 1);
    expect(Buffer.byteLength(over)).toBe(BODY_LIMIT + 1);
    const big = await register(over);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: [{ status: '413', code: 'request.too_large', detail: expect.any(String) }] });
    const under = await register(pad(BODY_LIMIT));
    // read, then refused for its unknown field: not a size matter
    expect(under.statusCode).toBe(400);
    expect(under.json().errors[0].code).toBe('request.invalid');
    // the same size on another route and with a session cookie
    const p = await registerPlayer(t.app);
    const other = await t.app.inject({ method: 'POST', url: '/web-api/user/accounts/currency', payload: over, headers: { 'content-type': 'application/json', cookie: p.cookie } });
    expect(other.statusCode).toBe(413);
    expect(await users()).toBe(before + 1);
  });

  test.each([
    ['__proto__ at the top', `{"__proto__":{"isAdmin":true,"balance":1000000},${JSON.stringify(valid).slice(1)}`],
    ['__proto__ nested', `{"type":"fast_reg","currency":"USD","countryId":66,"bonusChoice":0,"x":{"__proto__":{"polluted":1}}}`],
    ['constructor.prototype', `{"constructor":{"prototype":{"polluted":1}},${JSON.stringify(valid).slice(1)}`],
  ])('%s: 400 request.bad, nothing created, no object polluted', async (_name, payload) => {
    const before = await users();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ status: '400', code: 'request.bad', detail: expect.any(String) }] });
    expect(await users()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a "prototype" or "constructor" field is an unknown field: 400 request.invalid naming it, nothing created', async () => {
    const before = await users();
    for (const key of ['prototype', 'constructor']) {
      const res = await register(JSON.stringify({ ...valid, [key]: { polluted: 1 } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'request.invalid' });
    }
    expect(await users()).toBe(before);
  });

  test('a number too big for its field answers 400, not 500 (found by npm run fuzz: reality check popup_show_at 1e308)', async () => {
    const p = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/web/user/v1/reality-check',
      payload: '{"data":{"attributes":{"action":"none","do_not_show_again":true,"popup_show_at":1e+308}}}',
      headers: { 'content-type': 'application/json', cookie: p.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'request.invalid', source: { pointer: '/data/attributes/popup_show_at' } });
  });

  test('HEAD of the live stream answers at once (404) instead of holding a subscriber open (found by npm run fuzz)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/web-api/live/stream' });
    expect(res.statusCode).toBe(404);
  });

  test('prototype keys in a query string change nothing', async () => {
    for (const q of ['__proto__[polluted]=1', '__proto__.polluted=1', 'constructor[prototype][polluted]=1']) {
      const res = await t.app.inject({ url: `/web-api/session?${q}` });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
