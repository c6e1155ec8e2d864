import { act } from 'react';
import { ApiClient, type SiteConfig } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { RootStore, type RootStoreDeps } from '@site/stores';
import { type Call, type Script, scriptedFetch } from './fake-server';
import { siteConfig } from './fixtures';

export interface TestStoreOptions {
  /** Answers the calls the stores and components make; unscripted calls get a 404. */
  server?: Script;
  /** The page's language (the settings' and the i18next instance's, as on a page); 'en' unless told. */
  lang?: string;
  /** A site config as if loaded (the defaults, changed by this); none loaded without it. */
  config?: (config: SiteConfig) => void;
  /** Signed in as this player before the test starts. */
  userId?: number;
  /** Anything else the root store takes (a coupon store's options, a storage...). */
  deps?: Partial<RootStoreDeps>;
}

export interface TestWorld {
  store: RootStore;
  bus: EventBus;
  /** Every call made so far, in order. */
  calls: Call[];
}

/**
 * A fresh page's root store for one test: its own bus, i18next instance and scripted server,
 * no storage, no waiting between retries. Nothing is shared with another test.
 */
export function testRootStore(options: TestStoreOptions = {}): TestWorld {
  const calls: Call[] = [];
  const bus = options.deps?.bus ?? new EventBus({ error: () => {} });
  const noWait = async () => {};
  const store = new RootStore({
    api: new ApiClient({ fetch: scriptedFetch(options.server ?? (() => undefined), calls), sleep: noWait }),
    bus,
    i18n: createI18n(options.lang ?? 'en'),
    storage: null,
    sleep: noWait,
    ...options.deps,
  });
  const { config, userId } = options;
  // as the shell does: the page's language is the settings' (numbers, money, dates) and the words'
  if (options.lang !== undefined) act(() => store.settings.setLanguage(options.lang as string));
  if (config) act(() => store.settings.setSiteConfig(siteConfig(config)));
  if (userId !== undefined) act(() => store.user.setUserId(userId));
  return { store, bus, calls };
}
