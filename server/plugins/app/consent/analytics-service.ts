import type { Kysely } from 'kysely';
import type { AnalyticsEvent } from '@site/api/contracts';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

export interface EventCount {
  eventId: number;
  count: number;
}

/** The own event collector's store (spec 2 §7): events as the browser sent them, counted for the operator. */
export class AnalyticsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async store(events: readonly AnalyticsEvent[]): Promise<number> {
    const received_at = this.clock.now();
    await this.db
      .insertInto('analytics_events')
      .values(
        events.map((e) => ({ event_id: e.id, whence: e.whence, params: JSON.stringify(e.params ?? {}), occurred_at: e.at, received_at })),
      )
      .execute();
    return events.length;
  }

  /** Events received since a time (epoch ms; all when absent), counted per event id, by id. */
  async counts(sinceMs?: number): Promise<EventCount[]> {
    let q = this.db.selectFrom('analytics_events').select((eb) => ['event_id', eb.fn.countAll<number | string>().as('n')]);
    if (sinceMs !== undefined) q = q.where('received_at', '>=', sinceMs);
    const rows = await q.groupBy('event_id').orderBy('event_id').execute();
    return rows.map((r) => ({ eventId: Number(r.event_id), count: Number(r.n) }));
  }
}
