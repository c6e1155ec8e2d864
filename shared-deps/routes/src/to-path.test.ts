import { baseContext } from '../../../test/fixtures/route-cases';
import { resolveRoute } from './resolve-route';
import { readCookie } from './cookies';
import { inLanguage, languageRoot, toPath } from './to-path';

describe('toPath', () => {
  it('builds URLs that resolve back to the same route and params', () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['home', {}],
      ['section', { section: 'live', sport: 'football' }],
      ['casino-game', { section: 'slots', gameId: '12', gameName: 'book of ra' }],
      ['print-coupon', { couponId: '77' }],
      ['information-rules', { ruleGroup: '1', chapter: '4' }],
      ['cyber-game', { base: 'cyber', mode: 'real', discipline: 'cs2', champ: 'major', section: 'live', game: '9' }],
      ['news', { slug: 'приз' }],
    ];
    for (const [name, params] of cases) {
      const path = toPath(name, params, 'de');
      expect(path).toMatch(/^\/de\//);
      const result = resolveRoute({ path: path as string }, { ...baseContext, signedIn: true });
      expect(result).toMatchObject({ kind: 'page', route: name, params });
    }
  });
  it('answers undefined for an unknown route or a missing required param', () => {
    expect(toPath('no-such-route', {}, 'en')).toBeUndefined();
    expect(toPath('print-coupon', {}, 'en')).toBeUndefined();
  });
  it('writes the language root with a trailing slash', () => {
    expect(toPath('home', {}, 'ru')).toBe('/ru/');
    expect(languageRoot('ru')).toBe('/ru/');
  });
});

describe('inLanguage', () => {
  it('replaces the language prefix and keeps the page, its query and its hash', () => {
    expect(inLanguage('/ru/line/1/22?time=6#markets', 'uk')).toBe('/uk/line/1/22?time=6#markets');
    expect(inLanguage('/en/information/about', 'tr')).toBe('/tr/information/about');
    expect(inLanguage('/kk', 'az')).toBe('/az/');
    expect(inLanguage('/kk/', 'az')).toBe('/az/');
  });
  it('adds a prefix to a path without one, and replaces an invalid one (as the router would)', () => {
    expect(inLanguage('/', 'uk')).toBe('/uk/');
    expect(inLanguage('/casino/slots?q=x', 'kk')).toBe('/kk/casino/slots?q=x');
    expect(inLanguage('/XX/casino', 'tr')).toBe('/tr/casino');
  });
  it('lands on a page the route table serves in the new language', () => {
    const ctx = { ...baseContext, languages: { available: ['en', 'uk'], hiddenForAnonymous: [], default: 'en' } };
    expect(resolveRoute({ path: inLanguage('/en/information/about', 'uk') }, ctx)).toMatchObject({ kind: 'page', lang: 'uk', route: 'information-about' });
  });
});

describe('readCookie', () => {
  it('reads one cookie of a header, decoded; absent or broken is undefined', () => {
    expect(readCookie('a=1; lng=uk; ua=x', 'lng')).toBe('uk');
    expect(readCookie('a=%D0%B0', 'a')).toBe('а');
    expect(readCookie('a=1', 'lng')).toBeUndefined();
    expect(readCookie('x=%E0', 'x')).toBeUndefined();
  });
});
