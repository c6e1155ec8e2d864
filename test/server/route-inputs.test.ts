// Issue 23: every route has a schema for its body, query and params (route-answers.test.ts does
// the same for its answers). A route declares the parts it reads; server/plugins/external/
// input-schemas.ts gives the rest theirs, so input nobody reads answers 400 with the error
// envelope: an unknown query parameter on an API route, a body sent to a write that takes none.
import type { RouteOptions } from 'fastify';
import { API_PREFIXES, paramNames } from '../../server/plugins/external/input-schemas';
import { buildTestApp, type TestApp } from './helper';
import { registeredRoutes, routeName as name } from './registered-routes';
import { registerPlayer } from './players';

jest.setTimeout(30_000);

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('route inputs', () => {
  let routes: RouteOptions[] = [];
  beforeAll(async () => {
    routes = await registeredRoutes();
  });

  test('every route has a query schema, a params schema naming each path parameter, and a body schema when it writes', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.flatMap((r) => {
      const s = (r.schema ?? {}) as { querystring?: unknown; body?: unknown; params?: { properties?: Record<string, unknown> } };
      const out: string[] = [];
      if (!s.querystring) out.push(`${name(r)}: query`);
      if ([r.method].flat().some((m) => WRITES.includes(m)) && !s.body) out.push(`${name(r)}: body`);
      for (const p of paramNames(r.url)) if (!s.params?.properties?.[p]) out.push(`${name(r)}: params.${p}`);
      return out;
    });
    expect(missing).toEqual([]);
  });

  test('an API route\'s query and body refuse unknown fields (only the coupon\'s bets carry display fields, by design)', () => {
    type Schema = { type?: string; additionalProperties?: unknown; patternProperties?: unknown; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
    const loose = (s: Schema | undefined, path: string): string[] => {
      if (!s || typeof s !== 'object') return [];
      if (s.anyOf ?? s.oneOf) return (s.anyOf ?? s.oneOf)!.flatMap((x) => loose(x, path));
      // a map (Record) types its values: only an object open to anything is loose
      const open = (s.additionalProperties === undefined || s.additionalProperties === true) && !s.patternProperties;
      const here = s.type === 'object' && open ? [path || '/'] : [];
      const below = Object.entries(s.properties ?? {}).flatMap(([k, v]) => loose(v, `${path}/${k}`));
      return [...here, ...below, ...(s.type === 'array' ? loose(s.items, `${path}/[]`) : [])];
    };
    const DISPLAY_FIELDS = new Set(['POST /web-api/coupon/place body /bets/[]', 'POST /web-api/coupon/place body /bets/[]/market', 'POST /web-api/coupon/save body /bets/[]', 'POST /web-api/coupon/save body /bets/[]/market']);
    const found = routes
      .filter((r) => API_PREFIXES.some((p) => r.url.startsWith(p)))
      .flatMap((r) => (['querystring', 'body'] as const).flatMap((part) => loose((r.schema as Record<string, Schema | undefined>)[part], '').map((at) => `${name(r)} ${part} ${at}`)))
      .filter((line) => !DISPLAY_FIELDS.has(line));
    expect(found).toEqual([]);
  });
});

describe('input nobody reads', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp('sqlite'); });
  afterAll(async () => { await t.close(); });

  test('an unknown query parameter on an API route answers 400 request.invalid naming it', async () => {
    for (const url of ['/web-api/dicts/currencies?x=1', '/web-api/session?ref=r1', '/web-api/maintenance?__proto__=1']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().errors[0]).toMatchObject({ status: '400', code: 'request.invalid' });
    }
    expect((await t.app.inject({ url: '/web-api/dicts/currencies' })).statusCode).toBe(200);
  });

  test('a page, a file or an image ignores its query string (cache busters, campaign tags)', async () => {
    for (const url of ['/robots.txt?v=2', '/version.json?t=1', '/manifest.json?utm_source=x']) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
    }
  });

  test('a write that takes no body: nothing or {} works, anything else answers 400 and writes nothing', async () => {
    const p = await registerPlayer(t.app);
    const out = (payload: string | undefined, cookie = p.cookie) =>
      t.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie, ...(payload !== undefined && { 'content-type': 'application/json' }) }, ...(payload !== undefined && { payload }) });
    for (const payload of ['{"userId":1}', '[]', '"x"', '1']) {
      const res = await out(payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json().errors[0].code).toBe('request.invalid');
    }
    // still signed in: the refused calls did not log out
    expect((await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } })).statusCode).toBe(200);
    expect((await out('{}')).statusCode).toBeLessThan(300);
    const again = await registerPlayer(t.app);
    expect((await out(undefined, again.cookie)).statusCode).toBeLessThan(300);
  });
});
