import { MAX_COUPON_BETS, parseStoredCoupon, serializeCoupon } from './coupon-persistence';
import { MemoryStorage, bet, world } from './coupon-test-world';

const stored = (storage: MemoryStorage) => JSON.parse(storage.getItem('coupon')!) as Record<string, unknown>;

test('round trip: bets, addedAtByBetId, typeId and systemValue come back in a new page', () => {
  const storage = new MemoryStorage();
  const first = world({ storage }).coupon;
  ['a', 'b', 'c', 'd'].forEach((id) => first.addBet(bet(id, 2, { market: { id, coef: 2, gameId: 3 }, opponentNames: ['A', 'B'] })));
  first.setTypeId(4);
  first.setSystemValue(3);
  first.setAmount(100);
  first.applyOdds({ marketId: 'a', coef: 2.5 });
  expect(stored(storage)).toMatchObject({ v: 1, typeId: 4, systemValue: 3 });
  expect(stored(storage)).not.toHaveProperty('amount');

  const { coupon, warnings } = world({ storage });
  expect(warnings).toEqual([]);
  expect(coupon.bets).toEqual(first.bets);
  expect(coupon.bets[0]).toMatchObject({ market: { coef: 2.5 }, oldCoef: 2 });
  expect(coupon.addedAtByBetId).toEqual(first.addedAtByBetId);
  expect(coupon.typeId).toBe(4);
  expect(coupon.systemValue).toBe(3);
  // The restored index works: odds reach the restored bets.
  coupon.applyOdds({ marketId: 'd', coef: 3 });
  expect(coupon.bets[3]!.market.coef).toBe(3);
});

test('a price change waiting for the player is still waiting after a reload', () => {
  const storage = new MemoryStorage();
  const w = world({ storage });
  w.settings.setChangeCoefAction(0);
  w.coupon.addBet(bet('a', 2));
  w.coupon.applyOdds({ marketId: 'a', coef: 1.8 });
  const again = world({ storage });
  again.settings.setChangeCoefAction(0);
  expect(again.coupon.pendingCoefChangeIds).toEqual(['a']);
});

test('building the store writes nothing; every change is saved', () => {
  const storage = new MemoryStorage();
  storage.setItem('coupon', serializeCoupon({ bets: [bet('a', 2)], addedAtByBetId: { a: 1 }, typeId: 0, systemValue: 2 }));
  storage.writes = 0;
  const { coupon } = world({ storage });
  expect(storage.writes).toBe(0);
  coupon.setSystemValue(4);
  expect(storage.writes).toBe(1);
  coupon.removeBet('a');
  expect(stored(storage).bets).toEqual([]);
});

test('saves are throttled: a burst of odds updates is one write', () => {
  jest.useFakeTimers();
  try {
    const storage = new MemoryStorage();
    const { coupon } = world({ storage, coupon: { saveDelayMs: 300 } });
    coupon.addBet(bet('a', 2));
    for (let i = 0; i < 100; i++) coupon.applyOdds({ marketId: 'a', coef: 2 + (i % 10) / 100 });
    expect(storage.writes).toBe(0);
    jest.advanceTimersByTime(300);
    expect(storage.writes).toBe(1);
    expect((stored(storage).bets as { market: { coef: number } }[])[0]!.market.coef).toBe(coupon.bets[0]!.market.coef);
    // dispose writes what is still waiting.
    coupon.applyOdds({ marketId: 'a', coef: 3 });
    coupon.dispose();
    expect((stored(storage).bets as { market: { coef: number } }[])[0]!.market.coef).toBe(3);
  } finally {
    jest.useRealTimers();
  }
});

test('a storage that throws on setItem is logged and the coupon goes on', () => {
  const storage = new MemoryStorage();
  storage.failWrites = true;
  const { coupon, warnings } = world({ storage });
  expect(() => coupon.addBet(bet('a', 2))).not.toThrow();
  expect(coupon.bets).toHaveLength(1);
  expect(warnings).toEqual(['coupon: the coupon could not be saved']);
  expect(coupon.saveNow()).toBe(false);
});

