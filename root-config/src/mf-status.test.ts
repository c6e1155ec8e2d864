import { allowedTransitions, canTransition, createEntry, MfStatus, MfTransitionError, toError, toLoading, toNotExist, toReady } from './mf-status';

const all = [MfStatus.NotExist, MfStatus.Error, MfStatus.Loading, MfStatus.Ready];
const steps = {
  [MfStatus.Loading]: toLoading,
  [MfStatus.Ready]: toReady,
  [MfStatus.Error]: (e: ReturnType<typeof createEntry>) => toError(e, new Error('boom')),
  [MfStatus.NotExist]: toNotExist,
};
// spec 1 §4, written out once more so a change to the table has to change this test too
const spec: Array<[MfStatus, MfStatus]> = [
  [MfStatus.NotExist, MfStatus.Loading],
  [MfStatus.NotExist, MfStatus.Ready],
  [MfStatus.Error, MfStatus.Loading],
  [MfStatus.Error, MfStatus.NotExist],
  [MfStatus.Loading, MfStatus.Error],
  [MfStatus.Loading, MfStatus.Ready],
  [MfStatus.Loading, MfStatus.NotExist],
  [MfStatus.Ready, MfStatus.NotExist],
];

test('the numeric statuses are the spec ones', () => {
  expect([MfStatus.NotExist, MfStatus.Error, MfStatus.Loading, MfStatus.Ready]).toEqual([-2, -1, 1, 2]);
});

test('the table allows exactly the transitions of spec 1 §4', () => {
  const allowed = all.flatMap((from) => allowedTransitions[from].map((to) => [from, to]));
  expect(allowed.sort()).toEqual([...spec].sort());
});

describe.each(all.flatMap((from) => all.map((to) => [from, to] as const)))('from %p to %p', (from, to) => {
  const ok = spec.some(([f, t]) => f === from && t === to);
  test(ok ? 'is allowed' : 'is refused with the unit and both statuses named', () => {
    const entry = { ...createEntry('@site/app-x'), status: from };
    expect(canTransition(from, to)).toBe(ok);
    if (ok) {
      expect(steps[to](entry).status).toBe(to);
    } else {
      expect(() => steps[to](entry)).toThrow(MfTransitionError);
      expect(() => steps[to]({ ...entry })).toThrow(/"@site\/app-x" cannot go from [A-Z_]+ to [A-Z_]+/);
      expect(entry.status).toBe(from);
    }
  });
});

test('error keeps the cause; ready and not exist clear it', () => {
  const entry = toLoading(createEntry('u'));
  const boom = new Error('boom');
  expect(toError(entry, boom).error).toBe(boom);
  expect(toLoading(entry).error).toBe(boom);
  expect(toReady(entry).error).toBeNull();
  toNotExist(entry);
  expect(entry.error).toBeNull();
});
