import { checkRequest, MAX_URL_PART_LENGTH } from './check-request';

describe('checkRequest', () => {
  it('splits a clean path into segments, dropping one trailing slash', () => {
    expect(checkRequest({ path: '/en/slots/' })).toEqual({ ok: true, path: '/en/slots/', segments: ['en', 'slots'], query: '' });
    expect(checkRequest({ path: '/' })).toMatchObject({ ok: true, segments: [] });
  });
  it('takes the query from the path when none is given, and drops a fragment', () => {
    expect(checkRequest({ path: '/en/a?x=1#top' })).toMatchObject({ ok: true, path: '/en/a', query: 'x=1' });
    expect(checkRequest({ path: '/en/a', query: '?x=1' })).toMatchObject({ ok: true, query: 'x=1' });
  });
  it('accepts encoded spaces and non-ASCII letters', () => {
    expect(checkRequest({ path: '/en/news/a%20b' }).ok).toBe(true);
    expect(checkRequest({ path: '/en/news/%E4%BD%A0' }).ok).toBe(true);
  });
  it.each([
    ['relative path', 'en/slots'],
    ['dot segment', '/en/./slots'],
    ['dot-dot inside a segment', '/en/a..b'],
    ['encoded dot', '/en/%2e'],
    ['encoded percent', '/en/%25'],
    ['raw non-ASCII', '/en/приз'],
    ['quote', "/en/a'b"],
    ['encoded quote', '/en/a%22b'],
    ['encoded control', '/en/a%0Ab'],
    ['semicolon', '/en/a;b'],
  ])('rejects %s', (_name, path) => {
    expect(checkRequest({ path })).toMatchObject({ ok: false, status: 404 });
  });
  it('answers 414 only beyond the limit', () => {
    const at = `/${'a'.repeat(MAX_URL_PART_LENGTH - 1)}`;
    expect(checkRequest({ path: at }).ok).toBe(true);
    expect(checkRequest({ path: `${at}a` })).toMatchObject({ ok: false, status: 414 });
    expect(checkRequest({ path: '/', query: 'q'.repeat(MAX_URL_PART_LENGTH + 1) })).toMatchObject({ ok: false, status: 414 });
  });
  it('rejects queries with controls, NUL or broken escapes but keeps ordinary ones', () => {
    expect(checkRequest({ path: '/', query: 'a=1&b=%D0%BF+c' }).ok).toBe(true);
    expect(checkRequest({ path: '/', query: 'a=\u0001' }).ok).toBe(false);
    expect(checkRequest({ path: '/', query: 'a=%' }).ok).toBe(false);
    expect(checkRequest({ path: '/', query: 'a=%FF' }).ok).toBe(false);
  });
});
