import { reaction, runInAction, type IReactionDisposer } from 'mobx';
import { settingsWithDefaults, type UserSettings } from '@site/api';
import { failureNotice, NotifyRequested } from '@site/bus';
import type { RootStore } from './root-store';

/** Where a guest's settings are kept between visits (localStorage). */
export const SETTINGS_STORAGE_KEY = 'settings';
export const SETTINGS_API = 'web:/user/settings';

/**
 * Keeps the player's settings (issue 18): a signed-in player's come from the server after
 * sign-in (GET /web-api/user/settings) and every change is saved there (PUT, one at a time,
 * the latest state last); a guest's stay in localStorage. Nothing is saved for a player
 * until his own settings have arrived, so a page never overwrites them with what it had.
 */
export class SettingsSync {
  /** The player whose server settings are on the page; null: none (a guest, or not loaded yet). */
  private loadedFor: number | null = null;
  private lastSaved = '';
  private saving: Promise<void> | null = null;
  private dirty = false;
  private readonly disposers: IReactionDisposer[] = [];

  constructor(private readonly root: RootStore) {}

  start(): void {
    if (this.disposers.length > 0) return;
    this.disposers.push(
      reaction(
        () => this.root.user.userId,
        (userId) => (userId === null ? this.toGuest() : void this.load(userId)),
        { fireImmediately: true },
      ),
      reaction(
        () => this.root.settings.snapshot,
        (snapshot) => this.changed(snapshot),
      ),
    );
  }

  dispose(): void {
    for (const d of this.disposers) d();
    this.disposers.length = 0;
  }

  /** Resolves when the saves under way are done. */
  flush(): Promise<void> {
    return this.saving ?? Promise.resolve();
  }

  private async load(userId: number): Promise<void> {
    this.loadedFor = null;
    try {
      const stored = settingsWithDefaults(await this.root.api.get<unknown>(SETTINGS_API));
      if (this.root.user.userId !== userId) return;
      this.lastSaved = JSON.stringify(stored);
      this.loadedFor = userId;
      runInAction(() => this.root.settings.apply(stored));
    } catch {
      // Not loaded: the page keeps what it has and saves nothing for him (a failed GET is retried at the next sign-in).
    }
  }

  /** A guest's own saved settings; after a sign-out without any, the defaults (not the player's). */
  private toGuest(): void {
    const wasPlayer = this.loadedFor !== null;
    this.loadedFor = null;
    let saved: unknown = null;
    try {
      saved = JSON.parse(this.root.storage?.getItem(SETTINGS_STORAGE_KEY) ?? 'null');
    } catch {
      // unreadable: the defaults
    }
    if (saved === null && !wasPlayer) return;
    const settings = settingsWithDefaults(saved);
    runInAction(() => this.root.settings.apply(settings));
  }

  private changed(snapshot: UserSettings): void {
    const userId = this.root.user.userId;
    if (userId === null) {
      try {
        this.root.storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(snapshot));
      } catch {
        // a full or refused storage keeps the choice for this visit only
      }
      return;
    }
    if (this.loadedFor === userId && JSON.stringify(snapshot) !== this.lastSaved) void this.save();
  }

  private save(): Promise<void> {
    if (this.saving) {
      this.dirty = true;
      return this.saving;
    }
    this.saving = (async () => {
      do {
        this.dirty = false;
        const snapshot = this.root.settings.snapshot;
        const json = JSON.stringify(snapshot);
        if (json === this.lastSaved || this.loadedFor !== this.root.user.userId) break;
        try {
          await this.root.api.request('PUT', SETTINGS_API, { body: snapshot });
          this.lastSaved = json;
        } catch (error) {
          const notice = failureNotice(error);
          if (notice) this.root.bus.publish(new NotifyRequested(notice));
          break;
        }
      } while (this.dirty);
    })().finally(() => {
      this.saving = null;
    });
    return this.saving;
  }
}
