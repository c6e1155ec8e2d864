// Spec 2 §9 "metrics storage 24 h": the events not yet delivered to the collector, kept in
// localStorage only with marketing consent (in memory until then), entries older than 24 h dropped.
import { type AnalyticsEvent, isRecord, METRICS_STORAGE_MS } from '@site/api';

export const METRICS_QUEUE_KEY = 'metrics_queue';
const MAX_ENTRIES = 200;

const isEvent = (v: unknown): v is AnalyticsEvent =>
  isRecord(v) &&
  Number.isInteger(v.id) &&
  Number.isInteger(v.whence) &&
  Number.isInteger(v.at) &&
  (v.params === undefined || isRecord(v.params));

export class MetricsQueue {
  private memory: AnalyticsEvent[] = [];

  /** `storage()`: the page's storage while marketing cookies are agreed, else null. */
  constructor(
    private readonly storage: () => Storage | null,
    private readonly now: () => number,
  ) {}

  /** Every entry younger than 24 h, oldest first. */
  entries(): AnalyticsEvent[] {
    const fresh = (e: AnalyticsEvent) => this.now() - e.at < METRICS_STORAGE_MS;
    const storage = this.storage();
    if (storage) {
      const stored = this.read(storage).filter(fresh);
      // What was held in memory before consent moves to storage.
      if (this.memory.length) {
        const merged = [...stored, ...this.memory.filter(fresh)];
        this.memory = [];
        this.write(storage, merged);
        return merged;
      }
      return stored;
    }
    this.memory = this.memory.filter(fresh);
    return this.memory;
  }

  push(event: AnalyticsEvent): void {
    const next = [...this.entries(), event].slice(-MAX_ENTRIES);
    const storage = this.storage();
    if (storage) this.write(storage, next);
    else this.memory = next;
  }

  /** Drops the first `count` entries (delivered). */
  remove(count: number): void {
    const rest = this.entries().slice(count);
    const storage = this.storage();
    if (storage) this.write(storage, rest);
    else this.memory = rest;
  }

  clear(): void {
    this.memory = [];
    try {
      this.storage()?.removeItem(METRICS_QUEUE_KEY);
    } catch {
      // nothing kept
    }
  }

  private read(storage: Storage): AnalyticsEvent[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(METRICS_QUEUE_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isEvent) : [];
    } catch {
      return [];
    }
  }

  private write(storage: Storage, entries: AnalyticsEvent[]): void {
    try {
      if (entries.length) storage.setItem(METRICS_QUEUE_KEY, JSON.stringify(entries));
      else storage.removeItem(METRICS_QUEUE_KEY);
    } catch {
      // a full storage keeps them for this visit only
    }
  }
}
