import { matchRedirect, pathOf } from './redirects';

describe('redirect matching', () => {
  const rules = [
    { from_path: '/en/promo', to_url: '/en/bonuses', code: 301 },
    { from_path: '/en/old/*', to_url: '/en/line', code: 302 },
    { from_path: '/en/old/keep/*', to_url: '/en/keep', code: 302 },
  ];
  test('exact paths, prefixes, and the most specific prefix wins', () => {
    expect(matchRedirect(rules, '/en/promo')?.to_url).toBe('/en/bonuses');
    expect(matchRedirect(rules, '/en/promo/x')).toBeNull();
    expect(matchRedirect(rules, '/en/old')?.to_url).toBe('/en/line');
    expect(matchRedirect(rules, '/en/old/a')?.to_url).toBe('/en/line');
    expect(matchRedirect(rules, '/en/old/keep/a')?.to_url).toBe('/en/keep');
    expect(matchRedirect(rules, '/en/older')).toBeNull();
  });
  test('URLs are reduced to their path', () => {
    expect(pathOf('https://x.test/en/a?b=1#c')).toBe('/en/a');
    expect(pathOf('/en/a?b')).toBe('/en/a');
  });
});
