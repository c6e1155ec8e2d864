import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { DEFAULT_USER_SETTINGS, isRecord, type Message, type SiteConfig, type UserSettings } from '@site/api';
import { ConsentChanged } from '@site/bus';
import { isCoefViewId, type CoefViewId } from '@site/betting';
import { fallbackLanguage, isSupportedLanguage, isTimeZone, type Language } from '@site/i18n';
import { message } from './messages';
import type { RootStore } from './root-store';
import { SettingsSync } from './settings-sync';

/** Where the player's time zone and clock are kept between visits (localStorage). */
export const CLOCK_STORAGE_KEY = 'clock';

/** Spec 2 §7: the config is fetched with 5 retries at 1 s. */
export const CONFIG_RETRY = { count: 5, delayMs: 1000 };

/** Site-wide settings: the site config from the server, the player's language and clock. */
export class SettingsStore {
  siteConfig: SiteConfig | null = null;
  language: string = fallbackLanguage;
  /** Spec 2 §8 'BFF config loading failed', as a message; the reason goes to the log. */
  configError: Message | null = null;
  /** The player's time zone, an IANA name (spec 2 global state `timeZone`); null: the browser's. */
  timeZone: string | null = null;
  /** A 12-hour clock (spec 2 global state `is12h`); null: the language's habit. */
  is12h: boolean | null = null;
  /** The player's odds format (spec 1 §3 coefViewId); null: the site config's. */
  oddsFormat: CoefViewId | null = null;
  /** The language the player chose in his settings; null: the address's. */
  chosenLanguage: Language | null = null;
  /** The display flags of spec 2 §3 global state (theme, font size, compact view...): the root config puts them on <html> (display.ts). */
  display: UserSettings['display'] = DEFAULT_USER_SETTINGS.display;
  mailing: UserSettings['mailing'] = DEFAULT_USER_SETTINGS.mailing;
  /** Loads a signed-in player's settings from the server and saves his changes (settings-sync.ts). */
  readonly sync: SettingsSync;

