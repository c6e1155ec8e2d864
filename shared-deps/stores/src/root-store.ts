import { configure } from 'mobx';
import { ApiClient } from '@site/api';
import { getBus, type EventBus } from '@site/bus';
import { getI18n } from '@site/i18n';
import type { i18n } from 'i18next';
import { AccountsStore } from './accounts-store';
import { CouponSettingsStore } from './coupon/coupon-settings-store';
import { CouponStore } from './coupon/coupon-store';
import { LimitsStore, type LimitsStoreOptions } from './limits/limits-store';
import type { CouponStoreOptions } from './coupon/coupon-types';
import { SettingsStore } from './settings-store';
import { SupportStore } from './support-store';
import { UserStore } from './user-store';
// consent (issue 16)
import { ConsentStore } from './consent-store';

export interface RootStoreDeps {
  api?: ApiClient;
  bus?: EventBus;
  i18n?: i18n;
  storage?: Storage | null;
  sleep?: (ms: number) => Promise<void>;
  /** Logger, storage key, save throttle and clock of the coupon store. */
  coupon?: CouponStoreOptions;
  /** The clock of the limits store's timers (ping, reality check, token cache). */
  limits?: LimitsStoreOptions;
}

/**
 * The one root store (Outline's RootStore): each store is built as `new XStore(this)` and
 * reaches the others through it. Every test builds its own `new RootStore()`.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly bus: EventBus;
  readonly i18n: i18n;
  readonly storage: Storage | null;
  readonly sleep: (ms: number) => Promise<void>;
  readonly settings: SettingsStore;
  readonly user: UserStore;
  readonly accounts: AccountsStore;
  readonly couponSettings: CouponSettingsStore;
  readonly coupon: CouponStore;
  readonly limits: LimitsStore;
  readonly support: SupportStore;
  /** Cookie consent (issue 16): what the page may keep and load. */
  readonly consent: ConsentStore;

  constructor(deps: RootStoreDeps = {}) {
    // Parcels change state only through actions (the design: enforceActions 'always').
    configure({ enforceActions: 'always' });
    this.api = deps.api ?? new ApiClient();
    this.bus = deps.bus ?? getBus();
    this.i18n = deps.i18n ?? getI18n();
    this.storage = deps.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : deps.storage;
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.settings = new SettingsStore(this);
    this.user = new UserStore(this);
    this.accounts = new AccountsStore(this);
    this.couponSettings = new CouponSettingsStore(this);
    this.coupon = new CouponStore(this, deps.coupon);
    this.limits = new LimitsStore(this, deps.limits);
    this.support = new SupportStore(this);
    this.consent = new ConsentStore(this);
  }
}

// The page's root store, made on first use and shared by every parcel through the import map.
let current: RootStore | undefined;
/** The page's root store; `deps` count only for the call that makes it (the shell's boot). */
export function getRootStore(deps?: RootStoreDeps): RootStore {
  current ??= new RootStore(deps);
  return current;
}
export function setRootStore(store: RootStore | undefined): void {
  current = store;
}
