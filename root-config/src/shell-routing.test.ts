/** @jest-environment jsdom */
import { defaultSiteConfig } from '@site/api';
import { readBootData, siteStateFromBoot } from './boot-data';
import { interceptLinkClicks } from './link-interceptor';
import { installNavigationGuard } from './navigation-guard';
import { buildRouteContext, quietSiteState, siteFlagsFromConfig, type SiteState } from './route-context';
import { ShellRouter } from './shell-router';

const config = JSON.parse(JSON.stringify(defaultSiteConfig)) as typeof defaultSiteConfig;
function router(state: Partial<SiteState> = {}, signedIn = false, boot: { page?: unknown; href?: string } = {}) {
  return new ShellRouter({
    context: () => buildRouteContext({ config, signedIn, cookies: 'lng=ru; ua=1', browserLanguages: ['en-GB'], production: true, siteState: { ...quietSiteState, ...state } }),
    bootPage: readBootData(JSON.stringify({ page: boot.page })).page,
    bootHref: boot.href ?? 'http://site/',
  });
}

test('config and cookies become the route context', () => {
  const ctx = buildRouteContext({ config, signedIn: true, cookies: 'a=1; lng=ru; ua=x', browserLanguages: ['de'], production: false, siteState: { ...quietSiteState, banLevel: 3 } });
  expect(ctx).toMatchObject({ env: 'development', cookieLang: 'ru', cookieAuthorised: true, acceptLanguage: ['de'], signedIn: true, banLevel: 3 });
  expect(ctx.languages).toEqual({ available: ['en', 'ru', 'uk', 'kk', 'az', 'tr'], hiddenForAnonymous: [], default: 'ru' });
  expect(siteFlagsFromConfig({ ...config, modules: { ...config.modules, statisticEnabled: true, features: ['points'] } })).toMatchObject({ statisticEnabled: true, features: ['points'] });
  expect(siteFlagsFromConfig(config).registrationShowsBottomNavigation).toBe(false);
});

test('the browser resolves pages, 404s and redirects with the shared route table', () => {
  const r = router();
  expect(r.resolve('http://site/en/information/about')).toMatchObject({ kind: 'page', application: '@site/app-information', layout: 'main' });
  expect(r.resolve('http://site/en/no-such-page')).toMatchObject({ kind: 'not-found', application: '@site/app-not-found' });
  expect(r.resolve('http://site/en/oldbrowser')).toMatchObject({ kind: 'page', layout: 'empty', application: '@site/app-status-pages' });
  // status page without a block reason -> root; with the reason -> the blocked layout
  expect(r.resolve('http://site/en/block')).toMatchObject({ kind: 'redirect', location: '/en/', hard: false });
  expect(router({ blockReason: 1 }).resolve('http://site/en/block')).toMatchObject({ kind: 'page', layout: 'blocked' });
  // needs auth -> login, softly
  expect(r.resolve('http://site/en/office/history')).toMatchObject({ kind: 'redirect', hard: false });
  // banned -> the ban page, with a full page load (spec 2 §4)
  expect(router({ banLevel: 5 }, true).resolve('http://site/en/line')).toMatchObject({ kind: 'redirect', location: '/en/office/block-appeal-history', hard: true });
});

test("the server's decision holds for the document's own URL until the page moves on", () => {
  const page = { kind: 'page', status: 200, lang: 'en', layout: 'maintenance', application: '@site/app-status-pages', route: 'maintenance', params: {}, flags: { needsAuth: false, allowedWhenBanned: true, forbiddenFlag: false, feature: null, hideBottomNavigation: true, hideFooter: true, hideSeoBlock: true, hideHeader: false } };
  const r = router({}, false, { page, href: 'http://site/en/maintenance' });
  expect(r.resolve('http://site/en/maintenance')).toMatchObject({ kind: 'page', layout: 'maintenance' });
  r.forgetBootPage('http://site/en/');
  expect(r.resolve('http://site/en/maintenance')).toMatchObject({ kind: 'redirect', location: '/en/' });
});

test('boot data is read defensively; the page the server chose implies maintenance or a block', () => {
  expect(readBootData('{not json').page).toBeNull();
  expect(readBootData(JSON.stringify({ page: { kind: 'page', layout: 'nope' } })).page).toBeNull();
  const maintenance = readBootData(JSON.stringify({ page: { kind: 'page', status: 200, lang: 'en', layout: 'maintenance', application: '@site/app-status-pages', route: 'maintenance', params: {}, flags: null } }));
  expect(siteStateFromBoot(maintenance)).toMatchObject({ maintenanceActive: true });
  const block = readBootData(JSON.stringify({ page: { kind: 'page', status: 200, lang: 'en', layout: 'blocked', application: '@site/app-status-pages', route: 'block-ua', params: {}, flags: null } }));
  expect(siteStateFromBoot(block)).toMatchObject({ blockReason: 13 });
  expect(siteStateFromBoot(readBootData(JSON.stringify({ siteState: { banLevel: 53, banVersion: 1, maintenanceActive: false, blockReason: null } })))).toMatchObject({ banLevel: 53, banVersion: 1 });
});

function routingEvent(newUrl: string) {
  const cancels: boolean[] = [];
  const event = new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, oldUrl: 'http://site/en/', cancelNavigation: () => cancels.push(true) } });
  return { event, cancels };
}

test('a navigation the table redirects is cancelled and replaced by the redirect; the ban case is a hard redirect', () => {
  const navigated: string[] = [];
  const hard: string[] = [];
  const off = installNavigationGuard({ router: router({ banLevel: 5 }, true), navigate: (u) => navigated.push(u), hardRedirect: (u) => hard.push(u), defer: (fn) => fn() });
  const ok = routingEvent('http://site/en/information/about');
  window.dispatchEvent(ok.event);
  expect(ok.cancels).toEqual([]);
  const banned = routingEvent('http://site/en/line');
  window.dispatchEvent(banned.event);
  expect(banned.cancels).toEqual([true]);
  expect(hard).toEqual(['/en/office/block-appeal-history']);
  off();
  installNavigationGuard({ router: router(), navigate: (u) => navigated.push(u), hardRedirect: (u) => hard.push(u), defer: (fn) => fn() });
  const auth = routingEvent('http://site/en/office/history');
  window.dispatchEvent(auth.event);
  expect(auth.cancels).toEqual([true]);
  expect(navigated[0]).toMatch(/^\/en\/user\/login\?returnUrl=/);
  expect(hard).toHaveLength(1);
});

test('clicks on links to site pages become soft navigations; other links are left to the browser', () => {
  const navigated: string[] = [];
  const off = interceptLinkClicks(document, (u) => navigated.push(u));
  document.body.innerHTML = '<a id="a" href="/en/information/about?x=1">a</a><a id="b" href="/assets/x.js">b</a><a id="c" href="https://other.example/en">c</a><a id="d" target="_blank" href="/en/line">d</a><a id="e" href="/en/line"><span id="inner">e</span></a>';
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(click('a')).toBe(true);
  expect(click('b')).toBe(false);
  expect(click('c')).toBe(false);
  expect(click('d')).toBe(false);
  expect(click('inner')).toBe(true);
  expect(click('e', { ctrlKey: true })).toBe(false);
  expect(navigated).toEqual(['/en/information/about?x=1', '/en/line']);
  off();
});
