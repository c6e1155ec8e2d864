import fc from 'fast-check';
import {
  approve,
  checkValue,
  DAY_MS,
  EMPTY,
  HOUR_MS,
  lowestRemaining,
  needsApproval,
  reject,
  request,
  settle,
  type Step,
  type TypeState,
} from './limit-rules';

const T0 = Date.UTC(2030, 0, 1);

/** A fake clock over a sequence of steps on one type. */
class World {
  now = T0;
  state: TypeState = EMPTY;
  constructor(readonly type: number) {}
  advance(hours: number) {
    this.now += hours * HOUR_MS;
  }
  private apply(step: Step): Step {
    if (step.ok) this.state = step.state;
    return step;
  }
  private settled() {
    return settle(this.state, this.now).state;
  }
  ask(value: number) {
    return this.apply(request(this.type, this.settled(), value, this.now));
  }
  approve() {
    return this.apply(approve(this.type, this.settled(), this.now));
  }
  reject() {
    return this.apply(reject(this.type, this.settled(), this.now));
  }
  get active() {
    return this.settled().active?.value ?? null;
  }
  get pending() {
    return this.settled().pending;
  }
}

describe('the limit rules, on a fake clock', () => {
  test('a first limit is ACTIVE at once', () => {
    const w = new World(1);
    expect(w.ask(50)).toMatchObject({ ok: true, event: 'set' });
    expect(w.active).toBe(50);
    expect(w.pending).toBeNull();
  });

  test('a decrease is ACTIVE at once and drops a pending increase', () => {
    const w = new World(10);
    w.ask(100);
    w.ask(200);
    expect(w.pending?.value).toBe(200);
    expect(w.ask(40)).toMatchObject({ ok: true, event: 'decreased' });
    expect(w.active).toBe(40);
    expect(w.pending).toBeNull();
  });

  test('an increase is PENDING from 24 h later; the old value holds until it is approved', () => {
    const w = new World(20);
    w.ask(100);
    expect(w.ask(300)).toMatchObject({ ok: true, event: 'requested' });
    expect(w.pending).toMatchObject({ value: 300, startedAt: T0 + 24 * HOUR_MS, endsAt: T0 + 48 * HOUR_MS });
    expect(w.active).toBe(100);
    w.advance(23);
    expect(w.approve()).toEqual({ ok: false, refusal: { code: 'limit.not_yet_approvable' } });
    expect(needsApproval(w.pending, w.now)).toBe(false);
    w.advance(1);
    expect(needsApproval(w.pending, w.now)).toBe(true);
    expect(w.active).toBe(100);
    expect(w.approve()).toMatchObject({ ok: true, event: 'approved' });
    expect(w.active).toBe(300);
  });

  test('a pending change not approved within 24 h after it starts lapses', () => {
    const w = new World(2);
    w.ask(100);
    w.ask(500);
    w.advance(48);
    expect(w.pending).toBeNull();
    expect(w.approve()).toEqual({ ok: false, refusal: { code: 'limit.no_pending' } });
    expect(w.active).toBe(100);
  });

  test('a removal waits like an increase; approved, the type has no limit', () => {
    const w = new World(21);
    w.ask(100);
    expect(w.ask(999999999)).toMatchObject({ ok: true, event: 'requested' });
    expect(w.active).toBe(100);
    w.advance(30);
    expect(w.approve()).toMatchObject({ ok: true, event: 'removed' });
    expect(w.active).toBeNull();
  });

  test('session limit -1 (not set) is a removal', () => {
    const w = new World(31);
    w.ask(4);
    w.ask(-1);
    expect(w.active).toBe(4);
    expect(w.pending?.value).toBe(-1);
  });

  test('the player may reject (cancel) a pending change at any time; without one, no_pending', () => {
    const w = new World(22);
    w.ask(100);
    w.ask(150);
    w.advance(2);
    expect(w.reject()).toMatchObject({ ok: true, event: 'rejected' });
    expect(w.pending).toBeNull();
    expect(w.active).toBe(100);
    expect(w.reject()).toEqual({ ok: false, refusal: { code: 'limit.no_pending' } });
  });

  test.each([30, 33])('exclusion %i starts at once, cannot be cancelled or shortened, may be lengthened, ends at endsAt', (type) => {
    const w = new World(type);
    expect(w.ask(7)).toMatchObject({ ok: true, event: 'excluded' });
    expect(w.active).toBe(7);
    const endsAt = T0 + 7 * DAY_MS;
    expect(w.reject()).toEqual({ ok: false, refusal: { code: 'limit.not_cancellable', endsAt } });
    expect(w.ask(1)).toEqual({ ok: false, refusal: { code: 'limit.not_cancellable', endsAt } });
    expect(w.ask(30)).toMatchObject({ ok: true, event: 'extended' });
    w.advance(30 * 24 - 1);
    expect(w.active).toBe(30);
    w.advance(1);
    expect(w.active).toBeNull();
  });

  test('values outside the option lists and unknown types are refused', () => {
    expect(checkValue(1, 50)).toBeNull();
    expect(checkValue(1, 0)).toEqual({ code: 'limit.bad_value' });
    expect(checkValue(20, 999999999)).toBeNull();
    expect(checkValue(30, 14)).toEqual({ code: 'limit.bad_value' });
    expect(checkValue(30, 3650)).toBeNull();
    expect(checkValue(31, 25)).toEqual({ code: 'limit.bad_value' });
    expect(checkValue(31, -1)).toBeNull();
    expect(checkValue(32, 20)).toEqual({ code: 'limit.bad_value' });
    expect(checkValue(33, 90)).toBeNull();
    expect(checkValue(33, 2)).toEqual({ code: 'limit.bad_value' });
    expect(checkValue(37, 1)).toEqual({ code: 'limit.bad_type' });
    expect(checkValue(4, 1)).toEqual({ code: 'limit.bad_type' });
  });

  test('the lowest remaining amount of one kind applies', () => {
    expect(lowestRemaining([10, 100])).toBe(10);
    expect(lowestRemaining([-5, 100])).toBe(0);
    expect(lowestRemaining([])).toBeNull();
  });
});

