// The pure parts of page rendering: the one SiteConfig -> SiteFlags mapping, boot data, <html
// lang>, Location encoding and what counts as a page request.
import fc from 'fast-check';
import { defaultSiteConfig, type SiteConfig } from '@site/api';
import { defaultSiteFlags, routeFeatures, type NotFoundResult, type PageResult, type SiteFlags } from '@site/routes';
import { bootPage, headerSafeLocation, isPageRequest, notFoundContent, withHtmlLang } from '../../server/plugins/app/site/pages';
import { languageSettings } from '../../server/plugins/app/site/route-context';
import { configEntriesForFlags, siteFlagBindings, siteFlagsFromConfig } from '@site/routes';

const freshConfig = (): SiteConfig => structuredClone(defaultSiteConfig) as SiteConfig;

function applyEntries(config: SiteConfig, entries: ReturnType<typeof configEntriesForFlags>): SiteConfig {
  for (const { group, key, value } of entries) (config[group] as Record<string, unknown>)[key] = value;
  return config;
}

describe('site config -> site flags', () => {
  test('every SiteFlags switch is bound to a config key that exists', () => {
    expect(Object.keys(siteFlagBindings).sort()).toEqual(Object.keys(defaultSiteFlags).sort());
    for (const binding of Object.values(siteFlagBindings)) {
      expect(Object.keys(defaultSiteConfig[binding.group])).toContain(binding.key);
    }
  });

  test('the default config reads as the shipped site (statistic, identification, features off)', () => {
    expect(siteFlagsFromConfig(freshConfig())).toEqual({
      registrationAllowed: true,
      registrationShowsBottomNavigation: false,
      identificationShown: false,
      promoBonusToOffer: false,
      paymentRouteAvailable: true,
      paymentAuthorisedOnly: false,
      statisticEnabled: false,
      availableRouteIds: [47],
      features: [],
      blockedPathFragments: [],
      loginAvailable: true,
      authAppEnabled: false,
      loginRedirectsToAccount: true,
      confirmTermsSupported: true,
    });
  });

  test('the registration bottom navigation is the inverse of reg.hideBottomNavigationOnRegistration', () => {
    const config = freshConfig();
    config.reg.hideBottomNavigationOnRegistration = false;
    expect(siteFlagsFromConfig(config).registrationShowsBottomNavigation).toBe(true);
  });

  test('a hand-edited value of the wrong type reads as the default, lists keep only items of their type', () => {
    const config = freshConfig() as unknown as Record<string, Record<string, unknown>>;
    config.auth!.registrationAllowed = 'no';
    config.modules!.statisticEnabled = 1;
    config.modules!.availableRouteIds = [47, '3', null, 5];
    config.modules!.features = 'fast-games';
    const flags = siteFlagsFromConfig(config as unknown as SiteConfig);
    expect(flags.registrationAllowed).toBe(true);
    expect(flags.statisticEnabled).toBe(false);
    expect(flags.availableRouteIds).toEqual([47, 5]);
    expect(flags.features).toEqual([]);
  });

  test('any flags written through configEntriesForFlags read back the same', () => {
    const flagsArb: fc.Arbitrary<SiteFlags> = fc.record({
      registrationAllowed: fc.boolean(),
      registrationShowsBottomNavigation: fc.boolean(),
      identificationShown: fc.boolean(),
      promoBonusToOffer: fc.boolean(),
      paymentRouteAvailable: fc.boolean(),
      paymentAuthorisedOnly: fc.boolean(),
      statisticEnabled: fc.boolean(),
      availableRouteIds: fc.array(fc.integer({ min: 0, max: 100 })),
      features: fc.subarray([...routeFeatures]),
      blockedPathFragments: fc.array(fc.string()),
      loginAvailable: fc.boolean(),
      authAppEnabled: fc.boolean(),
      loginRedirectsToAccount: fc.boolean(),
      confirmTermsSupported: fc.boolean(),
    });
    fc.assert(
      fc.property(flagsArb, (flags) => {
        expect(siteFlagsFromConfig(applyEntries(freshConfig(), configEntriesForFlags(flags)))).toEqual(flags);
      }),
    );
  });

  test('only the flags given are written', () => {
    expect(configEntriesForFlags({ authAppEnabled: true })).toEqual([{ group: 'auth', key: 'authAppEnabled', value: true }]);
  });

  test('language settings come from core; junk entries are dropped', () => {
    const config = freshConfig();
    (config.core as Record<string, unknown>).languages = ['en', 7, 'ru'];
    config.core.hiddenLanguagesForAnonymous = ['ru'];
    expect(languageSettings(config)).toEqual({ available: ['en', 'ru'], hiddenForAnonymous: ['ru'], default: 'ru' });
  });
});

