// The limit state machine (issue 14; spec 2 §3, §4, §5), pure: no database, no clock of its own
// (every function takes `now`, epoch ms). One type's state is its ACTIVE entry and at most one
// PENDING change. The rules (UKGC RTS 12 / LCCP 3.5):
// - a first limit and every decrease take effect at once;
// - an increase or a removal waits: PENDING, starting PENDING_DELAY_HOURS later, then needs
//   the player's approval within APPROVAL_WINDOW_HOURS (else it lapses); it cannot be approved
//   before it starts; the player may reject (cancel) it at any time;
// - self-exclusion (30) and time-out (33) start at once and end at endsAt; they cannot be
//   cancelled or shortened (only lengthened).
import {
  APPROVAL_WINDOW_HOURS,
  EXCLUSION_TYPES,
  LIMIT_OPTIONS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  MAX_MONEY_LIMIT,
  MONEY_LIMIT_TYPES,
  PENDING_DELAY_HOURS,
  SESSION_NOT_SET,
} from '@site/api/contracts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export interface LimitEntry {
  value: number;
  /** ACTIVE: when it took effect. PENDING: when it starts (can be approved from then). */
  startedAt: number;
  /** Exclusions: when they end. PENDING: the end of its approval window. Else null. */
  endsAt: number | null;
  reason: number | null;
}

export interface TypeState {
  active: LimitEntry | null;
  pending: LimitEntry | null;
}

export const EMPTY: TypeState = { active: null, pending: null };

export type LimitEvent =
  'set' | 'decreased' | 'requested' | 'excluded' | 'extended' | 'unchanged' | 'approved' | 'rejected' | 'expired' | 'removed';

export type Refusal =
  | { code: 'limit.bad_type' }
  | { code: 'limit.bad_value' }
  | { code: 'limit.not_cancellable'; endsAt: number }
  | { code: 'limit.no_pending' }
  | { code: 'limit.not_yet_approvable' };

export type Step = { ok: true; state: TypeState; event: LimitEvent } | { ok: false; refusal: Refusal };

export function isExclusion(type: number): boolean {
  return EXCLUSION_TYPES.includes(type);
}

/** The value that means "no limit" for a type: -1 for session and reality check, 999999999 for money. */
export function isRemoval(type: number, value: number): boolean {
  if (type === LIMIT_TYPE.session || type === LIMIT_TYPE.realityCheck) return value === SESSION_NOT_SET;
  return MONEY_LIMIT_TYPES.includes(type) && value === MAX_MONEY_LIMIT;
}

/** null when the player may ask for this value of this type; else why not. */
export function checkValue(type: number, value: number): Refusal | null {
  if (!(LIMIT_TYPES as readonly number[]).includes(type)) return { code: 'limit.bad_type' };
  const inList = (list: readonly number[]) => list.includes(value);
  const ok = MONEY_LIMIT_TYPES.includes(type)
    ? Number.isSafeInteger(value) && value >= 1 && value <= MAX_MONEY_LIMIT
    : type === LIMIT_TYPE.selfExclusion
      ? inList(LIMIT_OPTIONS.selfExclusionDays)
      : type === LIMIT_TYPE.depositTimeout
        ? inList(LIMIT_OPTIONS.timeoutDays)
        : type === LIMIT_TYPE.session
          ? inList(LIMIT_OPTIONS.sessionHours)
          : inList(LIMIT_OPTIONS.realityCheckMinutes);
  return ok ? null : { code: 'limit.bad_value' };
}

/** The state at `now`: an exclusion past its end and a pending change past its approval window are gone. */
export function settle(state: TypeState, now: number): { state: TypeState; lapsed: LimitEvent[] } {
  const lapsed: LimitEvent[] = [];
  let { active, pending } = state;
  if (active?.endsAt != null && active.endsAt <= now) {
    active = null;
    lapsed.push('expired');
  }
  if (pending?.endsAt != null && pending.endsAt <= now) {
    pending = null;
    lapsed.push('expired');
  }
  return { state: { active, pending }, lapsed };
}

/** The player asks for `value` (already checked with checkValue) on a settled state. */
export function request(type: number, state: TypeState, value: number, now: number, reason: number | null = null): Step {
  const { active } = state;
  if (isExclusion(type)) {
    const endsAt = now + value * DAY_MS;
    if (!active) return { ok: true, state: { active: { value, startedAt: now, endsAt, reason }, pending: null }, event: 'excluded' };
    if (endsAt <= (active.endsAt ?? 0)) return { ok: false, refusal: { code: 'limit.not_cancellable', endsAt: active.endsAt ?? now } };
    return { ok: true, state: { active: { ...active, value, endsAt, reason: reason ?? active.reason }, pending: null }, event: 'extended' };
  }
  const removal = isRemoval(type, value);
  if (!active) {
    if (removal) return { ok: true, state: EMPTY, event: 'unchanged' };
    return { ok: true, state: { active: { value, startedAt: now, endsAt: null, reason: null }, pending: null }, event: 'set' };
  }
  if (!removal && value === active.value) return { ok: true, state: { active, pending: null }, event: 'unchanged' };
  if (!removal && value < active.value)
    return { ok: true, state: { active: { value, startedAt: now, endsAt: null, reason: null }, pending: null }, event: 'decreased' };
  const startedAt = now + PENDING_DELAY_HOURS * HOUR_MS;
  return {
    ok: true,
    state: { active, pending: { value, startedAt, endsAt: startedAt + APPROVAL_WINDOW_HOURS * HOUR_MS, reason: null } },
    event: 'requested',
  };
}

/** Would this request loosen the limit (an increase or removal that must wait and be confirmed)? */
export function loosens(type: number, state: TypeState, value: number, now: number): boolean {
  const step = request(type, state, value, now);
  return step.ok && step.event === 'requested';
}

/** The player approves a pending change (only between its start and the end of its approval window). */
export function approve(type: number, state: TypeState, now: number): Step {
  const { pending } = state;
  if (!pending) return { ok: false, refusal: { code: 'limit.no_pending' } };
  if (now < pending.startedAt) return { ok: false, refusal: { code: 'limit.not_yet_approvable' } };
  if (isRemoval(type, pending.value)) return { ok: true, state: EMPTY, event: 'removed' };
  return {
    ok: true,
    state: { active: { value: pending.value, startedAt: now, endsAt: null, reason: null }, pending: null },
    event: 'approved',
  };
}

/** The player rejects (cancels) a pending change; an exclusion in force cannot be cancelled. */
export function reject(type: number, state: TypeState, _now: number): Step {
  if (isExclusion(type) && state.active) return { ok: false, refusal: { code: 'limit.not_cancellable', endsAt: state.active.endsAt ?? 0 } };
  if (!state.pending) return { ok: false, refusal: { code: 'limit.no_pending' } };
  return { ok: true, state: { active: state.active, pending: null }, event: 'rejected' };
}

/** A pending change that has started and waits for approve or reject (the forced popup). */
export function needsApproval(pending: LimitEntry | null, now: number): boolean {
  return pending !== null && now >= pending.startedAt && (pending.endsAt === null || now < pending.endsAt);
}

/** The lowest remaining amount of several limits of one kind (null when none applies). */
export function lowestRemaining(remaining: readonly number[]): number | null {
  return remaining.length === 0 ? null : Math.max(0, Math.min(...remaining));
}
