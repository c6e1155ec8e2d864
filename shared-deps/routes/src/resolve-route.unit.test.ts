import fc from 'fast-check';
import { baseContext, withFlags } from '../../../test/fixtures/route-cases';
import { resolveRoute } from './resolve-route';
import type { RouteContext, RouteResult } from './types';

const ctx = (extra: Partial<RouteContext> = {}): RouteContext => ({ ...baseContext, ...extra });
const logger = () => {
  const lines: string[] = [];
  return { lines, warn: (message: string) => void lines.push(message) };
};
const page = (result: RouteResult) => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
};

describe('same-URL redirects (spec 2 §4)', () => {
  it('are suppressed, logged through the injected logger and returned as warnings', () => {
    const log = logger();
    const result = resolveRoute(
      { path: '/en/loop' },
      ctx(),
      { logger: log, redirects: [{ from: 'loop', to: 'loop', status: 302, reason: 'test loop' }] },
    );
    expect(result.status).toBe(404);
    expect(result.warnings).toEqual(['redirect to the same URL suppressed: /en/loop (test loop)']);
    expect(log.lines).toEqual(['[routes] redirect to the same URL suppressed: /en/loop (test loop)']);
  });
  it('compare the whole URL: a different query is a real redirect', () => {
    const result = resolveRoute({ path: '/en/', query: 'showForgotPasswordModal=1' }, ctx(), {
      redirects: [{ from: '', to: '', toQuery: 'x=1', status: 302, reason: 'r' }],
    });
    expect(result).toMatchObject({ kind: 'redirect', location: '/en/?x=1&showForgotPasswordModal=1' });
  });
  it('let resolution go on to the page when a guard would loop', () => {
    const routes = [{ name: 'home', path: '', layout: 'main', application: '@site/app-home', flags: { forbiddenFlag: true } }] as const;
    const result = resolveRoute({ path: '/en/' }, ctx(), { routes });
    expect(result.kind).toBe('page');
    expect(result.warnings).toHaveLength(1);
  });
});