describe('page rendering helpers', () => {
  const page: PageResult = {
    kind: 'page',
    status: 200,
    lang: 'en',
    layout: 'main',
    application: '@site/app-casino',
    route: 'casino-section',
    params: { section: 'slots' },
    flags: {
      needsAuth: false,
      allowedWhenBanned: false,
      forbiddenFlag: false,
      feature: null,
      hideBottomNavigation: false,
      hideFooter: false,
      hideSeoBlock: false,
      hideHeader: false,
    },
    warnings: ['not for the browser'],
  };
  const notFound: NotFoundResult = {
    kind: 'not-found',
    status: 414,
    lang: 'de',
    layout: 'main',
    application: '@site/app-not-found',
    message: 'This page could not be found.',
    reason: 'path too long',
    warnings: [],
  };

  test('boot data carries the decision, never the reasons or warnings', () => {
    expect(bootPage(page)).toEqual({
      kind: 'page',
      status: 200,
      lang: 'en',
      layout: 'main',
      application: '@site/app-casino',
      route: 'casino-section',
      params: { section: 'slots' },
      flags: page.flags,
    });
    expect(bootPage({ ...page, platformType: 'mobile' }).platformType).toBe('mobile');
    expect(bootPage(notFound)).toEqual({
      kind: 'not-found',
      status: 414,
      lang: 'de',
      layout: 'main',
      application: '@site/app-not-found',
      route: null,
      params: {},
      flags: null,
      message: 'This page could not be found.',
    });
  });

  test('the 404 markup has the message and a link home in the language', () => {
    expect(notFoundContent(notFound)).toBe(
      '<section class="site-not-found" data-status="414"><h1>This page could not be found.</h1><p><a href="/de/">Home</a></p></section>',
    );
  });

  test('<html lang> is replaced, added when missing, and escaped', () => {
    expect(withHtmlLang('<!doctype html><html lang="en"><head>', 'ru')).toBe('<!doctype html><html lang="ru"><head>');
    expect(withHtmlLang('<html class="x"><body>', 'de')).toBe('<html lang="de" class="x"><body>');
    expect(withHtmlLang("<html lang='en' dir=ltr>", 'fa')).toBe('<html lang="fa" dir=ltr>');
    expect(withHtmlLang('<html>', '"><script>')).toBe('<html lang="&quot;&gt;&lt;script&gt;">');
  });

  test('a Location keeps ASCII and percent-encodes anything a header cannot carry', () => {
    expect(headerSafeLocation('/en/slots?a=1&b=%20')).toBe('/en/slots?a=1&b=%20');
    expect(headerSafeLocation('/en/?q=a b')).toBe('/en/?q=a%20b');
    // a raw request's bytes arrive as latin1 characters: encoded as the bytes they were
    expect(headerSafeLocation('/en/?q=\u00c3\u00bc')).toBe('/en/?q=%C3%BC');
    expect(headerSafeLocation('/en/?q=\u043f')).toBe('/en/?q=%D0%BF');
    expect(headerSafeLocation('/en/?q=\r\nSet-Cookie:x')).toBe('/en/?q=%0D%0ASet-Cookie:x');
  });

  test('pages are GET or HEAD outside the API prefixes and without a file extension', () => {
    expect(isPageRequest('GET', '/en/slots?x=1.js')).toBe(true);
    expect(isPageRequest('HEAD', '/')).toBe(true);
    expect(isPageRequest('POST', '/en/slots')).toBe(false);
    expect(isPageRequest('GET', '/web-api/session')).toBe(false);
    expect(isPageRequest('GET', '/assets/app.js')).toBe(false);
    expect(isPageRequest('GET', '/favicon.ico')).toBe(false);
  });
});
