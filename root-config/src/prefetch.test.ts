/** @jest-environment jsdom */
import type { ShellRoute } from './shell-router';
import { likelyNextUnits, prefetchAllowed, startPrefetch } from './prefetch';

const page = (application: string, layout = 'main'): ShellRoute =>
  ({ kind: 'page', lang: 'en', layout, application, route: null, params: {}, flags: {} }) as unknown as ShellRoute;

/** The site's routes, as far as these links go. */
function resolve(href: string): ShellRoute {
  const path = new URL(href).pathname;
  if (path.startsWith('/en/line') || path.startsWith('/en/live')) return page('@site/app-sports');
  if (path.startsWith('/en/login')) return page('@site/app-auth', 'empty');
  if (path === '/old') return { kind: 'redirect', location: '/en' } as unknown as ShellRoute;
  return page('@site/app-home');
}

/** A SystemJS whose map knows every @site unit; `loaded` ones have run already. */
function system(loaded: string[] = []) {
  const url = (name: string) => `http://localhost/assets/${name.slice(1).replace(/\W+/g, '-')}.js`;
  return {
    resolve: (name: string) => {
      if (!name.startsWith('@site/')) throw new Error(`unmapped ${name}`);
      return url(name);
    },
    has: (u: string) => loaded.map(url).includes(u),
  };
}

function links(...hrefs: string[]): void {
  document.body.innerHTML = hrefs.map((h) => `<a href="${h}">x</a>`).join('');
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
});

test.each([
  [undefined, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g', saveData: false }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
])('prefetch on connection %j: %s', (connection, allowed) => {
  expect(prefetchAllowed(connection)).toBe(allowed);
});

test("the likely next units are the layouts and applications of the page's own links, not loaded ones, at most four", () => {
  links('/en', '/en/line', 'https://elsewhere.example/en/login', '/old', '/en/live/1', '/en/login');
  const units = likelyNextUnits(document, resolve, system(['@site/app-home', '@site/parcel-layout-main']));
  expect(units).toEqual(['@site/app-sports', '@site/parcel-layout-empty', '@site/app-auth']);
  links('/en/line', '/en/login');
  expect(likelyNextUnits(document, resolve, system(), 2)).toEqual(['@site/parcel-layout-main', '@site/app-sports']);
});

test('after the first page is routed, one prefetch link per idle moment; nothing before', () => {
  links('/en/line', '/en/login');
  const tasks: Array<() => void> = [];
  startPrefetch({ win: window, system: system(['@site/parcel-layout-main']), resolve, idle: (t) => void tasks.push(t) });
  const prefetched = () => Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((l) => l.getAttribute('data-prefetch'));
  expect(tasks).toHaveLength(0);
  window.dispatchEvent(new Event('single-spa:routing-event'));
  while (tasks.length) tasks.shift()!();
  expect(prefetched()).toEqual(['@site/app-sports', '@site/parcel-layout-empty', '@site/app-auth']);
  const link = document.head.querySelector('link[data-prefetch="@site/app-sports"]') as HTMLLinkElement;
  expect(link.as).toBe('script');
  expect(link.href).toBe('http://localhost/assets/site-app-sports.js');
  // later routings prefetch nothing more
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(tasks).toHaveLength(0);
});

test('nothing is prefetched on a saveData connection', () => {
  links('/en/line');
  Object.defineProperty(window.navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  try {
    const tasks: Array<() => void> = [];
    startPrefetch({ win: window, system: system(), resolve, idle: (t) => void tasks.push(t) });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    while (tasks.length) tasks.shift()!();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  } finally {
    delete (window.navigator as { connection?: unknown }).connection;
  }
});
