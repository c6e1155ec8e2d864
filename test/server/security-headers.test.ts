// Issue 23, headers: every answer, HTML and API, carries the security headers of helmet;
// the page shell's inline scripts carry this answer's nonce, which the policy allows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestDb, type TestApp, testDialects } from './helper';

jest.setTimeout(30_000);

const SHELL = `<!doctype html><html><head><title>t</title>
<script type="systemjs-importmap" nonce="__CSP_NONCE__">{"imports":{}}</script>
<script nonce="__CSP_NONCE__">/* guard */</script></head>
<body><script id="site-boot" type="application/json" nonce="__CSP_NONCE__"><!--boot-data--></script>
<main><!--content--></main><script nonce="__CSP_NONCE__" src="/assets/system.js"></script><script nonce="__CSP_NONCE__">/* boot */</script></body></html>`;

async function build(dialect: 'sqlite' | 'postgres', over: { cdnOrigins?: string[]; trustProxy?: boolean } = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'site-shell-'));
  writeFileSync(join(dir, 'index.production.html'), SHELL);
  const db = await createTestDb(dialect);
  const app = await buildApp({ database: db.database, distDir: dir, importMapsDir: join(__dirname, 'fixtures', 'import-maps'), production: true, ...over });
  await app.ready();
  return { app, db, close: async () => { await app.close(); await db.drop(); rmSync(dir, { recursive: true, force: true }); } };
}

/** The policy as directive -> sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** A page's policy carries its nonce; any other answer runs no script, so none. */
function expectSecurityHeaders(res: LightMyRequestResponse): Record<string, string[]> {
  const policy = csp(res);
  const isPage = String(res.headers['content-type'] ?? '').startsWith('text/html');
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src']!.filter((s) => s.startsWith("'nonce-"))).toHaveLength(isPage ? 1 : 0);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(policy['script-src']!.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:')).toBe(false);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return policy;
}

describe.each(testDialects())('security headers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await build(dialect, { cdnOrigins: ['https://cdn.example.com'] }); });
  afterAll(async () => { await t.close(); });

  test('every answer carries them: a page, the 404 page, an API answer, an API refusal, an asset, the import map', async () => {
    for (const url of ['/en', '/en/no-such-page', '/web-api/session', '/web-api/user/accounts', '/web-api/no-such-route', '/import-maps/production.json']) {
      const res = await t.app.inject({ url });
      expectSecurityHeaders(res);
    }
    const post = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(post.statusCode).toBe(400);
    expectSecurityHeaders(post);
  });

  test('the framework\'s own refusals carry them too: 413, 415, a broken escape in the address, an unknown query', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`, headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: '<x/>', headers: { 'content-type': 'application/xml' } }),
      await t.app.inject({ url: '/en/%E0%A4%A' }),
      await t.app.inject({ url: '/web-api/casino/rounds/%E0%A4%A' }),
      await t.app.inject({ url: '/web-api/dicts/currencies?unknown=1' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([413, 415, 404, 400, 400]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  test('what Node\'s HTTP parser refuses (a malformed header, headers over the limit) answers the envelope with them', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let out = '';
        socket.on('data', (c) => (out += c.toString()));
        socket.on('close', () => resolve(out));
        socket.on('error', reject);
      });
    for (const [request, status, code] of [
      ['GET /web-api/session HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400, 'request.bad'],
      [`GET /en HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request.headers_too_large'],
    ] as const) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n') as [string, string];
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(JSON.parse(body)).toEqual({ errors: [{ status: String(status), code, detail: expect.any(String) }] });
      expectSecurityHeaders({ headers } as unknown as LightMyRequestResponse);
    }
  });

  test('the live-odds stream (written to the socket itself) carries them too', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, path: '/web-api/live/stream' }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', reject);
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expectSecurityHeaders({ headers } as unknown as LightMyRequestResponse);
  });

  test('the page shell: every inline script carries this answer\'s nonce, which the policy allows, and a new one each answer', async () => {
    const first = await t.app.inject({ url: '/en' });
    expect(first.statusCode).toBe(200);
    const nonce = expectSecurityHeaders(first)['script-src']!.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(5);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    const second = await t.app.inject({ url: '/en' });
    const again = csp(second)['script-src']!.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
    expect(again).not.toBe(nonce);
    expect(second.body).toContain(`nonce="${again}"`);
  });

  test('script-src: the configured CDN origins and the import-map-override hosts of the site config, nothing else', async () => {
    const policy = csp(await t.app.inject({ url: '/en' }));
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com', 'http://localhost:*', 'http://127.0.0.1:*']));
    await t.app.siteConfig.set('application', 'importMapOverrideHosts', ['dev.example.com', "'unsafe-inline'", '*']);
    const changed = csp(await t.app.inject({ url: '/en' }));
    expect(changed['script-src']).toContain('https://dev.example.com:*');
    expect(changed['script-src']).not.toContain('http://localhost:*');
    expect(changed['script-src']).not.toContain("'unsafe-inline'");
    expect(changed['script-src']).not.toContain('*');
    await t.app.siteConfig.set('application', 'importMapOverrideHosts', ['localhost', '127.0.0.1']);
    // an API answer runs no script: its policy is the fixed one, the same for every answer
    expect(csp(await t.app.inject({ url: '/web-api/session' }))['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });

  test('HSTS only over https', async () => {
    expect((await t.app.inject({ url: '/en' })).headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ url: '/web-api/session', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(testDialects())('HSTS behind a proxy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await build(dialect, { trustProxy: true }); });
  afterAll(async () => { await t.close(); });

  test('an answer over https carries Strict-Transport-Security; over http it does not', async () => {
    for (const url of ['/en', '/web-api/session']) {
      const https = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(https);
      const http = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
