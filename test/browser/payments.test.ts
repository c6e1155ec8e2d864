// Payments on the built site (issue 18): a player deposits through the demo provider's hosted
// page, comes back to onpay/success with the balance credited in the header, withdraws on
// office/deduce (the header follows at once) and sees the withdrawal pending in historypay.
import { expectBalancesEqualLedger, payPlayer } from '../server/payments-fixture';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser();

test('deposit through the provider page, onpay/success with the balance, withdraw, the request pending in historypay', async () => {
  const player = await payPlayer(web.site.app, 0);
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open('/en/office/recharge', (p) => p.setCookie({ name, value, url: web.site.url }));
  const consoleProblems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) consoleProblems.push(m.text());
  });
  const header = () => page.$eval('[data-testid="header-balance"]', (el) => el.textContent ?? '');

  await page.waitForSelector('[data-testid="recharge-amount"]');
  await page.type('[data-testid="recharge-amount"]', '250');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="recharge-submit"]')]);
  expect(page.url()).toMatch(/\/demo-provider\/pay\/[0-9a-f]{32}$/);
  expect(await page.$eval('[data-testid="provider-amount"]', (el) => el.textContent)).toContain('250 RUB');

  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="provider-confirm"]')]);
  expect(new URL(page.url()).pathname).toBe('/en/onpay/success');
  await page.waitForSelector('[data-testid="onpay-page"][data-result="success"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '₽250.00');
  expect(await page.$eval('[data-testid="onpay-balance"]', (el) => el.textContent)).toContain('₽250.00');

  await page.goto(`${web.site.url}/en/office/deduce`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="deduce-amount"]');
  await page.type('[data-testid="deduce-amount"]', '100');
  await page.click('[data-testid="deduce-submit"]');
  await page.waitForSelector('[data-testid="deduce-done"]');
  // the held amount leaves the balance at once, without a reload
  await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '₽150.00');
  expect(await header()).toBe('₽150.00');

  await page.goto(`${web.site.url}/en/office/historypay`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="historypay-row"]');
  const rows = await page.$$eval('[data-testid="historypay-row"]', (els) => els.map((el) => [(el as HTMLElement).dataset.kind, (el as HTMLElement).dataset.status, el.querySelector('[data-testid="historypay-status"]')?.textContent]));
  expect(rows).toEqual([
    ['withdraw', 'pending', 'Pending'],
    ['deposit', 'success', 'Credited'],
  ]);
  expect(errors).toEqual([]);
  expect(consoleProblems).toEqual([]);
  await expectBalancesEqualLedger(web.site.app);
  await page.browserContext().close();
});
