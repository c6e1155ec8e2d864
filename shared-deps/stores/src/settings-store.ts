import { action, makeObservable, observable, runInAction } from 'mobx';
import type { SiteConfig } from '@site/api';
import { fallbackLanguage, isSupportedLanguage } from '@site/i18n';
import type { RootStore } from './root-store';

/** Spec 2 §7: the config is fetched with 5 retries at 1 s. */
export const CONFIG_RETRY = { count: 5, delayMs: 1000 };

/** Site-wide settings: the site config from the server and the player's language. */
export class SettingsStore {
  siteConfig: SiteConfig | null = null;
  language: string = fallbackLanguage;
  configError: string | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { siteConfig: observable.ref, language: observable, configError: observable, setLanguage: action, setSiteConfig: action });
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
      const config = await this.root.api.get<SiteConfig>('bff:/config/all.json', { query: { lang: this.language }, retry: CONFIG_RETRY, signal });
      if (typeof config !== 'object' || config === null || typeof (config as SiteConfig).core !== 'object') {
        throw new Error('no site config');
      }
      runInAction(() => this.setSiteConfig(config));
      return config;
    } catch (error) {
      // Spec 2 §8: 'BFF config loading failed'; the shell keeps going on its defaults.
      runInAction(() => {
        this.configError = `BFF config loading failed: ${error instanceof Error ? error.message : String(error)}`;
      });
      return null;
    }
  }
}
