import { baseContext } from '../../../test/fixtures/route-cases';
import { resolveRoute } from './resolve-route';
import { languageRoot, toPath } from './to-path';

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