test('a storage that throws on getItem is logged; no storage at all is quiet', () => {
  const storage = new MemoryStorage();
  storage.failReads = true;
  const broken = world({ storage });
  expect(broken.coupon.bets).toEqual([]);
  expect(broken.warnings).toEqual(['coupon: the saved coupon could not be read']);
  const none = world({ storage: null });
  none.coupon.addBet(bet('a', 2));
  expect(none.warnings).toEqual([]);
});

describe('corrupt storage is logged and ignored, never thrown', () => {
  function load(text: string) {
    const storage = new MemoryStorage();
    storage.data.set('coupon', text);
    return world({ storage });
  }

  test.each(['{', 'null', '"coupon"', '[1,2]', '{"v":2,"bets":[]}', '{"bets":[]}'])('%s', (text) => {
    const { coupon, warnings } = load(text);
    expect(coupon.bets).toEqual([]);
    expect(coupon.typeId).toBe(0);
    expect(coupon.systemValue).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  test('wrong types: each bad field falls back, each bad bet is dropped, the good ones stay', () => {
    const good = { market: { id: 'ok', coef: 1.9 }, statusId: -2 };
    const { coupon, warnings } = load(
      JSON.stringify({
        v: 1,
        typeId: 3,
        systemValue: 1,
        addedAtByBetId: { ok: 'yesterday', x: 5 },
        bets: [
          good,
          { statusId: -2 },
          { market: null },
          { market: { id: 'm', coef: '2' } },
          { market: { id: '', coef: 2 } },
          { market: { id: 'n', coef: 2 }, isBlocked: 'no' },
          { market: { id: 'ok', coef: 2 } },
          'bet',
          null,
        ],
      }),
    );
    expect(coupon.bets).toEqual([good]);
    expect(coupon.typeId).toBe(0);
    expect(coupon.systemValue).toBe(2);
    expect(coupon.addedAtByBetId).toEqual({ ok: expect.any(Number) });
    expect(warnings).toHaveLength(1);
    const text = warnings[0]!;
    expect(text).toMatch(/typeId 3/);
    expect(text).toMatch(/systemValue 1/);
    expect(text).toMatch(/bet 1 dropped: market must be an object/);
    expect(text).toMatch(/bet 3 dropped: market.coef/);
    expect(text).toMatch(/bet 5 dropped: isBlocked/);
    expect(text).toMatch(/bet 6 dropped: market ok is there twice/);
  });

  test('bets that are not an array, addedAtByBetId that is not an object', () => {
    const { coupon, warnings } = load(JSON.stringify({ v: 1, typeId: 1, systemValue: 2, bets: { a: 1 }, addedAtByBetId: [] }));
    expect(coupon.bets).toEqual([]);
    expect(coupon.typeId).toBe(1);
    expect(warnings[0]).toMatch(/bets is not an array/);
    expect(warnings[0]).toMatch(/addedAtByBetId is not an object/);
  });

  test(`a huge array is cut to ${MAX_COUPON_BETS} bets`, () => {
    const bets = Array.from({ length: 100_000 }, (_, i) => ({ market: { id: `m${i}`, coef: 2 } }));
    const { coupon, warnings } = load(JSON.stringify({ v: 1, typeId: 1, systemValue: 2, bets, addedAtByBetId: {} }));
    expect(coupon.bets).toHaveLength(MAX_COUPON_BETS);
    expect(warnings[0]).toMatch(/100000 bets, keeping the first 100/);
    expect(coupon.addBet(bet('more', 2)).ok).toBe(false);
  });

  test('stored fields outside the bet shape are not restored', () => {
    const raw = { v: 1, typeId: 0, systemValue: 2, bets: [{ market: { id: 'a', coef: 2, html: '<b>' }, onClick: 'x', acceptedCoef: 'high' }] };
    expect(parseStoredCoupon(raw, () => {}, 0).bets).toEqual([{ market: { id: 'a', coef: 2 } }]);
  });
});

describe('leaving the page and other tabs', () => {
  const fakePage = () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return { window: new EventTarget(), document: doc };
  };
  const storageEvent = (key: string | null, newValue: string | null, storageArea: Storage | null = null) =>
    Object.assign(new Event('storage'), { key, newValue, storageArea });

  test.each([
    ['pagehide', (page: ReturnType<typeof fakePage>) => page.window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      (page: ReturnType<typeof fakePage>) => {
        page.document.visibilityState = 'hidden';
        page.document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('a bet added within the save delay is written at once on %s', (_, leave) => {
    jest.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const page = fakePage();
      const { coupon } = world({ storage, coupon: { saveDelayMs: 300, page } });
      coupon.addBet(bet('a', 2));
      expect(storage.getItem('coupon')).toBeNull();
      leave(page);
      expect(stored(storage).bets).toEqual([expect.objectContaining({ market: expect.objectContaining({ id: 'a' }) })]);
      // The page that comes back has the bet.
      expect(world({ storage }).coupon.bets.map((b) => b.market.id)).toEqual(['a']);
      // The waiting save then finds nothing new to write.
      const writes = storage.writes;
      jest.advanceTimersByTime(300);
      expect(storage.writes).toBe(writes);
    } finally {
      jest.useRealTimers();
    }
  });

  test('visibilitychange to visible writes nothing; after dispose the page is no longer heard', () => {
    jest.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const page = fakePage();
      const { coupon } = world({ storage, coupon: { saveDelayMs: 300, page } });
      coupon.addBet(bet('a', 2));
      page.document.dispatchEvent(new Event('visibilitychange'));
      expect(storage.writes).toBe(0);
      coupon.dispose();
      const writes = storage.writes;
      page.window.dispatchEvent(storageEvent('coupon', serializeCoupon({ bets: [], addedAtByBetId: {}, typeId: 0, systemValue: 2 })));
      expect(coupon.bets).toHaveLength(1);
      expect(storage.writes).toBe(writes);
    } finally {
      jest.useRealTimers();
    }
  });

  test("another tab's coupon comes in through the storage event, checked on the way in", () => {
    const storage = new MemoryStorage();
    const page = fakePage();
    const { coupon, warnings } = world({ storage, coupon: { page } });
    coupon.addBet(bet('a', 2));
    const other = serializeCoupon({ bets: [bet('a', 2), bet('b', 3)], addedAtByBetId: { a: 1, b: 2 }, typeId: 1, systemValue: 2 });
    const writes = storage.writes;
    page.window.dispatchEvent(storageEvent('coupon', other));
    expect(coupon.bets.map((b) => b.market.id)).toEqual(['a', 'b']);
    expect(coupon.typeId).toBe(1);
    expect(coupon.hasBet('b')).toBe(true);
    // Taking the other tab's save does not write it back.
    expect(storage.writes).toBe(writes);
    // Another key is not the coupon.
    page.window.dispatchEvent(storageEvent('other', '{}'));
    expect(coupon.betCount).toBe(2);
    // A bad bet is dropped and reported; the good ones come in.
    const tampered = JSON.parse(other) as { bets: unknown[] };
    tampered.bets.push({ market: { id: 'c', coef: -1 } });
    page.window.dispatchEvent(storageEvent('coupon', JSON.stringify({ ...tampered, bets: [tampered.bets[0], tampered.bets[2]] })));
    expect(coupon.bets.map((b) => b.market.id)).toEqual(['a']);
    expect(warnings.some((w) => w.includes("another tab's coupon"))).toBe(true);
    // Unreadable text is ignored with a warning; the coupon stays.
    page.window.dispatchEvent(storageEvent('coupon', '{not json'));
    expect(coupon.bets.map((b) => b.market.id)).toEqual(['a']);
    // The other tab cleared it.
    page.window.dispatchEvent(storageEvent('coupon', null));
    expect(coupon.betCount).toBe(0);
  });
});
