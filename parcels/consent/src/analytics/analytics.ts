// The one analytics module (spec 2 §7; issue 16): hears the bus (page views, registration
// types and steps, social networks, bonus ids, the deposit call, bets placed), maps each to its
// numeric event id (event-table.ts), and delivers them to the own collector POST
// /fatman-api/<key> with whence 55. The collector loads 10 s after start, not on the
// registration page, and only with marketing consent; until then nothing is sent or stored.
import { ANALYTICS_DELAY_MS, type AnalyticsEvent, FATMAN_PATH, FATMAN_WHENCE, MAX_EVENTS_PER_BATCH } from '@site/api';
import { AnalyticsRequested, ConsentChanged, PageViewed } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Clock } from '@site/ui';
import { type Mapped, mapRequest, pageViewEvent } from './event-table';
import { MetricsQueue } from './metrics-queue';

/** The route on which the collector does not load (spec 2 §7). */
export const REGISTRATION_ROUTE = 'registration';

export interface AnalyticsDeps {
  root: RootStore;
  clock: Clock;
  /** Spec 2 §8: unknown ids are logged as errors. */
  logger?: { error(message: string): void };
}

export function startAnalytics({ root, clock, logger = console }: AnalyticsDeps): () => void {
  const queue = new MetricsQueue(
    () => root.consent.storageFor('marketing'),
    () => clock.now(),
  );
  let delayPassed = false;
  let route: string | null = null;
  let sending = false;

  const collectorKey = (): string | null => {
    const key = root.settings.siteConfig?.thirdparty.fatmanApiKey;
    return typeof key === 'string' && key !== '' ? key : null;
  };
  const loaded = () => delayPassed && root.consent.allows('marketing') && route !== REGISTRATION_ROUTE && collectorKey() !== null;

  const flush = async () => {
    if (sending || !loaded()) return;
    const batch = queue.entries().slice(0, MAX_EVENTS_PER_BATCH);
    if (!batch.length) return;
    sending = true;
    try {
      await root.api.post(`${FATMAN_PATH}/${encodeURIComponent(collectorKey() as string)}`, { events: batch });
      queue.remove(batch.length);
    } catch (error) {
      // Kept for a later try (and dropped after 24 h); never shown to the player.
      console.warn(`analytics not delivered: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      sending = false;
    }
    if (queue.entries().length) void flush();
  };

  const record = (mapped: Mapped) => {
    if (!mapped.ok) {
      logger.error(`analytics: ${mapped.error}`);
      return;
    }
    // Before consent the page keeps nothing; with a refusal nothing at all.
    if (root.consent.type !== null && !root.consent.allows('marketing')) return;
    const event: AnalyticsEvent = { id: mapped.id, whence: FATMAN_WHENCE, at: clock.now() };
    if (Object.keys(mapped.params).length) event.params = mapped.params;
    queue.push(event);
    void flush();
  };

  const subs = [
    root.bus.subscribe(PageViewed, (e) => {
      route = e.payload.route;
      record(pageViewEvent(e.payload.path, e.payload.route));
    }),
    root.bus.subscribe(AnalyticsRequested, (e) => mapRequest(e.payload).forEach(record)),
    root.bus.subscribe(ConsentChanged, () => {
      if (root.consent.allows('marketing')) void flush();
      else queue.clear();
    }),
  ];
  // The page shown before this module started (the parcel mounts beside the first routing).
  const shown = root.consent.page;
  if (shown) {
    route = shown.route;
    record(pageViewEvent(shown.path, shown.route));
  }
  const timer = clock.setTimeout(() => {
    delayPassed = true;
    void flush();
  }, ANALYTICS_DELAY_MS);

  return () => {
    clock.clearTimeout(timer);
    for (const s of subs) s.unsubscribe();
  };
}
