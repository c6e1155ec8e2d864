import { BONUS_GAME_COST } from '@site/api/contracts';
import { bonusGameRoutes } from '@site/routes';
import { drawOutcome, gameTable } from './games';

test('every bonus game route of the route table has a cost and a prize table', () => {
  for (const route of bonusGameRoutes) {
    const table = gameTable(route);
    expect(table?.cost).toBe(BONUS_GAME_COST[route]);
    expect(table?.prizes.length).toBe(table?.weights.length);
  }
  expect(gameTable('toString')).toBeNull();
  expect(gameTable('roulette')).toBeNull();
});

test('a draw lands on the prize its number falls in, by weight', () => {
  const table = gameTable('fortuna')!;
  const at = (n: number) => drawOutcome(table, { below: () => n });
  expect([at(0), at(39), at(40), at(69), at(70), at(85), at(95), at(99)]).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
});
