// Issue 21: the answers that travel on every visit go compressed when the browser accepts it:
// the page (the shell's HTML, a route of its own since the not-found handler had no compression)
// and the JSON of the platform API; a client that accepts none gets them as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp('sqlite');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe.each(['/en', '/ru/line', '/en/no-such-page'])('the page %s', (url) => {
  test('goes brotli to a browser that accepts it, gzip to one that accepts only gzip, and the same bytes either way', async () => {
    const plain = await get(url, 'identity');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(plain.statusCode);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // the page's nonce differs per answer: compare the rest
    const strip = (html: string) => html.replace(/nonce="[^"]*"|'nonce-[^']*'/g, '');
    expect(strip(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(strip(plain.payload));
    expect(strip(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(strip(plain.payload));
  });
});

test('the JSON of the platform API goes compressed too (the site config of every boot)', async () => {
  const r = await get('/bff-api/config/all.json?lang=en', 'gzip, deflate, br');
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(r.rawPayload).toString('utf8'))).toHaveProperty('core');
});

test('a request no route takes, other than a page, still gets the 404 envelope', async () => {
  const r = await get('/web-api/no-such-thing', 'br');
  expect(r.statusCode).toBe(404);
  const body = JSON.parse((r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.rawPayload) : r.rawPayload).toString('utf8'));
  expect(body).toEqual({ errors: [{ status: '404', code: 'not_found', detail: 'no such resource: GET /web-api/no-such-thing' }] });
  const post = await t.app.inject({ method: 'POST', url: '/en/line', payload: {} });
  expect(post.statusCode).toBe(404);
});