  constructor(private readonly root: RootStore) {
    this.restoreClock();
    // A choice made before consent is kept once functionality cookies are agreed (issue 16).
    root.bus.subscribe(ConsentChanged, () => this.saveClock());
    makeObservable(this, {
      siteConfig: observable.ref,
      language: observable,
      configError: observable.ref,
      timeZone: observable,
      is12h: observable,
      oddsFormat: observable,
      chosenLanguage: observable,
      display: observable.ref,
      mailing: observable.ref,
      snapshot: computed({ equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) }),
      setLanguage: action,
      setSiteConfig: action,
      setTimeZone: action,
      setIs12h: action,
      setOddsFormat: action,
      chooseLanguage: action,
      setDisplay: action,
      setMailing: action,
      apply: action,
    });
    this.sync = new SettingsSync(root);
  }

  /** Starts loading and saving the player's settings (the shell calls it once at boot). */
  start(): void {
    this.sync.start();
  }

  dispose(): void {
    this.sync.dispose();
  }

  setOddsFormat(id: unknown): void {
    this.oddsFormat = isCoefViewId(id) ? id : null;
  }

  /** The player's choice of language (settings page): the page switches to it at once. */
  chooseLanguage(lang: string | null): void {
    this.chosenLanguage = lang !== null && isSupportedLanguage(lang) ? lang : null;
    if (this.chosenLanguage) this.setLanguage(this.chosenLanguage);
  }

  setDisplay(patch: Partial<UserSettings['display']>): void {
    this.display = { ...this.display, ...patch };
  }

  setMailing(patch: Partial<UserSettings['mailing']>): void {
    this.mailing = { ...this.mailing, ...patch };
  }

  /** Every setting of the player as the server keeps it: these fields and the coupon's options. */
  get snapshot(): UserSettings {
    const c = this.root.couponSettings;
    return {
      oddsFormat: this.oddsFormat,
      language: this.chosenLanguage,
      timeZone: this.timeZone,
      hour12: this.is12h,
      oneClick: { enabled: c.isActiveOneClick, amount: c.oneClickAmount },
      coupon: {
        changeCoefAction: c.changeCoefAction,
        isAutoMax: c.isAutoMax,
        isVipBet: c.isVipBet,
        isBalanceShown: c.isBalanceShown,
        isPossibleWinShown: c.isPossibleWinShown,
        isSelectAccountShown: c.isSelectAccountShown,
        isCouponFixed: c.isCouponFixed,
        isDropOnScoreChange: c.isDropOnScoreChange,
      },
      display: this.display,
      mailing: this.mailing,
    };
  }

  /** Puts stored settings (the server's, or a guest's saved ones) on the page at once. */
  apply(s: UserSettings): void {
    this.setOddsFormat(s.oddsFormat);
    this.timeZone = isTimeZone(s.timeZone) ? s.timeZone : null;
    this.is12h = s.hour12;
    this.saveClock();
    this.display = s.display;
    this.mailing = s.mailing;
    const c = this.root.couponSettings;
    c.setChangeCoefAction(s.coupon.changeCoefAction);
    c.setDropOnScoreChange(s.coupon.isDropOnScoreChange);
    for (const flag of ['isAutoMax', 'isVipBet', 'isBalanceShown', 'isPossibleWinShown', 'isSelectAccountShown', 'isCouponFixed'] as const) {
      c.setFlag(flag, s.coupon[flag]);
    }
    c.setOneClickAmount(s.oneClick.amount);
    // Turning one-click on with bets in the coupon asks first; a stored choice only turns it off silently.
    if (!s.oneClick.enabled || this.root.coupon.bets.length === 0) c.setOneClick(s.oneClick.enabled);
    this.chooseLanguage(s.language);
  }

  /** A zone the browser does not know is no choice: dates stay in the browser's. */
  setTimeZone(zone: string | null): void {
    this.timeZone = isTimeZone(zone) ? zone : null;
    this.saveClock();
  }

  setIs12h(is12h: boolean | null): void {
    this.is12h = typeof is12h === 'boolean' ? is12h : null;
    this.saveClock();
  }

  // Storage may be absent, full or hold anything: the choice is checked like any input.
  private restoreClock(): void {
    try {
      const saved: unknown = JSON.parse(this.root.storage?.getItem(CLOCK_STORAGE_KEY) ?? 'null');
      if (!isRecord(saved)) return;
      const { timeZone, is12h } = saved;
      this.timeZone = isTimeZone(timeZone) ? timeZone : null;
      this.is12h = typeof is12h === 'boolean' ? is12h : null;
    } catch {
      // unreadable: the browser's zone and the language's clock
    }
  }

  // A functionality preference: kept only with functionality cookies agreed (spec 2 §4, issue 16).
  private saveClock(): void {
    const storage = this.root.consent.storageFor('functionality');
    try {
      if (this.timeZone === null && this.is12h === null) storage?.removeItem(CLOCK_STORAGE_KEY);
      else storage?.setItem(CLOCK_STORAGE_KEY, JSON.stringify({ timeZone: this.timeZone, is12h: this.is12h }));
    } catch {
      // a full or refused storage keeps the choice for this visit only
    }
  }

  setSiteConfig(config: SiteConfig): void {
    this.siteConfig = config;
    this.configError = null;
  }

  /** Changes the page language; unsupported languages fall back to English. */
  setLanguage(lang: string): void {
    const next = isSupportedLanguage(lang) ? lang : fallbackLanguage;
    if (next === this.language && this.root.i18n.language === next) return;
    this.language = next;
    void this.root.i18n.changeLanguage(next);
  }

  async loadConfig(signal?: AbortSignal): Promise<SiteConfig | null> {
    try {
      const config = await this.root.api.get<SiteConfig>('bff:/config/all.json', {
        query: { lang: this.language },
        retry: CONFIG_RETRY,
        signal,
      });
      if (typeof config !== 'object' || config === null || typeof (config as SiteConfig).core !== 'object') {
        throw new Error('no site config');
      }
      runInAction(() => this.setSiteConfig(config));
      return config;
    } catch (error) {
      // Spec 2 §8: 'BFF config loading failed'; the shell keeps going on its defaults.
      console.warn(`BFF config loading failed: ${error instanceof Error ? error.message : String(error)}`);
      runInAction(() => {
        this.configError = message('config.load_failed');
      });
      return null;
    }
  }
}
