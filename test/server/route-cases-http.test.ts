// Every shared route case (test/fixtures/route-cases.ts) against the running server: status,
// Location, and for pages and the 404 page the layout and application from the boot data the
// browser reads. The case's context is made real: config, blocks, maintenance, players signed
// in / banned / with changed terms, cookies, Accept-Language; one database per dialect.
//
// URLs that light-my-request would rewrite (it parses them with WHATWG URL: `\` -> `/`, `..` and
// `%2e%2e` resolved, `<` escaped) are sent as raw bytes over a socket instead, as curl or a
// crawler sends them; see `injectKeepsUrl`. So every case is expressed over HTTP.
import { join } from 'node:path';
import { NOT_FOUND_MESSAGE, type RouteContext } from '@site/routes';
import { baseContext, routeCases, type RouteCase } from '../fixtures/route-cases';
import { createTestDb, testDialects, type TestApp, type TestDb } from './helper';
import { bootOf, getPage, injectKeepsUrl } from './page-http';
import { buildAppWith } from './players';
import { RouteWorld } from './route-world';

const DIST = join(__dirname, 'fixtures', 'pages-dist');

const contextOf = (c: RouteCase): RouteContext => ({ ...baseContext, ...c.ctx });
const urlOf = (c: RouteCase): string => (c.query ? `${c.path}?${c.query}` : c.path);

// Development cases first (the second app's caches only see the start state), maintenance last
// (the platform cannot end a window early); within those, cases sharing config and blocks run
// together so the server is rewritten only when the state changes. The sort is stable.
const rank = (c: RouteCase): number => (contextOf(c).env === 'development' ? 0 : contextOf(c).maintenanceActive ? 2 : 1);
const stateKey = (c: RouteCase): string => {
  const ctx = contextOf(c);
  return JSON.stringify([ctx.languages, ctx.flags, ctx.blockReason ?? null]);
};
const ordered = [...routeCases].sort((a, b) => rank(a) - rank(b) || stateKey(a).localeCompare(stateKey(b)));

/** What a client sees, limited to the fields the case states. */
function observed(c: RouteCase, res: Awaited<ReturnType<typeof getPage>>): RouteCase['expect'] {
  const seen: RouteCase['expect'] = { status: res.status };
  if (c.expect.location !== undefined) seen.location = res.location ?? '(none)';
  if (c.expect.layout !== undefined || c.expect.application !== undefined) {
    const page = res.status === 200 || res.status === 404 || res.status === 414 ? bootOf(res.body).page : undefined;
    if (c.expect.layout !== undefined) seen.layout = page?.layout ?? '(no boot data)';
    if (c.expect.application !== undefined) seen.application = page?.application ?? '(no boot data)';
  }
  return seen;
}

test('the shared table is all here, and only URLs inject would rewrite go over the socket', () => {
  expect(ordered).toHaveLength(routeCases.length);
  expect(routeCases.length).toBeGreaterThanOrEqual(340);
  const raw = routeCases.filter((c) => !injectKeepsUrl(urlOf(c))).map((c) => c.name);
  expect(raw).toEqual([
    'encoded traversal',
    'encoded traversal, upper case',
    'dot-dot',
    'trailing dot-dot',
    'backslash',
    'markup characters',
  ]);
});

describe.each(testDialects())('route cases over HTTP on %s', (dialect) => {
  let db: TestDb;
  let production: TestApp;
  let development: TestApp;
  let world: RouteWorld;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    production = await buildAppWith(dialect, { db, options: { distDir: DIST, production: true } });
    development = await buildAppWith(dialect, { db, options: { distDir: DIST, production: false } });
    await production.app.listen({ port: 0, host: '127.0.0.1' });
    await development.app.listen({ port: 0, host: '127.0.0.1' });
    world = new RouteWorld({ production: production.app, development: development.app });
    await world.setup();
  }, 30_000);
  afterAll(async () => {
    await production.close();
    await development.close();
    await db.drop();
  });

  test.each(ordered.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { app, headers } = await world.realise(contextOf(c));
    const res = await getPage(app, urlOf(c), headers);
    expect(observed(c, res)).toEqual(c.expect);
    if (res.status === 301 || res.status === 302) {
      expect(res.cacheControl).toBe('no-store');
      return;
    }
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.cacheControl).toBe('no-cache');
    const { page, overrideHosts } = bootOf(res.body);
    expect(overrideHosts).toEqual(['localhost', '127.0.0.1']);
    expect(res.body).toContain(`<html lang="${page.lang}">`);
    if (res.status === 200) {
      expect(page).toMatchObject({ kind: 'page', status: 200, route: expect.any(String), flags: expect.any(Object) });
    } else {
      // the message is in the served markup, not only drawn later by the browser
      expect(page).toMatchObject({ kind: 'not-found', status: res.status, message: NOT_FOUND_MESSAGE });
      expect(res.body).toContain(`<h1>${NOT_FOUND_MESSAGE}</h1>`);
      expect(res.body).toContain(`<title>${res.status}: ${NOT_FOUND_MESSAGE}</title>`);
    }
  });
});
