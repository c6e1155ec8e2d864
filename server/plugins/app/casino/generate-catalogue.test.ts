import { CASINO_CATEGORIES, CASINO_ENGINES, CASINO_SECTIONS } from '@site/api/contracts';
import { gameRoute, generateCatalogue } from './generate-catalogue';

test('the same seed makes the same catalogue; another seed another', () => {
  expect(generateCatalogue(5)).toEqual(generateCatalogue(5));
  expect(generateCatalogue(5).games.map((g) => g.name)).not.toEqual(generateCatalogue(6).games.map((g) => g.name));
});

test('at least 1,500 games of at least 25 providers over every section, each with an engine, a theme and its parameters', () => {
  const { providers, games } = generateCatalogue();
  expect(games.length).toBeGreaterThanOrEqual(1500);
  expect(providers.length).toBeGreaterThanOrEqual(25);
  expect(new Set(games.map((g) => g.providerId))).toEqual(new Set(providers.map((p) => p.id)));
  expect(new Set(games.map((g) => g.section))).toEqual(new Set(CASINO_SECTIONS));
  expect(new Set(games.map((g) => g.engine))).toEqual(new Set(CASINO_ENGINES));
  expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
  for (const g of games) {
    expect(g.minStake).toBeLessThan(g.maxStake);
    expect(g.categories.every((c) => (CASINO_CATEGORIES as readonly string[]).includes(c))).toBe(true);
    expect(Object.keys(g.params).length).toBeGreaterThan(0);
    expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
});

test("a game's route is its game page under slots, casino or keno", () => {
  const base = { id: 7, slug: 'lucky-crash' };
  expect(gameRoute({ ...base, section: 'slots', engine: 'slot' })).toBe('/slots/game/7/lucky-crash');
  expect(gameRoute({ ...base, section: 'crash-games', engine: 'crash' })).toBe('/casino/game/7/lucky-crash');
  expect(gameRoute({ ...base, section: 'bingo', engine: 'keno' })).toBe('/keno/game/7/lucky-crash');
  expect(gameRoute({ ...base, section: 'fishinghunting', engine: 'slot' })).toBe('/slots/game/7/lucky-crash');
});
