// Issue 16, referral tags (spec 2 §7, §9): the server sets them from a page's query on the first
// request (no script needed) with the spec's lifetimes, refuses bad values silently, and
// registration records them on the player (`admin user <id>` shows them).
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp, testDialects } from './helper';

const DAY = 86_400;

function cookies(res: LightMyRequestResponse): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(list.map((c) => [c.split('=')[0]!, c]));
}
const maxAge = (cookie: string | undefined) => Number(cookie?.match(/Max-Age=(\d+)/)?.[1] ?? NaN);

describe.each(testDialects())('referral tags on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  test('a page request sets each tag with its lifetime, HttpOnly and SameSite=Lax', async () => {
    const res = await t.app.inject({ url: '/en?ref=r100&bf=7&tag=spring_25&tag_plain=x.1&pid=p9&subid=s-1&pb=watch&payment_consultant=1' });
    expect(res.statusCode).toBe(200);
    const c = cookies(res);
    expect(maxAge(c.ref)).toBe(60 * DAY);
    expect(maxAge(c.bf)).toBe(DAY);
    expect(maxAge(c.tag)).toBe(60 * DAY);
    expect(maxAge(c.tag_plain)).toBe(3600);
    expect(maxAge(c.pid)).toBe(60 * DAY);
    expect(maxAge(c.subid)).toBe(60 * DAY);
    expect(maxAge(c.pb)).toBe(30 * DAY);
    expect(c.payment_consultant).toMatch(/^payment_consultant=1;/);
    expect(c.payment_consultant).not.toMatch(/Max-Age|Expires/);
    for (const cookie of Object.values(c)) expect(cookie).toMatch(/HttpOnly/);
    expect(c.ref).toMatch(/SameSite=Lax/);
  });

  test('a partner id with a click id lives 30 days, and the click id with it', async () => {
    const c = cookies(await t.app.inject({ url: '/en/line?pid=p9&clickid=abc123' }));
    expect(maxAge(c.pid)).toBe(30 * DAY);
    expect(maxAge(c.clickid)).toBe(30 * DAY);
  });

  test('bad values, doubled parameters, an empty pb, payment_consultant other than 1 and API calls set nothing', async () => {
    for (const url of [`/en?ref=${'a'.repeat(65)}`, '/en?ref=%3Cscript%3E', '/en?ref=a&ref=b', '/en?pb=', '/en?payment_consultant=2', '/web-api/session?ref=r1', '/en?tag=a%20b']) {
      expect([url, cookies(await t.app.inject({ url }))]).toEqual([url, {}]);
    }
  });

  test('registration records the tags the visitor carries; admin user shows them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      headers: { cookie: 'ref=r100; pid=p9; clickid=abc123; subid=<bad>; unrelated=1' },
      payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.app.referrals.of(res.json().userId)).toEqual({ clickid: 'abc123', pid: 'p9', ref: 'r100' });
    const plain = await t.app.inject({ method: 'POST', url: '/web-api/auth/register', payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 1 } });
    expect(await t.app.referrals.of(plain.json().userId)).toEqual({});
  });
});
