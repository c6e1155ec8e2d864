// Accessibility (issue 22, WCAG 2.2 AA): axe-core finds no serious or critical violation on home,
// the line, a game page, live, the slip with bets, login, registration and every office page, in
// the light and the dark theme; each page has one `main` landmark and one `h1`, named navigation
// landmarks and the skip links to the content and to the slip.
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { addBets } from './coupon-bets';
import { withSiteAndBrowser } from './site';

jest.setTimeout(240_000);

// Evaluated through the DevTools protocol, which the page's CSP (script-src with a nonce) does not see.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const web = withSiteAndBrowser({ catalogue: true });
let cookie: { name: string; value: string };
beforeAll(async () => {
  // the office pages behind a feature of the site config, off by default
  await web.site.app.siteConfig.set('modules', 'features', ['bring-friend', 'rewards', 'share-idea']);
  const player = await fundedPlayer(web.site.app, 1000);
  const [name, value] = player.cookie.split('=') as [string, string];
  cookie = { name, value };
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** axe over the whole document: the serious and critical violations, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

/** The page's structure the issue asks for besides axe's rules. */
async function landmarks(page: Page) {
  return page.evaluate(() => ({
    mains: document.querySelectorAll('main, [role="main"]').length,
    h1s: [...document.querySelectorAll('h1')].filter((h) => h.getClientRects().length > 0).length,
    unnamedNavs: [...document.querySelectorAll('nav, [role="navigation"]')].filter((n) => !n.getAttribute('aria-label') && !n.getAttribute('aria-labelledby')).length,
    skipToContent: document.querySelector('a[href="#site-content"]') !== null,
    skipToSlip: document.querySelector('a[href="#site-slip"]') !== null,
  }));
}

/** What shows the page is drawn: its application's own content. */
type Ready = string;
const GUEST_PAGES: Array<[string, Ready]> = [
  ['/en', '[data-testid="home-app"]'],
  ['/en/line', '[data-testid="odd"]'],
  ['/en/line/1/11/1', '[data-testid="odd"]'],
  ['/en/live', '[data-testid="sports-app"][data-status="ready"]'],
  ['/en/user/login', 'form input'],
  ['/en/registration', 'form input'],
  ['/en/lotto', '[data-testid="lotto-game"]'],
  ['/en/lotto/view/6-of-45', '[data-testid="lotto-number-45"]'],
  ['/en/toto/main/draws', '[data-testid="toto-draws"] h1'],
  ['/en/promotions', '[data-testid="content-list"] h1'],
  ['/en/games', '[data-testid="bonus-game-card"]'],
  ['/en/cyber', '[data-testid="cyber-discipline"]'],
];

async function open(path: string, ready: Ready, signedIn: boolean, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page } = await web.open(path, async (p) => {
    await p.setViewport({ width: 1366, height: 900 });
    if (signedIn) await p.setCookie({ ...cookie, url: web.site.url });
    // The kept display settings, as the pre-paint script reads them.
    if (theme === 'dark') await p.evaluateOnNewDocument(() => localStorage.setItem('display', JSON.stringify({ appTheme: 1 })));
  });
  await page.waitForSelector(ready, { timeout: 20_000 });
  await page.waitForSelector('[data-slot="right"] [data-testid="coupon"]', { timeout: 20_000 });
  // The loading bar has finished and the page's data is in.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
  if (theme === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  return page;
}

async function expectAccessible(page: Page, path: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) console.log(`${path}:\n  ${violations.join('\n  ')}`);
  expect({ path, violations, ...(await landmarks(page)) }).toEqual({ path, violations: [], mains: 1, h1s: 1, unnamedNavs: 0, skipToContent: true, skipToSlip: true });
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test.each(GUEST_PAGES)(`%s (guest) has no serious or critical violation`, async (path, ready) => {
    const page = await open(path, ready, false, theme);
    await expectAccessible(page, `${path} ${theme}`);
    await page.browserContext().close();
  });

  test('every office page in the office menu has no serious or critical violation', async () => {
    const first = await open('/en/office/account', '[data-testid="office-app"] h1', true, theme);
    const paths = await first.$$eval('[data-testid="office-nav"] a', (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => p.startsWith('/en/office/')),
    );
    await first.browserContext().close();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const page = await open(path, '[data-testid="office-app"] h1', true, theme);
      await expectAccessible(page, `${path} ${theme}`);
      await page.browserContext().close();
    }
  });

  test('the slip with bets, signed in, has no serious or critical violation', async () => {
    const page = await open('/en/line', '[data-testid="odd"]', true, theme);
    await page.waitForSelector('[data-testid="header-balance"]');
    await addBets(page, [{ id: '101', coef: 2, gameId: 1 }]);
    await addBets(page, [{ id: '401', coef: 2.5, gameId: 4 }]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 2);
    await expectAccessible(page, `/en/line with bets ${theme}`);
    await page.browserContext().close();
  });
});

test('the keyboard: the first Tab shows the skip link with a focus ring; Enter moves the focus to the content, the second link to the slip', async () => {
  const page = await open('/en/line', '[data-testid="odd"]', false);
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    return { href: el.getAttribute('href'), text: el.textContent, onScreen: box.top >= 0 && box.height > 0, ring: getComputedStyle(el).outlineStyle };
  });
  expect(first).toEqual({ href: '#site-content', text: 'Skip to content', onScreen: true, ring: 'solid' });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-content');
  expect(new URL(page.url()).pathname).toBe('/en/line');
  await page.focus('a.site-skip-link[href="#site-slip"]');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-slip');
  await page.browserContext().close();
});
