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

/** Waits for a selector; a failure says where the page was and what its content slot held. */
export async function shows(page: Page, selector: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout });
  } catch (error) {
    const content = await page.$eval('#site-content', (el) => el.textContent?.slice(0, 600)).catch(() => '(no content slot)');
    throw new Error(`${selector} did not show on ${page.url()}; the content slot reads: ${content}`, { cause: error });
  }
}
