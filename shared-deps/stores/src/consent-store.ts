import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  type CookieAgreeType,
  type CookieOption,
  COOKIES_AGREEMENT_PATH,
  type CookiesAgreementAnswer,
  isCookieAgreeType,
  isRecord,
} from '@site/api';
import { ConsentChanged, PageViewed } from '@site/bus';
import type { RootStore } from './root-store';

/** Where the choice itself is kept (strictly necessary: it is the record of the choice). */
export const CONSENT_STORAGE_KEY = 'cookies_agree';

/**
 * What each optional category may keep in storage: removed when the player withdraws it. A
 * store that persists something optional lists its key here and writes through `storageFor`.
 */
export const CONSENT_STORAGE_KEYS: Record<Exclude<CookieOption, 'necessary'>, string[]> = {
  // the time zone and clock (settings store), the display settings for the first paint (root config's display.ts); hidden panels and the window width would go here too
  functionality: ['clock', 'display'],
  // the analytics queue (spec 2 §9 metrics storage)
  marketing: ['metrics_queue'],
};

/** Spec 2 §4: ALL when every box is ticked, otherwise the first ticked option, otherwise DISABLE. */
export function agreeTypeOf(ticked: { functionality: boolean; marketing: boolean }): CookieAgreeType {
  if (ticked.functionality && ticked.marketing) return 'all';
  if (ticked.functionality) return 'functionality';
  if (ticked.marketing) return 'marketing';
  return 'disable';
}

/** Whether a type lets a category in. */
export function allowsOption(type: CookieAgreeType | null, option: CookieOption): boolean {
  if (option === 'necessary') return true;
  return type === 'all' || type === option;
}

/**
 * Cookie consent (spec 2 §4): the stored agreement type, whether the modal is due, what each
 * category may do. Before a known choice only strictly necessary storage is used.
 */
export class ConsentStore {
  /** The agreed type (spec 2 global state `cookiesAgreeType`); null: no known choice yet. */
  type: CookieAgreeType | null = null;
  /** When it was agreed (epoch ms), as sent to the server. */
  agreedAt: number | null = null;
  /**
   * The page shown last (the shell's PageViewed): analytics, which starts with a parcel that may
   * mount after the first page was shown, counts that page from here.
   */
  page: { path: string; route: string | null } | null = null;

  constructor(private readonly root: RootStore) {
    this.restore();
    root.bus.subscribe(PageViewed, (e) => runInAction(() => (this.page = e.payload)));
    makeObservable(this, {
      type: observable,
      agreedAt: observable,
      page: observable.ref,
      enabled: computed,
      modalDue: computed,
      agree: action,
    });
  }

  /** The site config's switch (spec 2 §4 "when enabled"); on by default and until the config is read. */
  get enabled(): boolean {
    return this.root.settings.siteConfig?.thirdparty.cookieConsentEnabled !== false;
  }

  /**
   * Spec 2 §4: shown on load when the stored value is not a known type and consent is enabled;
   * it waits for the config (or its failure: then the defaults, on), so a site that switched
   * consent off never flashes it.
   */
  get modalDue(): boolean {
    const { siteConfig, configError } = this.root.settings;
    return (siteConfig !== null || configError !== null) && this.enabled && this.type === null;
  }

  allows(option: CookieOption): boolean {
    // With consent switched off by config, the site does not ask and keeps its old behaviour.
    if (!this.enabled) return true;
    return allowsOption(this.type, option);
  }

  /** The page's storage for a category: null until the player agreed to it. */
  storageFor(option: CookieOption): Storage | null {
    return this.allows(option) ? this.root.storage : null;
  }

  /**
   * The player's choice (the modal or the office): kept, announced on the bus, logged to the
   * server with its time (for guests too); what a withdrawn category kept is removed.
   */
  agree(type: CookieAgreeType): void {
    this.type = type;
    this.agreedAt = Date.now();
    this.save();
    for (const option of ['functionality', 'marketing'] as const) {
      if (allowsOption(type, option)) continue;
      for (const key of CONSENT_STORAGE_KEYS[option]) {
        try {
          this.root.storage?.removeItem(key);
        } catch {
          // nothing to remove
        }
      }
    }
    this.root.bus.publish(new ConsentChanged({ type }));
    // Logged only (spec 2 §8): the choice stands even when the log fails.
    this.root.api.post(COOKIES_AGREEMENT_PATH, { type }).catch((error: unknown) => {
      console.warn(`cookie agreement not logged: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * The choice on record at the server (a signed-in player's follows them to another browser):
   * taken when it is newer than this browser's, kept like the player's own choice.
   */
  async load(): Promise<void> {
    try {
      const answer = await this.root.api.get<CookiesAgreementAnswer>(COOKIES_AGREEMENT_PATH);
      if (!isRecord(answer) || !isCookieAgreeType(answer.type) || typeof answer.cookiesAgreeTime !== 'number') return;
      const { type, cookiesAgreeTime } = answer;
      if (this.type !== null && this.agreedAt !== null && this.agreedAt >= cookiesAgreeTime) return;
      runInAction(() => {
        this.type = type;
        this.agreedAt = cookiesAgreeTime;
      });
      this.save();
      this.root.bus.publish(new ConsentChanged({ type }));
    } catch (error) {
      console.warn(`cookie agreement not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private save(): void {
    try {
      this.root.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ type: this.type, at: this.agreedAt }));
    } catch {
      // a full or refused storage keeps the choice for this visit only
    }
  }

  // Storage may be absent or hold anything: an unknown value is no choice (the modal shows).
  private restore(): void {
    try {
      const saved: unknown = JSON.parse(this.root.storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
      if (!isRecord(saved) || !isCookieAgreeType(saved.type)) return;
      this.type = saved.type;
      this.agreedAt = typeof saved.at === 'number' && Number.isFinite(saved.at) ? saved.at : null;
    } catch {
      // unreadable: no choice yet
    }
  }
}
