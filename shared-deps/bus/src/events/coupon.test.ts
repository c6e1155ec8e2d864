import { EventBus } from '../event-bus';
import { AddBetToCoupon, COUPON_EVENTS, MAX_TEXT, OddsChanged, RemoveBetFromCoupon, UpdateCouponBet, parseCouponBet } from './coupon';

test('every coupon event has its own type and a parse', () => {
  const types = COUPON_EVENTS.map((c) => c.type);
  expect(new Set(types).size).toBe(4);
  for (const c of COUPON_EVENTS) expect(typeof c.parse).toBe('function');
});

describe('AddBetToCoupon.parse', () => {
  test('keeps the known fields of a good bet and drops the rest', () => {
    const bet = {
      market: { id: 'm1', coef: 1.95, kind: 'special', isLive: true, gameId: 5, names: ['A', 'B'], script: '<x>' },
      blockId: 2,
      isBanker: true,
      opponentNames: ['A', 'B'],
      startTime: 1.7e12,
      __proto__hack: 1,
    };
    expect(AddBetToCoupon.parse({ bet })).toEqual({
      bet: { market: { id: 'm1', coef: 1.95, kind: 'special', isLive: true, gameId: 5, names: ['A', 'B'] }, blockId: 2, isBanker: true, opponentNames: ['A', 'B'], startTime: 1.7e12 },
    });
  });

  test.each([
    ['no payload', undefined],
    ['payload not an object', 'bet'],
    ['a bet without market', { bet: { blockId: 1 } }],
    ['market an array', { bet: { market: [] } }],
    ['empty market id', { bet: { market: { id: '', coef: 2 } } }],
    ['numeric market id', { bet: { market: { id: 7, coef: 2 } } }],
    ['too long id', { bet: { market: { id: 'x'.repeat(MAX_TEXT + 1), coef: 2 } } }],
    ['coef 1', { bet: { market: { id: 'a', coef: 1 } } }],
    ['coef 1.0004 (1.000 when quoted)', { bet: { market: { id: 'a', coef: 1.0004 } } }],
    ['coef as text', { bet: { market: { id: 'a', coef: '2' } } }],
    ['coef Infinity', { bet: { market: { id: 'a', coef: Infinity } } }],
    ['coef above a million', { bet: { market: { id: 'a', coef: 2e6 } } }],
    ['unknown kind', { bet: { market: { id: 'a', coef: 2, kind: 'boosted' } } }],
    ['isBlocked not boolean', { bet: { market: { id: 'a', coef: 2 }, isBlocked: 1 } }],
    ['blockId not whole', { bet: { market: { id: 'a', coef: 2 }, blockId: 1.5 } }],
    ['names too many', { bet: { market: { id: 'a', coef: 2, names: Array(11).fill('n') } } }],
  ])('refuses %s', (_, payload) => {
    expect(() => AddBetToCoupon.parse(payload)).toThrow();
  });
});

test('RemoveBetFromCoupon.parse needs a market id', () => {
  expect(RemoveBetFromCoupon.parse({ marketId: 'm1', x: 1 })).toEqual({ marketId: 'm1' });
  expect(() => RemoveBetFromCoupon.parse({ marketId: 1 })).toThrow(/marketId/);
  expect(() => RemoveBetFromCoupon.parse(null)).toThrow(/payload/);
});

test('UpdateCouponBet.parse takes partial changes, never a new market id', () => {
  expect(UpdateCouponBet.parse({ marketId: 'm1', changes: { isBlocked: true, market: { coef: 2.2, id: 'other' } } })).toEqual({
    marketId: 'm1',
    changes: { isBlocked: true, market: { coef: 2.2 } },
  });
  expect(() => UpdateCouponBet.parse({ marketId: 'm1' })).toThrow(/changes/);
  expect(() => UpdateCouponBet.parse({ marketId: 'm1', changes: { market: { coef: 0.5 } } })).toThrow(/coef/);
  expect(() => UpdateCouponBet.parse({ marketId: 'm1', changes: { scores: 5 } })).toThrow(/scores/);
});

test('OddsChanged.parse: marketId, a coefficient and an optional isBlocked', () => {
  expect(OddsChanged.parse({ marketId: 'm1', coef: 2.1 })).toEqual({ marketId: 'm1', coef: 2.1 });
  expect(OddsChanged.parse({ marketId: 'm1', coef: 2.1, isBlocked: false })).toEqual({ marketId: 'm1', coef: 2.1, isBlocked: false });
  expect(() => OddsChanged.parse({ marketId: 'm1', coef: NaN })).toThrow(/coef/);
  expect(() => OddsChanged.parse({ marketId: 'm1' })).toThrow(/coef/);
  expect(() => OddsChanged.parse({ marketId: 'm1', coef: 2, isBlocked: 'yes' })).toThrow(/isBlocked/);
  expect(() => OddsChanged.parse({ coef: 2 })).toThrow(/marketId/);
});

test('publishExternal delivers good coupon events and refuses bad ones with the reason', () => {
  const bus = new EventBus({ error: () => {} });
  const seen: unknown[] = [];
  bus.subscribe(OddsChanged, (e) => seen.push(e.payload));
  expect(bus.publishExternal('coupon/odds-changed', { marketId: 'a', coef: 3 }, COUPON_EVENTS)).toEqual({ ok: true });
  const bad = bus.publishExternal('coupon/odds-changed', { marketId: 'a', coef: -3 }, COUPON_EVENTS);
  expect(bad).toEqual({ ok: false, error: expect.stringMatching(/^invalid payload for "coupon\/odds-changed": coef/) });
  expect(seen).toEqual([{ marketId: 'a', coef: 3 }]);
});

test('parseCouponBet copies arrays, so a publisher cannot change the coupon afterwards', () => {
  const names = ['A'];
  const bet = parseCouponBet({ market: { id: 'a', coef: 2, names } });
  names.push('B');
  expect(bet.market.names).toEqual(['A']);
});
