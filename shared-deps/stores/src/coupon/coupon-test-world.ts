// A fresh world for coupon tests: root store, bus, memory storage, captured warnings and a
// site config. Not a test file itself (no .test), so jest does not run it alone.
import { ApiClient, defaultSiteConfig, type SiteConfig } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { runInAction } from 'mobx';
import { RootStore } from '../root-store';
import type { CouponBet, CouponStoreOptions } from './coupon-types';

/** localStorage in memory; setItem can be made to fail like a full or forbidden storage. */
export class MemoryStorage implements Storage {
  readonly data = new Map<string, string>();
  writes = 0;
  failWrites = false;
  failReads = false;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    if (this.failReads) throw new Error('SecurityError: storage is disabled');
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.writes++;
    this.data.set(key, value);
  }
}

export interface WorldOptions {
  storage?: Storage | null;
  config?: SiteConfig | null;
  coupon?: CouponStoreOptions;
  /** Patch of the config's betting group. */
  betting?: Partial<SiteConfig['betting']>;
}

export function makeConfig(betting: Partial<SiteConfig['betting']> = {}): SiteConfig {
  const config = structuredClone(defaultSiteConfig) as SiteConfig;
  Object.assign(config.betting, betting);
  return config;
}

export function world(options: WorldOptions = {}) {
  const warnings: string[] = [];
  const storage = options.storage === undefined ? new MemoryStorage() : options.storage;
  const bus = new EventBus({ error: () => {} });
  const logger = { warn: (m: string) => warnings.push(m) };
  let t = 1_700_000_000_000;
  const root = new RootStore({
    api: new ApiClient({ fetch: (async () => new Response('{}')) as typeof fetch, sleep: async () => {} }),
    bus,
    i18n: createI18n('en'),
    storage,
    sleep: async () => {},
    coupon: { logger, saveDelayMs: 0, now: () => t++, ...options.coupon },
  });
  const config = options.config === undefined ? makeConfig(options.betting) : options.config;
  if (config) runInAction(() => root.settings.setSiteConfig(config));
  return { root, coupon: root.coupon, settings: root.couponSettings, bus, storage, warnings };
}

export function bet(id: string, coef: number, extra: Partial<CouponBet> = {}): CouponBet {
  const { market, ...rest } = extra;
  return { market: { id, coef, ...market }, ...rest };
}
