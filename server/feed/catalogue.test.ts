import { marketTypeInfo, T } from './market-types';
import { overround } from './odds-math';
import { createSimulatorFeed } from './simulator';
import type { Catalogue } from './types';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60_000;

describe('simulator catalogue', () => {
  let cat: Catalogue;
  beforeAll(() => {
    cat = createSimulatorFeed({ seed: 1, now: NOW }).snapshot();
  });

  it('is a full line: >= 10 sports, >= 300 games, >= 20,000 markets', () => {
    expect(cat.sports.length).toBeGreaterThanOrEqual(10);
    expect(cat.games.length).toBeGreaterThanOrEqual(300);
    expect(cat.markets.length).toBeGreaterThanOrEqual(20_000);
    for (const sport of cat.sports) {
      expect(cat.champs.some((c) => c.sportId === sport.id)).toBe(true);
      expect(cat.games.some((g) => g.sportId === sport.id)).toBe(true);
    }
  });

  it('names everything in English and Russian', () => {
    const named = [...cat.sports, ...cat.champs, ...cat.markets].map((x) => x.name);
    named.push(...cat.games.flatMap((g) => g.opponents));
    expect(named.filter((n) => !n.en || !n.ru)).toEqual([]);
    expect(cat.sports.find((s) => s.nameEng === 'Football')?.name.ru).toBe('Футбол');
    for (const s of cat.sports) expect(s.nameEng).toBe(s.name.en);
  });

  it('labels itself as demo data', () => {
    expect(cat.demo).toBe(true);
    expect(cat.source).toBe('simulator');
    for (const c of cat.champs) {
      expect(c.demo).toBe(true);
      expect(c.name.en).toMatch(/\(demo\)$/);
      expect(c.name.ru).toMatch(/\(демо\)$/);
    }
  });

  it('uses unique positive integer ids and consistent references', () => {
    for (const list of [cat.sports, cat.champs, cat.games, cat.markets]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => !(Number.isInteger(id) && id > 0))).toEqual([]);
    }
    const champs = new Map(cat.champs.map((c) => [c.id, c]));
    const games = new Map(cat.games.map((g) => [g.id, g]));
    expect(cat.games.filter((g) => champs.get(g.champId)?.sportId !== g.sportId)).toEqual([]);
    const orphans = cat.markets.filter((m) => {
      const g = games.get(m.gameId);
      return g?.sportId !== m.sportId || g.champId !== m.champId;
    });
    expect(orphans).toEqual([]);
  });

  it('prices every market at >= 1.01 with at most 3 decimals', () => {
    const bad = cat.markets.filter(
      (m) => !(m.coef >= 1.01) || Math.abs(m.coef * 1000 - Math.round(m.coef * 1000)) > 1e-6,
    );
    expect(bad).toEqual([]);
  });

  it('gives each market its type kind, with special kinds and express bans present', () => {
    expect(cat.markets.filter((m) => m.kind !== marketTypeInfo(m.typeId).kind)).toEqual([]);
    expect(cat.markets.some((m) => m.kind === 'special')).toBe(true);
    expect(cat.markets.some((m) => m.isBannedExpress)).toBe(true);
    expect(cat.markets.filter((m) => m.isBannedExpress).every((m) => m.kind === 'special')).toBe(true);
  });

  it('keeps 1X2 overrounds like a real book (3%..12%) on every open group', () => {
    const groups = new Map<number, number[]>();
    for (const m of cat.markets) {
      if (m.group !== '1x2' || m.isBlocked) continue;
      groups.set(m.gameId, [...(groups.get(m.gameId) ?? []), m.coef]);
    }
    const complete = [...groups.values()].filter((c) => c.length === 3);
    expect(complete.length).toBeGreaterThan(200);
    for (const coefs of complete) {
      const o = overround(coefs);
      expect(o).toBeGreaterThanOrEqual(0.03);
      expect(o).toBeLessThanOrEqual(0.12);
    }
  });

  it('keeps every open pre-match group of selections covering all outcomes within 3%..12%', () => {
    const scheduled = new Set(cat.games.filter((g) => g.status === 'scheduled').map((g) => g.id));
    const groups = new Map<string, number[]>();
    for (const m of cat.markets) {
      if (!scheduled.has(m.gameId) || marketTypeInfo(m.typeId).pricing !== 'group' || m.group === 'correct-score')
        continue;
      const key = `${m.gameId}/${m.group}`;
      groups.set(key, [...(groups.get(key) ?? []), m.coef]);
    }
    const overrounds = [...groups.values()].map(overround);
    const sane = overrounds.filter((o) => o >= 0.03 && o <= 0.12);
    // Heavy favourites clamp at 1.01 and lose a little margin; almost all groups stay in range.
    expect(sane.length / overrounds.length).toBeGreaterThan(0.97);
  });

  it('starts about 12% of games live and the rest over the next days', () => {
    const live = cat.games.filter((g) => g.status === 'live');
    expect(live.length / cat.games.length).toBeGreaterThanOrEqual(0.1);
    expect(live.length / cat.games.length).toBeLessThanOrEqual(0.15);
    for (const g of live) {
      expect(g.isLive).toBe(true);
      expect(g.startTime).toBeLessThanOrEqual(NOW);
      expect(g.period).toBeGreaterThanOrEqual(1);
    }
    const upcoming = cat.games.filter((g) => g.status === 'scheduled');
    expect(upcoming.length + live.length).toBe(cat.games.length);
    for (const g of upcoming) {
      expect(g.isLive).toBe(false);
      expect(g.startTime).toBeGreaterThan(NOW);
      expect(g.startTime).toBeLessThanOrEqual(NOW + 3 * DAY + 10 * 60_000);
      expect(g.score).toEqual([0, 0]);
      expect(g.period).toBe(0);
    }
    expect(upcoming.some((g) => g.startTime < NOW + 60 * 60_000)).toBe(true);
  });

  it('moves start times with now, so demo data is always fresh', () => {
    const later = createSimulatorFeed({
      seed: 1,
      now: NOW + 30 * DAY,
    }).snapshot();
    expect(later.games.map((g) => g.startTime - 30 * DAY)).toEqual(cat.games.map((g) => g.startTime));
    expect(later.markets.length).toBe(cat.markets.length);
  });

  it('offers the sport-specific markets (1X2, double chance, totals, handicaps, both score, correct score)', () => {
    const football = cat.games.find((g) => g.sportId === 1 && g.status === 'scheduled');
    const types = new Set(cat.markets.filter((m) => m.gameId === football?.id).map((m) => m.typeId));
    for (const t of [
      T.home,
      T.draw,
      T.away,
      T.homeOrDraw,
      T.totalOver,
      T.handicapHome,
      T.homeTotalOver,
      T.bothScoreYes,
      T.correctScore,
      T.correctScoreOther,
    ]) {
      expect(types.has(t)).toBe(true);
    }
    const tennis = cat.games.find((g) => g.sportId === 4);
    const tennisTypes = new Set(cat.markets.filter((m) => m.gameId === tennis?.id).map((m) => m.typeId));
    expect(tennisTypes.has(T.draw)).toBe(false);
    expect(tennisTypes.has(T.winnerHome)).toBe(true);
  });

  it('returns copies: mutating a snapshot changes nothing', () => {
    const feed = createSimulatorFeed({ seed: 3, now: NOW, scale: 0.1 });
    const a = feed.snapshot();
    const coef = a.markets[0]?.coef;
    (a.markets[0] as { coef: number }).coef = 99;
    (a.games[0] as { score: [number, number] }).score[0] = 42;
    const b = feed.snapshot();
    expect(b.markets[0]?.coef).toBe(coef);
    expect(b.games[0]?.score[0]).not.toBe(42);
  });
});
