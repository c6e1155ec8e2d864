import type { Browser, Page } from 'puppeteer-core';

/**
 * A fresh browser context (no cookies, storage or cache from another test) with one page that
 * collects uncaught page errors; `before` runs before navigating (request interception,
 * localStorage...). Resolves once the document has loaded.
 */
export async function openPage(browser: Browser, url: string, before?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (before) await before(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, errors };
}