describe('warnings and logging', () => {
  it('logs an invalid language prefix as a warning', () => {
    const log = logger();
    const result = resolveRoute({ path: '/zz/slots' }, ctx(), { logger: log });
    expect(result).toMatchObject({ kind: 'redirect', location: '/en/slots', warnings: ['invalid language prefix "zz"'] });
    expect(log.lines).toEqual(['[routes] invalid language prefix "zz"']);
  });
  it('never writes to the console', () => {
    const spies = (['log', 'warn', 'error', 'info', 'debug'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
    resolveRoute({ path: '/zz/%2e%2e' }, ctx());
    resolveRoute({ path: '/zz/slots' }, ctx());
    resolveRoute({ path: '/en/loop' }, ctx(), { redirects: [{ from: 'loop', to: 'loop', status: 302, reason: 'x' }] });
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});

describe('page results', () => {
  it('carry the decoded params and the route name', () => {
    expect(page(resolveRoute({ path: '/ru/line/football/premier-league/12345' }, ctx()))).toMatchObject({
      lang: 'ru',
      route: 'section',
      params: { section: 'line', sport: 'football', champ: 'premier-league', game: '12345' },
    });
    expect(page(resolveRoute({ path: '/en/news/%D0%BF%D1%80%D0%B8%D0%B7' }, ctx())).params).toEqual({ slug: 'приз' });
  });
  it('hide the header, footer, SEO block and bottom navigation on game pages', () => {
    expect(page(resolveRoute({ path: '/en/slots/game/1/book' }, ctx())).flags).toMatchObject({
      hideHeader: true,
      hideFooter: true,
      hideSeoBlock: true,
      hideBottomNavigation: true,
    });
    expect(page(resolveRoute({ path: '/en/slots' }, ctx())).flags.hideHeader).toBe(false);
  });
  it('hide the bottom navigation on registration unless the config flag is on', () => {
    expect(page(resolveRoute({ path: '/en/registration' }, ctx())).flags.hideBottomNavigation).toBe(true);
    const shown = resolveRoute({ path: '/en/registration' }, ctx({ flags: withFlags({ registrationShowsBottomNavigation: true }) }));
    expect(page(shown).flags.hideBottomNavigation).toBe(false);
  });
  it('report needsAuth, ban and forbidden flags', () => {
    const signedIn = ctx({ signedIn: true });
    expect(page(resolveRoute({ path: '/en/office/history' }, signedIn)).flags).toMatchObject({ needsAuth: true, allowedWhenBanned: false });
    expect(page(resolveRoute({ path: '/en/office/block-appeal-history' }, ctx({ signedIn: true, banLevel: 3 }))).flags).toMatchObject({
      needsAuth: true,
      allowedWhenBanned: true,
      forbiddenFlag: true,
    });
    expect(page(resolveRoute({ path: '/en/fast-games' }, ctx())).flags.feature).toBe('fast-games');
  });
  it('pass the forced platform on', () => {
    expect(page(resolveRoute({ path: '/en/slots', query: 'platform_type=mobile' }, ctx())).platformType).toBe('mobile');
    expect(page(resolveRoute({ path: '/en/slots' }, ctx())).platformType).toBeUndefined();
  });
  it('accept a path with its search part, as a browser hands it over', () => {
    expect(resolveRoute({ path: '/slots?a=1' }, ctx())).toMatchObject({ location: '/en/slots?a=1' });
    expect(page(resolveRoute({ path: '/en/slots/#top' }, ctx())).route).toBe('casino-section');
  });
});

describe('not-found results', () => {
  it('carry the language, the main layout and the spec message', () => {
    expect(resolveRoute({ path: '/de/nope' }, ctx())).toMatchObject({
      kind: 'not-found',
      status: 404,
      lang: 'de',
      layout: 'main',
      application: '@site/app-not-found',
      message: 'This page could not be found.',
    });
  });
  it('take the visitor language when the path is bad before its prefix can be read', () => {
    expect(resolveRoute({ path: '/%00' }, ctx({ cookieLang: 'ru' }))).toMatchObject({ status: 404, lang: 'ru' });
  });
});

describe('robustness', () => {
  const arbitraryPath = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(fc.constantFrom('en', 'xx', '..', '%2e', '%', '%zz', '\\', '', 'slots', 'office', 'a b', '%D0', 'user', '\u0000', '?', '#'), { maxLength: 8 }).map((parts) => `/${parts.join('/')}`),
    fc.webPath(),
  );
  it('never throws and always answers one of the three kinds', () => {
    fc.assert(
      fc.property(arbitraryPath, fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), fc.boolean(), fc.integer({ min: -1, max: 60 }), (path, query, signedIn, banLevel) => {
        const result = resolveRoute({ path, query }, ctx({ signedIn, banLevel }));
        expect(['page', 'redirect', 'not-found']).toContain(result.kind);
        if (result.kind === 'redirect') expect(result.location.startsWith('/')).toBe(true);
        if (result.kind === 'redirect') expect(result.location.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000, seed: 5 },
    );
  });
  it('survives a malformed context and non-string input', () => {
    const broken = { ...baseContext, languages: undefined } as unknown as RouteContext;
    expect(resolveRoute({ path: '/en/' }, broken)).toMatchObject({ kind: 'not-found', status: 404 });
    expect(resolveRoute({ path: 42 } as unknown as { path: string }, ctx())).toMatchObject({ kind: 'not-found' });
  });
  it('is pure: the same request and context give the same answer', () => {
    for (const path of ['/', '/en/office/history', '/xx/a', '/en/nope']) {
      expect(resolveRoute({ path }, ctx())).toEqual(resolveRoute({ path }, ctx()));
    }
  });
});

describe('the identification blocker (spec 2 §4)', () => {
  const signedIn = (identificationRequired?: boolean) => ctx({ signedIn: true, ...(identificationRequired !== undefined && { identificationRequired }) });
  it('sends a player who must identify to the identification page', () => {
    expect(resolveRoute({ path: '/en/line' }, signedIn(true))).toMatchObject({ kind: 'redirect', location: '/en/office/identification' });
  });
  it('leaves the identification page itself and the pages open to banned players open', () => {
    expect(resolveRoute({ path: '/en/information/about' }, signedIn(true)).kind).toBe('page');
    expect(resolveRoute({ path: '/en/line' }, signedIn(false)).kind).toBe('page');
    expect(resolveRoute({ path: '/en/line' }, signedIn()).kind).toBe('page');
  });
});
