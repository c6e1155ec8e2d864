// Issue 23, input: every text a player or the operator writes is shown as text. A stored
// `<img src=x onerror=...>` is put in every place such text lives (support requests and the
// operator's reply, ideas, block appeals, the address of the personal data (a name or surname
// holds letters, spaces, hyphens and apostrophes only: markup in one is refused, checked here),
// payment questions, the operator's content pages, news, promotions and SEO titles, served
// through the information remote front-end or the promotions parcel, a casino search query in
// the address) and every
// page that shows it is opened in Chromium: the payload must appear as text, no element may be
// made from it, its handler never runs and the page reports no policy violation.
import type { Page } from 'puppeteer-core';
import { withSiteAndBrowser } from './site';
import { registerPlayer } from '../server/players';

jest.setTimeout(120_000);

const MARK = 'xss-probe';
const payload = (where: string) => `<img src=x data-probe="${MARK}" onerror="window.__xss=(window.__xss||[]).concat('${where}')"> ${where}`;

const web = withSiteAndBrowser();

/** Opens a page (signed in when a cookie is given) with the probes installed before any script. */
async function visit(path: string, cookie?: string): Promise<Page> {
  const { page } = await web.open(path, async (p) => {
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await p.setCookie({ name, value, url: web.site.url });
    }
    await p.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
  });
  return page;
}

/** The page shows `where`'s payload as text, made no element of it, ran nothing, broke no policy. */
async function expectShownAsText(page: Page, where: string): Promise<void> {
  await page.waitForFunction((w: string) => (document.body.textContent ?? "").includes("<img src=x") && (document.body.textContent ?? "").includes(w), { timeout: 20_000 }, where);
  const found = await page.evaluate((mark: string) => ({
    elements: document.querySelectorAll(`[data-probe="${mark}"]`).length,
    ran: (window as unknown as { __xss?: string[] }).__xss ?? [],
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
  }), MARK);
  expect({ where, ...found }).toEqual({ where, elements: 0, ran: [], violations: [] });
  await page.browserContext().close();
}

test('a player\'s own words (support, reply, ideas, appeals, address, payment questions) are text on their pages; names refuse markup', async () => {
  const p = await registerPlayer(web.site.app);
  const api = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    web.site.app.inject({ method, url, headers: { cookie: p.cookie }, payload });
  const support = await api('POST', '/web-api/office/support', { subject: payload('support-subject'), body: payload('support-body') });
  expect(support.statusCode).toBe(201);
  const requestId = support.json().request.id as number;
  await web.site.app.support.reply(null, requestId, payload('operator-reply'));
  expect((await api('POST', '/web-api/office/ideas', { body: payload('idea') })).statusCode).toBeLessThan(300);
  expect((await api('POST', '/web-api/office/block-appeals', { body: payload('appeal') })).statusCode).toBeLessThan(300);
  const profile = { name: null, surname: null, birthDate: null, address: payload('address'), documentType: null, documentNumber: null };
  for (const field of ['name', 'surname']) {
    const refused = await api('PUT', '/web-api/user/profile', { ...profile, [field]: '<img src=x onerror=alert(1)>' });
    expect([field, refused.statusCode, refused.json().errors[0].code]).toEqual([field, 400, 'profile.name_invalid']);
  }
  expect((await api('PUT', '/web-api/user/profile', profile)).statusCode).toBe(200);
  expect((await api('POST', '/web-api/payments/questions', { topicId: 1, text: payload('payment-question') })).statusCode).toBeLessThan(300);

  const support1 = await visit('/en/office/support', p.cookie);
  await expectShownAsText(support1, 'support-subject');
  const thread = await visit('/en/office/support', p.cookie);
  await thread.waitForSelector('[data-testid="support-request-open"]');
  await thread.click('[data-testid="support-request-open"]');
  await expectShownAsText(thread, 'operator-reply');
  await web.site.app.siteConfig.set('modules', 'features', ['share-idea']);
  await expectShownAsText(await visit('/en/office/share-idea', p.cookie), 'idea');
  const account = await visit('/en/office/account', p.cookie);
  await account.waitForSelector('[data-testid="account-address"]');
  expect(await account.$eval('[data-testid="account-address"]', (el) => (el as HTMLInputElement).value)).toContain('<img src=x');
  expect(await account.evaluate((mark: string) => document.querySelectorAll(`[data-probe="${mark}"]`).length, MARK)).toBe(0);
  await account.browserContext().close();
  await expectShownAsText(await visit('/en/office/payment/requests', p.cookie), 'payment-question');
  // the ban page, the one page a banned player sees, shows his appeals
  await web.site.app.users.ban(p.userId, 1, 0);
  await expectShownAsText(await visit('/en/office/block-appeal-history', p.cookie), 'appeal');
});

test('the operator\'s words (a content page, its SEO title) and a search query in the address are text', async () => {
  await web.site.app.content.set('page', 'about', 'en', { title: payload('content-title'), description: 'About', body: [{ type: 'p', text: payload('content-paragraph') }] });
  await web.site.app.seo.setPattern('/en/information/contacts', { title: payload('seo-title') });
  await expectShownAsText(await visit('/en/information/about'), 'content-paragraph');
  const contacts = await visit('/en/information/contacts');
  expect(await contacts.title()).toContain('<img src=x');
  expect(await contacts.evaluate(() => document.head.querySelectorAll('img').length + document.body.querySelectorAll('img[src="x"]').length)).toBe(0);
  await contacts.browserContext().close();
  // the casino search keeps the query in its field (and the address), never in the markup
  const search = await visit(`/en/casino-search?q=${encodeURIComponent(payload('search-query'))}`);
  await search.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value.includes('<img src=x')), { timeout: 20_000 });
  expect(await search.evaluate((mark: string) => document.querySelectorAll(`[data-probe="${mark}"]`).length, MARK)).toBe(0);
  expect(await search.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? [])).toEqual([]);
  await search.browserContext().close();
});

test('the operator\'s news and promotions are text on their lists, their pages and the home strip', async () => {
  const doc = (where: string) => ({ title: payload(`${where}-title`), description: payload(`${where}-description`), body: [{ type: 'p' as const, text: payload(`${where}-body`) }] });
  await web.site.app.content.set('promotion', 'xss-promo', 'en', { ...doc('promotion'), position: 0 });
  await web.site.app.content.set('news', 'xss-news', 'en', doc('news'));
  await expectShownAsText(await visit('/en/promotions'), 'promotion-title');
  await expectShownAsText(await visit('/en/promotions/xss-promo'), 'promotion-body');
  await expectShownAsText(await visit('/en'), 'promotion-title');
  await expectShownAsText(await visit('/en/news'), 'news-title');
  await expectShownAsText(await visit('/en/news/xss-news'), 'news-body');
});
