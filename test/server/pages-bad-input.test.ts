// Bad page URLs, as inject sends them and as raw bytes over a socket: the 404 page (414 when
// overlong), never a 5xx, never a file from outside the site, never Fastify's own 400.
import { join } from 'node:path';
import { NOT_FOUND_MESSAGE } from '@site/routes';
import { testDialects, type TestApp } from './helper';
import { bootOf, rawGet, type PageResponse } from './page-http';
import { buildAppWith, registerPlayer } from './players';

const DIST = join(__dirname, 'fixtures', 'pages-dist');

async function injected(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<PageResponse> {
  const res = await t.app.inject({ url, headers });
  return {
    status: res.statusCode,
    location: res.headers.location as string | undefined,
    cacheControl: res.headers['cache-control'] as string | undefined,
    contentType: res.headers['content-type'] as string | undefined,
    body: res.body,
  };
}

function expectNotFoundPage(res: PageResponse, url: string, status = 404) {
  expect({ url: url.slice(0, 80), status: res.status, type: res.contentType }).toEqual({
    url: url.slice(0, 80),
    status,
    type: 'text/html; charset=utf-8',
  });
  expect(bootOf(res.body).page).toMatchObject({ kind: 'not-found', status, application: '@site/app-not-found' });
  expect(res.body).toContain(`<h1>${NOT_FOUND_MESSAGE}</h1>`);
  expect(res.body).not.toMatch(/"dependencies"|root:x:0|FST_ERR/);
}

// What the route table answers 404 for, whichever layer sees it first: the router (broken
// escapes, invalid UTF-8), the NUL guard (%00 in path or query) or the page renderer.
const NOT_FOUND_URLS = [
  '/en/slots/%zz',
  '/%zz',
  '/en/news/%C3%28',
  '/en/news/%E0%A4%A',
  '/en/slots/%00',
  '/en/slots?a=%00',
  '/en/slots?a=%zz',
  '/en/..%2f..%2fetc%2fpasswd',
  '/en/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/en/%252e%252e/etc',
  '/en/slots/%0d%0aSet-Cookie:x=1',
  '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '//en/slots',
  "/en/slots'or'1'='1",
];

// Sent as written only over a socket (inject would normalise them).
const RAW_NOT_FOUND_URLS = [
  '/en/../../etc/passwd',
  '/en/slots/..',
  '/en\\..\\..\\etc\\passwd',
  '/en/<script>alert(1)</script>',
  '/en/%2e%2e/%2e%2e/etc/passwd',
  '/en/./slots',
];

describe.each(testDialects())('bad page URLs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { distDir: DIST } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  test('odd characters, broken escapes, NUL and encoded traversal answer the 404 page', async () => {
    for (const url of NOT_FOUND_URLS) {
      expectNotFoundPage(await injected(t, url), url);
      expectNotFoundPage(await rawGet(t.app, url), `raw ${url}`);
    }
    for (const url of RAW_NOT_FOUND_URLS) expectNotFoundPage(await rawGet(t.app, url), `raw ${url}`);
  });

  test('a signed-in visitor gets the same 404 page for a URL the router refuses', async () => {
    const p = await registerPlayer(t.app);
    expectNotFoundPage(await injected(t, '/en/slots/%zz', { cookie: p.cookie }), 'signed in %zz');
  });

  test('overlong paths and queries answer 414; beyond 16 KB Node refuses the request itself (431)', async () => {
    const longPath = `/en/${'a'.repeat(5000)}`;
    const longQuery = `/en/slots?q=${'x'.repeat(20000)}`;
    expectNotFoundPage(await injected(t, longPath), 'long path', 414);
    expectNotFoundPage(await rawGet(t.app, longPath), 'raw long path', 414);
    expectNotFoundPage(await injected(t, longQuery), 'long query', 414);
    // Node's HTTP parser caps the request head at 16 KB (--max-http-header-size) before Fastify
    expect((await rawGet(t.app, longQuery)).status).toBe(431);
    expectNotFoundPage(await injected(t, `/${'b'.repeat(100_000)}`), 'very long path', 414);
  });

  test('files outside the site stay out of reach', async () => {
    for (const url of [
      '/en/..%2f..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/../../package.json',
      '/import-maps/..%2f..%2fpackage.json',
    ]) {
      const res = await rawGet(t.app, url);
      // 404, or 403 from the static files plugin for a plain ../
      expect({ url, refused: res.status === 404 || res.status === 403 }).toEqual({ url, refused: true });
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  test('an API URL the router refuses keeps the error envelope', async () => {
    const bad = await injected(t, '/web-api/%zz');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).errors[0]).toMatchObject({ status: '400', code: 'request.bad' });
    const long = await injected(t, `/import-maps/${'a'.repeat(600)}`);
    expect(long.status).toBeLessThan(500);
    expect(JSON.parse(long.body).errors[0].status).toBe(String(long.status));
  });

  test('odd cookies and headers are ignored, not trusted', async () => {
    const res = await injected(t, '/slots', {
      cookie: 'lng=<script>; user_token=nope; ua=',
      'accept-language': `${'x'.repeat(3000)},de;q=2`,
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe('/ru/slots');
  });

  test('raw non-ASCII bytes in the request line are refused by Node itself (400), not a 5xx', async () => {
    // so the Location encoding of such bytes (headerSafeLocation) is only a second line of defence
    expect((await rawGet(t.app, '/slots?q=\u00ff')).status).toBe(400);
    expect((await rawGet(t.app, '/en/sl\u00f6ts')).status).toBe(400);
  });

  test('HEAD answers the same status as GET, without a body', async () => {
    const redirect = await t.app.inject({ method: 'HEAD', url: '/en/office/account' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount');
    const missing = await t.app.inject({ method: 'HEAD', url: '/en/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
    expect((await t.app.inject({ method: 'POST', url: '/en/slots' })).statusCode).toBe(404);
  });

  test('the HTML varies by cookie and language and is revalidated; redirects are never stored', async () => {
    const page = await t.app.inject({ url: '/en/slots' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toMatch(/Cookie/);
    expect(String(page.headers.vary)).toMatch(/Accept-Language/);
    expect((await t.app.inject({ url: '/slots' })).headers['cache-control']).toBe('no-store');
  });
});
