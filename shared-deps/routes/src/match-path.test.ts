import { fillPattern, matchFirst, matchPattern } from './match-path';

const seg = (path: string): string[] => (path === '' ? [] : path.split('/'));

describe('matchPattern', () => {
  it('matches literals exactly and the empty pattern only the empty path', () => {
    expect(matchPattern({ path: 'user/login' }, seg('user/login'))).toEqual({});
    expect(matchPattern({ path: 'user/login' }, seg('user/login/x'))).toBeNull();
    expect(matchPattern({ path: 'user/login' }, seg('user'))).toBeNull();
    expect(matchPattern({ path: '' }, [])).toEqual({});
    expect(matchPattern({ path: '' }, ['x'])).toBeNull();
  });
  it('fills optional trailing params when present', () => {
    const p = { path: 'lotto/:sectionName?/:lottoId?' };
    expect(matchPattern(p, seg('lotto'))).toEqual({});
    expect(matchPattern(p, seg('lotto/results'))).toEqual({ sectionName: 'results' });
    expect(matchPattern(p, seg('lotto/results/5'))).toEqual({ sectionName: 'results', lottoId: '5' });
    expect(matchPattern(p, seg('lotto/results/5/6'))).toBeNull();
  });
  it('applies list and pattern rules to decoded values', () => {
    const p = { path: 'print-coupon/:couponId', params: { couponId: /^\d+$/ } };
    expect(matchPattern(p, seg('print-coupon/0042'))).toEqual({ couponId: '0042' });
    expect(matchPattern(p, seg('print-coupon/4a'))).toBeNull();
    const q = { path: ':section', params: { section: ['line', 'live'] } };
    expect(matchPattern(q, ['live'])).toEqual({ section: 'live' });
    expect(matchPattern(q, ['lines'])).toBeNull();
  });
  it('decodes percent-encoded values', () => {
    expect(matchPattern({ path: 'news/:slug' }, ['news', '%D0%BF'])).toEqual({ slug: 'п' });
  });
  it('takes the rest with a splat, including nothing', () => {
    expect(matchPattern({ path: 'blog/*' }, seg('blog'))).toEqual({ splat: '' });
    expect(matchPattern({ path: 'blog/*' }, seg('blog/2024/05'))).toEqual({ splat: '2024/05' });
  });
});

describe('matchFirst', () => {
  it('returns the first matching entry in table order', () => {
    const table = [{ path: 'slots/vulkan', id: 1 }, { path: 'slots/:sub?', id: 2 }];
    expect(matchFirst(table, seg('slots/vulkan'))?.entry.id).toBe(1);
    expect(matchFirst(table, seg('slots/new'))?.entry.id).toBe(2);
    expect(matchFirst(table, seg('casino'))).toBeUndefined();
  });
});

describe('fillPattern', () => {
  it('substitutes and encodes params, drops empty optionals, refuses missing required ones', () => {
    expect(fillPattern('landing-page/:landingId', { landingId: 'a b' })).toBe('landing-page/a%20b');
    expect(fillPattern('results/:mode?', {})).toBe('results');
    expect(fillPattern('promotions/:slug', {})).toBeUndefined();
    expect(fillPattern('blog/*', { splat: '2024/05' })).toBe('blog/2024/05');
    expect(fillPattern('', {})).toBe('');
  });
});
