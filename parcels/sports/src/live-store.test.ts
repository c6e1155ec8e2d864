import { runInAction } from 'mobx';
import { OddsChanged } from '@site/bus';
import { liveGame, world } from './test-world';

test('only prices of markets in the coupon go to the bus, one OddsChanged per market per batch', () => {
  const { root, live } = world();
  runInAction(() => live.upsertGame(liveGame(10)));
  root.coupon.addBet({ market: { id: '1001', coef: 2.5 } });
  root.coupon.addBet({ market: { id: '9999', coef: 1.5 } }); // not on this page
  const seen: unknown[] = [];
  root.bus.subscribe(OddsChanged, (e) => seen.push(e.payload));
  live.applyBatch(
    [
      { type: 'odds', marketId: 1001, gameId: 10, coef: 2.6 },
      { type: 'odds', marketId: 1002, gameId: 10, coef: 3.3 },
      { type: 'market-block', marketId: 1001, gameId: 10, isBlocked: true },
      { type: 'odds', marketId: 9999, gameId: 99, coef: 1.6 },
    ],
    0,
  );
  expect(seen).toEqual([
    { marketId: '1001', coef: 2.6, isBlocked: true },
    { marketId: '9999', coef: 1.6 },
  ]);
  expect(root.coupon.bets.map((b) => [b.market.id, b.market.coef, b.isBlocked ?? false])).toEqual([
    ['1001', 2.6, true],
    ['9999', 1.6, false],
  ]);
});

test('scores, status and game end move the game; unknown games and markets are ignored', () => {
  const { live } = world();
  runInAction(() => live.upsertGame(liveGame(10)));
  live.applyBatch(
    [
      { type: 'score', gameId: 10, score: [1, 0], period: 2 },
      { type: 'game-status', gameId: 10, status: 'live', isLive: true, period: 2 },
      { type: 'odds', marketId: 555, gameId: 77, coef: 2 },
    ],
    0,
  );
  const g = live.game(10)!;
  expect([g.score, g.period, g.ended]).toEqual([[1, 0], 2, false]);
  live.applyBatch([{ type: 'game-end', gameId: 10, score: [2, 0] }], 0);
  expect([g.score, g.status, g.ended]).toEqual([[2, 0], 'ended', true]);
  expect(live.market(555)).toBeUndefined();
});

test('a fresh fetch overwrites prices without a flash; games no longer shown are forgotten', () => {
  const { live } = world();
  runInAction(() => live.upsertGame(liveGame(10)));
  runInAction(() => live.upsertGame(liveGame(11)));
  const g = liveGame(10);
  g.markets[0]!.coef = 4;
  runInAction(() => live.upsertGame(g));
  expect(live.market(1001)!.coef).toBe(4);
  expect(live.market(1001)!.dir).toBeNull();
  runInAction(() => live.retainGames(new Set([11])));
  expect(live.game(10)).toBeUndefined();
  expect(live.market(1001)).toBeUndefined();
  expect(live.market(1101)).toBeDefined();
});

test('the stream also follows the games of the coupon', () => {
  const { root, live } = world();
  root.coupon.addBet({ market: { id: '1', coef: 2, gameId: 42 } });
  root.coupon.addBet({ market: { id: '2', coef: 2, gameId: 42 } });
  root.coupon.addBet({ market: { id: '3', coef: 2 } });
  expect(live.couponGameIds()).toEqual([42]);
});
