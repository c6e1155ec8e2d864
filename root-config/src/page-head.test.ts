/** @jest-environment jsdom */
import type { SeoPageAnswer } from '@site/api';
import { applyPageHead, startPageHead } from './page-head';

const seo = (over: Partial<SeoPageAnswer> = {}): SeoPageAnswer => ({
  title: 'Football betting odds | Demo Bet',
  description: 'Football betting: matches and odds.',
  siteName: 'Demo Bet',
  metaRobots: 'index, follow',
  hierarchyMetaRobots: 'index, follow',
  customCanonical: null,
  metas: [],
  hreflang: [
    { hrefLang: 'en', href: 'http://site/en/line/1' },
    { hrefLang: 'ru', href: 'http://site/ru/line/1' },
    { hrefLang: 'x-default', href: 'http://site/en/line/1' },
  ],
  stream: 'sport',
  indexable: true,
  canonical: 'http://site/en/line/1',
  structuredData: null,
  ...over,
});

beforeEach(() => {
  document.head.innerHTML = '<title>Old</title><meta name="description" content="old"><link rel="alternate" hreflang="en" href="http://site/en"><script type="application/ld+json" data-seo="structured-data">{}</script>';
});

test('one owner per tag: the title, description, robots, canonical, hreflang and Open Graph are replaced, never doubled', () => {
  applyPageHead(document, seo());
  applyPageHead(document, seo({ title: 'Second', indexable: false }));
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  expect(document.title).toBe('Second');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'ru', 'x-default']);
  expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Second');
  // the previous page's JSON-LD is gone when the new page has none
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  applyPageHead(document, seo({ structuredData: { '@type': 'SportsEvent', name: 'A – B' } }));
  expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'SportsEvent', name: 'A – B' });
});

test('after a navigation the head is the new page\'s; the first page keeps the server\'s; a late answer for a page left behind is dropped', async () => {
  history.replaceState(null, '', '/en/line');
  const answers = new Map<string, (v: SeoPageAnswer) => void>();
  const api = { request: jest.fn((_m: string, _p: string, opts?: { query?: Record<string, unknown> }) => new Promise<unknown>((resolve) => answers.set(String(opts?.query?.path), resolve))) };
  const stop = startPageHead({ api: api as never });
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(api.request).not.toHaveBeenCalled();
  history.pushState(null, '', '/en/line/1');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  history.pushState(null, '', '/en/live');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  answers.get('/en/live')!(seo({ title: 'Live' }));
  await Promise.resolve();
  await Promise.resolve();
  answers.get('/en/line/1')!(seo({ title: 'Late' }));
  await Promise.resolve();
  await Promise.resolve();
  expect(document.title).toBe('Live');
  stop();
});
