import { buildMfRequest, isAllowedOrigin, MF_ANSWER_LIMITS, parseMfAnswer } from './json-protocol';

const page = 'https://site.example/en/information/about';
const valid = {
  appName: '@site/app-information',
  title: 'About',
  body: '<h1>About</h1>',
  style: '',
  cssToLoad: ['/assets/info.css', 'https://cdn.example/x.css'],
  scriptsToLoad: [],
  codeToEval: '',
  head: '',
};
const opts = { allowedOrigins: ['https://cdn.example'], pageHref: page };

test('a complete, well-typed answer passes', () => {
  expect(parseMfAnswer(valid, opts)).toEqual({ ok: true, value: valid });
  expect(parseMfAnswer(valid, { ...opts, expectedAppName: '@site/app-information' }).ok).toBe(true);
});

test.each([
  ['not an object', 'text'],
  ['null', null],
  ['an array', [valid]],
  ['a missing field', (({ head: _h, ...rest }) => rest)(valid)],
  ['a number for a string', { ...valid, title: 5 }],
  ['null body', { ...valid, body: null }],
  ['a string for a list', { ...valid, cssToLoad: '/a.css' }],
  ['a number in a list', { ...valid, scriptsToLoad: [1] }],
  ['an empty URL', { ...valid, scriptsToLoad: [''] }],
  ['an unknown field', { ...valid, extra: 1 }],
  ['a bad app name', { ...valid, appName: '<script>' }],
  ['a script from another origin', { ...valid, scriptsToLoad: ['https://evil.example/x.js'] }],
  ['a javascript: URL', { ...valid, cssToLoad: ['javascript:alert(1)'] }],
  ['too many URLs', { ...valid, cssToLoad: Array.from({ length: MF_ANSWER_LIMITS.urls + 1 }, (_, i) => `/a${i}.css`) }],
  ['an oversized body', { ...valid, body: 'x'.repeat(MF_ANSWER_LIMITS.bodyChars + 1) }],
])('%s is refused', (_name, answer) => {
  const result = parseMfAnswer(answer, opts);
  expect(result.ok).toBe(false);
});

test('an answer for another application is refused', () => {
  expect(parseMfAnswer(valid, { ...opts, expectedAppName: '@site/app-office' })).toEqual({ ok: false, error: 'the answer is for "@site/app-information", not "@site/app-office"' });
});

test('same origin always; other origins only when listed; no credentials, no odd schemes', () => {
  expect(isAllowedOrigin('/remote/information', [], page)).toBe(true);
  expect(isAllowedOrigin('https://site.example/x', [], page)).toBe(true);
  expect(isAllowedOrigin('https://cdn.example/x', ['https://cdn.example'], page)).toBe(true);
  expect(isAllowedOrigin('https://cdn.example:8443/x', ['https://cdn.example'], page)).toBe(false);
  expect(isAllowedOrigin('https://evil.example/x', ['https://cdn.example'], page)).toBe(false);
  expect(isAllowedOrigin('https://user:pw@site.example/x', [], page)).toBe(false);
  expect(isAllowedOrigin('data:text/html,x', [], page)).toBe(false);
  expect(isAllowedOrigin('http://[bad', [], page)).toBe(false);
});

test('GET to the front-end URL plus the path with the v2 JSON headers; POST when components are asked for', () => {
  const get = buildMfRequest({ frontendUrl: '/remote/information/', path: '/en/information/about?x=1' });
  expect(get.url).toBe('/remote/information/en/information/about?x=1');
  expect(get.init.method).toBe('GET');
  expect(get.init.headers).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
  expect(get.init.headers).not.toHaveProperty('force-spa');
  const post = buildMfRequest({ frontendUrl: 'https://mf.example/info', path: '/en', components: ['menu'], forceSpa: true });
  expect(post.init.method).toBe('POST');
  expect(post.init.headers).toMatchObject({ 'force-spa': 'true', 'content-type': 'application/json' });
  expect(JSON.parse(post.init.body as string)).toEqual({ components: ['menu'] });
});
