import type { MaintenanceAnswer } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

/** The maintenance answer (contracts/operator-rules.ts). */
export type MaintenanceState = MaintenanceAnswer;

/** web_state: 0 the site works, 1 closed for maintenance. */
const NONE: MaintenanceState = {
  isActive: false,
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  web_state: 0,
  startAt: null,
  finishAt: null,
  notifyStartDate: null,
  notifyEndDate: null,
};

const CACHE_MS = 2000;
/** Players are told about a window this long before it starts (when the operator gives no notice time). */
export const DEFAULT_NOTICE_MS = 24 * 3600_000;

type Row = { started_at: string; ended_at: string; notify_started_at: string; notify_ended_at: string; web_state: number };

export function maintenanceState(row: Row | undefined, nowMs: number): MaintenanceState {
  if (!row) return NONE;
  const active = Date.parse(row.started_at) <= nowMs && nowMs < Date.parse(row.ended_at);
  return {
    isActive: active,
    started_at: row.started_at,
    ended_at: row.ended_at,
    notify_started_at: row.notify_started_at,
    notify_ended_at: row.notify_ended_at,
    web_state: active ? row.web_state : 0,
    startAt: row.started_at,
    finishAt: row.ended_at,
    notifyStartDate: row.notify_started_at,
    notifyEndDate: row.notify_ended_at,
  };
}

/** Maintenance windows set by the operator. The one shown is the latest that has not ended. */
export class MaintenanceService {
  private cached: { at: number; rows: Row[] } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async current(nowMs: number = this.clock.now()): Promise<MaintenanceState> {
    const t = this.clock.now();
    if (!this.cached || t - this.cached.at >= CACHE_MS) {
      const rows = await this.db
        .selectFrom('maintenance_windows')
        .select(['started_at', 'ended_at', 'notify_started_at', 'notify_ended_at', 'web_state'])
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      this.cached = { at: t, rows };
    }
    const open = this.cached.rows.filter((r) => Date.parse(r.ended_at) > nowMs);
    // an active window wins over an announced one
    const row = open.find((r) => Date.parse(r.started_at) <= nowMs) ?? open[0];
    return maintenanceState(row, nowMs);
  }

  async isActive(nowMs: number = this.clock.now()): Promise<boolean> {
    return (await this.current(nowMs)).isActive;
  }

  async schedule(start: Date, end: Date, noticeFrom?: Date): Promise<MaintenanceState> {
    const row = {
      started_at: start.toISOString(),
      ended_at: end.toISOString(),
      notify_started_at: (noticeFrom ?? new Date(start.getTime() - DEFAULT_NOTICE_MS)).toISOString(),
      notify_ended_at: end.toISOString(),
      web_state: 1,
    };
    await this.db.insertInto('maintenance_windows').values(row).execute();
    this.cached = null;
    return maintenanceState(row, this.clock.now());
  }
}
