import { screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ChampView } from '@site/api';
import { liveGame, world } from '../test-world';
import { ChampList } from './champ-list';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const HOUR = 3_600_000;

function champ(games: { id: number; start: number; live?: boolean; marketsCount: number }[]): ChampView {
  return {
    id: 5,
    sportId: 1,
    name: 'Demo League',
    demo: true,
    games: games.map(({ id, start, live = false, marketsCount }) => {
      const g = liveGame(id, { startTime: start, isLive: live, status: live ? 'live' : 'prematch', period: live ? 2 : 0, score: [1, 0] });
      return { ...g, marketsCount, markets: g.markets.map(({ id, typeId, name, coef, isBlocked }) => ({ id, typeId, name, coef, isBlocked })) };
    }),
  };
}

function show(c: ChampView, section: 'line' | 'live') {
  const w = world(undefined, () => NOW);
  runInAction(() => c.games.forEach((g) => w.live.upsertGame(g)));
  w.root.settings.setTimeZone('UTC');
  w.root.settings.setIs12h(false);
  w.renderIn(<ChampList champs={[c]} section={section} />);
  return w;
}

test('the line groups games under today, tomorrow and the date, each on one line with its time and a "+N" link to the rest', () => {
  show(
    champ([
      { id: 1, start: NOW + 2 * HOUR, marketsCount: 40 },
      { id: 2, start: NOW + 24 * HOUR, marketsCount: 3 },
      { id: 3, start: NOW + 72 * HOUR, marketsCount: 12 },
    ]),
    'line',
  );
  const days = screen.getAllByTestId('game-day');
  expect(days.map((d) => [d.getAttribute('data-day'), d.querySelector('h3')?.textContent])).toEqual([
    ['today', 'Today'],
    ['tomorrow', 'Tomorrow'],
    ['date', '11/28/26'],
  ]);
  const rows = screen.getAllByTestId('game');
  expect(rows[0]!.querySelector('.game-row__time')?.textContent).toBe('14:00');
  const more = screen.getAllByTestId('more-markets');
  // every market beyond the three shown; a game with none left has no link
  expect(more.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['+37', '/en/line/1/5/1'],
    ['+9', '/en/line/1/5/3'],
  ]);
});

test('live rows show the score and the match clock from kick-off', () => {
  show(champ([{ id: 1, start: NOW - 37 * 60_000 - 5_000, live: true, marketsCount: 3 }]), 'live');
  expect(screen.queryByTestId('game-day')).toBeNull();
  expect(screen.getByTestId('game-score').textContent).toBe('1:0');
  expect(screen.getByTestId('match-clock').textContent).toBe("2nd period38'");
});