// The reference model: what the player may bet at any moment is the last value that took effect;
// a value takes effect at once when it is lower (or the first), else only by an approval made
// between 24 h and 48 h after it was asked.
interface Model {
  current: number | null;
  asked: { value: number; at: number } | null;
}
type Cmd = { kind: 'ask'; value: number } | { kind: 'approve' } | { kind: 'reject' } | { kind: 'wait'; hours: number };

const NO_LIMIT = 999999999;
function modelStep(m: Model, cmd: Cmd, now: number): { model: Model; ok: boolean } {
  const live = m.asked && now < m.asked.at + 48 * HOUR_MS ? m.asked : null;
  switch (cmd.kind) {
    case 'ask':
      if (m.current === null) return { model: { current: cmd.value === NO_LIMIT ? null : cmd.value, asked: null }, ok: true };
      if (cmd.value <= m.current) return { model: { current: cmd.value, asked: null }, ok: true };
      return { model: { current: m.current, asked: { value: cmd.value, at: now } }, ok: true };
    case 'approve':
      if (!live || now < live.at + 24 * HOUR_MS) return { model: { ...m, asked: live }, ok: false };
      return { model: { current: live.value === NO_LIMIT ? null : live.value, asked: null }, ok: true };
    case 'reject':
      return live ? { model: { current: m.current, asked: null }, ok: true } : { model: { ...m, asked: null }, ok: false };
    case 'wait':
      return { model: m, ok: true };
  }
}

describe('the limit state machine against a reference model (fast-check)', () => {
  const cmd = fc.oneof(
    fc.record({ kind: fc.constant('ask' as const), value: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constant(NO_LIMIT)) }),
    fc.constant({ kind: 'approve' as const }),
    fc.constant({ kind: 'reject' as const }),
    fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  );
  test('the effective value and every accepted or refused action agree', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 10, 11, 12, 20, 21, 22), fc.array(cmd, { maxLength: 40 }), (type, cmds) => {
        const w = new World(type);
        let m: Model = { current: null, asked: null };
        for (const c of cmds) {
          const expected = modelStep(m, c, w.now);
          m = expected.model;
          let ok = true;
          if (c.kind === 'ask') ok = w.ask(c.value).ok;
          else if (c.kind === 'approve') ok = w.approve().ok;
          else if (c.kind === 'reject') ok = w.reject().ok;
          else w.advance(c.hours);
          expect(ok).toBe(expected.ok);
          expect(w.active).toBe(m.current);
          const live = m.asked && w.now < m.asked.at + 48 * HOUR_MS ? m.asked : null;
          expect(w.pending?.value ?? null).toBe(live?.value ?? null);
        }
      }),
      { numRuns: 300 },
    );
  });
});
