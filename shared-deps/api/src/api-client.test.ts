import { ApiClient, ApiError } from './index';

function fakeFetch(answers: Array<Response | Error>) {
  const calls: string[] = [];
  const fn = (async (url: RequestInfo | URL) => {
    calls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { fn, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noSleep = async () => {};

test('base paths come from config and queries are encoded', async () => {
  const f = fakeFetch([json(200, { ok: 1 })]);
  const api = new ApiClient({ fetch: f.fn, basePaths: { web: '/api-x' } });
  await api.get('web:/session', { query: { lang: 'en', a: 'b c' } });
  expect(f.calls).toEqual(['/api-x/session?lang=en&a=b+c']);
});

test('the error envelope becomes one ApiError with the details joined', async () => {
  const f = fakeFetch([json(422, { errors: [{ status: '422', code: 'min_amount', detail: 'too small' }, { status: '422', code: 'x', detail: 'and locked' }] })]);
  const api = new ApiClient({ fetch: f.fn });
  const err = (await api.post('/web-api/coupon/place', {}).catch((e: unknown) => e)) as ApiError;
  expect(err).toBeInstanceOf(ApiError);
  expect(err.message).toBe('too small; and locked');
  expect(err.code).toBe('min_amount');
  expect(err.status).toBe(422);
});

test('network errors and 5xx are retried as asked; 4xx never', async () => {
  const f = fakeFetch([new TypeError('down'), json(503, {}), json(200, { v: 1 })]);
  const api = new ApiClient({ fetch: f.fn, sleep: noSleep });
  await expect(api.get('/x', { retry: { count: 2, delayMs: 1000 } })).resolves.toEqual({ v: 1 });
  const g = fakeFetch([json(400, { errors: [{ status: '400', code: 'validation', detail: 'bad' }] }), json(200, {})]);
  await expect(new ApiClient({ fetch: g.fn, sleep: noSleep }).get('/x', { retry: { count: 5, delayMs: 1 } })).rejects.toThrow('bad');
  expect(g.calls).toHaveLength(1);
});

test('a cancelled call is an ApiError of kind cancel with status 499', async () => {
  const controller = new AbortController();
  const fn = ((_u: unknown, init?: RequestInit) =>
    new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
  const p = new ApiClient({ fetch: fn }).get('/slow', { signal: controller.signal });
  controller.abort();
  const err = (await p.catch((e: unknown) => e)) as ApiError;
  expect(err.isCancel).toBe(true);
  expect(err.status).toBe(499);
});

test('an answer that is not JSON is a parse error, not a crash', async () => {
  const f = fakeFetch([new Response('<html>', { status: 200 })]);
  await expect(new ApiClient({ fetch: f.fn }).get('/x')).rejects.toMatchObject({ kind: 'parse' });
});

test("a 429 keeps the server's Retry-After in seconds", async () => {
  const answer = new Response(JSON.stringify({ errors: [{ status: '429', code: 'rate_limited', detail: 'wait' }] }), { status: 429, headers: { 'Retry-After': '290' } });
  const err = (await new ApiClient({ fetch: fakeFetch([answer]).fn }).post('/x', {}).catch((e: unknown) => e)) as ApiError;
  expect(err.status).toBe(429);
  expect(err.retryAfterSeconds).toBe(290);
  const plain = (await new ApiClient({ fetch: fakeFetch([json(400, {})]).fn }).get('/x').catch((e: unknown) => e)) as ApiError;
  expect(plain.retryAfterSeconds).toBeNull();
});

test('a FormData body (a file upload) goes as it is, fetch sets the multipart type; PUT sends JSON', async () => {
  const inits: RequestInit[] = [];
  const fn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    inits.push(init ?? {});
    return json(200, { ok: 1 });
  }) as typeof fetch;
  const api = new ApiClient({ fetch: fn });
  const form = new FormData();
  form.append('kind', 'passport');
  await api.post('web:/user/documents', form);
  expect(inits[0]!.body).toBe(form);
  expect((inits[0]!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  await api.put('web:/user/profile', { name: 'Ann' });
  expect(inits[1]!.method).toBe('PUT');
  expect(inits[1]!.body).toBe('{"name":"Ann"}');
  expect((inits[1]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
});

test('onHttpError hears every non-2xx answer once, before the caller catches it; a throwing listener changes nothing', async () => {
  const f = fakeFetch([json(451, { errors: [], exception_code: 1 }), json(200, { ok: 1 })]);
  const api = new ApiClient({ fetch: f.fn, sleep: noSleep });
  const heard: Array<[number, unknown]> = [];
  api.onHttpError((e) => heard.push([e.status, e.body]));
  api.onHttpError(() => {
    throw new Error('listener bug');
  });
  await expect(api.get('web:/x')).rejects.toMatchObject({ status: 451 });
  await api.get('web:/y');
  expect(heard).toEqual([[451, { errors: [], exception_code: 1 }]]);
});
