/** @jest-environment jsdom */
import type { ParcelConfigObject } from 'single-spa';
import { headTags, jsonSource, renderAnswer, sanitizedFragment } from './json-front-end';
import type { MfJsonAnswer } from './json-protocol';
import { MfLoadError } from './load-error';

const answer: MfJsonAnswer = {
  appName: '@site/app-information',
  title: 'About | Demo Bet',
  body: '<div data-testid="information-page"><h1>About</h1></div>',
  style: '.x{color:red}',
  cssToLoad: ['/assets/info.css'],
  scriptsToLoad: [],
  codeToEval: '',
  head: '<meta name="description" content="About us"><meta http-equiv="refresh" content="0;url=https://evil.example"><script>alert(1)</script>',
};

// jsdom has no Response: the loader only reads ok, status and text().
const response = (body: string, status = 200) => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as unknown as Response;
function respond(body: string, status = 200): typeof fetch {
  return (async () => response(body, status)) as unknown as typeof fetch;
}

test('the body loses scripts, handlers and javascript: URLs; the head keeps only meta and canonical links', () => {
  const fragment = sanitizedFragment('<p onclick="x()">hi</p><script>bad()</script><a href="javascript:bad()">a</a><img src="x.png" onerror="bad()"><iframe src="https://x"></iframe>', document);
  const div = document.createElement('div');
  div.appendChild(fragment);
  expect(div.innerHTML).toBe('<p>hi</p><a>a</a><img src="x.png">');
  const tags = headTags('<meta name="description" content="d"><meta http-equiv="refresh" content="0"><link rel="canonical" href="/en/x"><link rel="stylesheet" href="/a.css"><script>x</script>', document);
  expect(tags.map((t) => t.outerHTML)).toEqual(['<meta name="description" content="d">', '<link rel="canonical" href="/en/x">']);
});

test('mounting shows body, style, css and head tags and the title; unmounting takes them away', () => {
  const el = document.createElement('div');
  document.title = 'before';
  const cleanup = renderAnswer(el, answer, document);
  expect(el.querySelector('[data-testid="information-page"]')).not.toBeNull();
  expect(el.querySelector('style')?.textContent).toBe('.x{color:red}');
  expect(document.head.querySelector('link[href="/assets/info.css"]')).not.toBeNull();
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About us');
  expect(document.head.querySelector('meta[http-equiv]')).toBeNull();
  expect(document.title).toBe('About | Demo Bet');
  cleanup();
  expect(el.children).toHaveLength(0);
  expect(document.head.querySelector('[data-mf]')).toBeNull();
  expect(document.title).toBe('before');
});

test('codeToEval is never evaluated, only logged', async () => {
  const warnings: string[] = [];
  (globalThis as { evaluated?: boolean }).evaluated = false;
  const source = jsonSource({
    name: '@site/app-information',
    frontendUrl: '/remote/information',
    allowedOrigins: [],
    path: () => '/en/information/about',
    fetch: respond(JSON.stringify({ ...answer, codeToEval: 'globalThis.evaluated = true' })),
    log: { warn: (m) => warnings.push(m) },
  });
  const parcel = await source.load();
  const el = document.createElement('div');
  await ((parcel as ParcelConfigObject).mount as (p: unknown) => Promise<void>)({ domElement: el });
  expect((globalThis as { evaluated?: boolean }).evaluated).toBe(false);
  expect(warnings[0]).toContain('codeToEval ignored');
});

test.each([
  ['not JSON', respond('<html>oops</html>'), 'protocol'],
  ['missing fields', respond(JSON.stringify({ appName: '@site/app-information', body: 'x' })), 'protocol'],
  ['wrong types', respond(JSON.stringify({ ...answer, cssToLoad: 'a.css' })), 'protocol'],
  ['another application', respond(JSON.stringify({ ...answer, appName: '@site/app-office' })), 'protocol'],
  ['a 500', respond('{}', 500), 'fetch'],
  ['a network failure', (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch, 'fetch'],
])('%s fails the load (%#)', async (_name, fetchFn, kind) => {
  const source = jsonSource({ name: '@site/app-information', frontendUrl: '/remote/information', allowedOrigins: [], path: () => '/en/information', fetch: fetchFn });
  const error = await source.load().then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(MfLoadError);
  expect((error as MfLoadError).kind).toBe(kind);
});

test('a front-end on an origin the config does not list is never even fetched', async () => {
  let fetched = false;
  const source = jsonSource({
    name: '@site/app-information',
    frontendUrl: 'https://evil.example/info',
    allowedOrigins: ['https://mf.example'],
    path: () => '/en/information',
    fetch: (async () => {
      fetched = true;
      return response('{}');
    }) as unknown as typeof fetch,
  });
  const error = (await source.load().catch((e: unknown) => e)) as MfLoadError;
  expect(error.kind).toBe('origin');
  expect(fetched).toBe(false);
});
