import { coalesceKey, parseLiveEvent } from './live-events';

test('stream events are checked: good ones typed, anything else dropped', () => {
  expect(parseLiveEvent('odds', '{"type":"odds","at":1,"marketId":5,"gameId":2,"coef":1.85}')).toEqual({
    type: 'odds',
    at: 1,
    marketId: 5,
    gameId: 2,
    coef: 1.85,
  });
  expect(parseLiveEvent('game-end', '{"gameId":2,"score":[1,2],"results":[]}')).toEqual({ type: 'game-end', gameId: 2, score: [1, 2] });
  for (const [type, data] of [
    ['odds', '{"marketId":5,"gameId":2,"coef":1}'],
    ['odds', '{"marketId":-5,"gameId":2,"coef":2}'],
    ['market-block', '{"marketId":5,"gameId":2,"isBlocked":"yes"}'],
    ['score', '{"gameId":2,"score":[1],"period":1}'],
    ['unknown', '{"gameId":2}'],
    ['odds', 'null'],
    ['odds', '{'],
  ] as const)
    expect(parseLiveEvent(type, data)).toBeNull();
});

test('queue keys: one per market and kind, one per game and kind', () => {
  expect(coalesceKey({ type: 'odds', marketId: 5, gameId: 2, coef: 2 })).not.toBe(
    coalesceKey({ type: 'market-block', marketId: 5, gameId: 2, isBlocked: true }),
  );
  expect(coalesceKey({ type: 'score', gameId: 2, score: [0, 0], period: 1 })).not.toBe(
    coalesceKey({ type: 'game-end', gameId: 2, score: [0, 0] }),
  );
});
