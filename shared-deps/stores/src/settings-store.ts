import { action, makeObservable, observable, runInAction } from 'mobx';
import { isRecord, type Message, type SiteConfig } from '@site/api';
import { ConsentChanged } from '@site/bus';
import { fallbackLanguage, isSupportedLanguage, isTimeZone } from '@site/i18n';
import { message } from './messages';
import type { RootStore } from './root-store';

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
      setLanguage: action,
      setSiteConfig: action,
      setTimeZone: action,
      setIs12h: action,
    });
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
