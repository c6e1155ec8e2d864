import { act } from '@testing-library/react';
import { runInAction } from 'mobx';
import { liveGame, world } from '../test-world';
import { GameScore } from './game-header';

test('an upcoming game starts at the player’s time, in his zone and clock; an ended one says so in his language', () => {
  const w = world();
  const start = Date.UTC(2024, 4, 1, 18, 5);
  const game = runInAction(() => w.live.upsertGame(liveGame(10, { isLive: false, status: 'prematch', startTime: start })));
  act(() => {
    w.root.settings.setTimeZone('Asia/Tokyo');
    w.root.settings.setIs12h(false);
  });
  const view = w.renderIn(<GameScore game={game} />);
  expect(view.container.querySelector('time')?.textContent).toBe('05/02, 03:05');
  act(() => w.root.settings.setIs12h(true));
  expect(view.container.querySelector('time')?.textContent?.replace(/\s/g, ' ')).toBe('05/02, 03:05 AM');
  act(() => {
    w.root.settings.setLanguage('ru');
    w.live.applyBatch([{ type: 'game-end', gameId: 10, score: [2, 1] }], 0);
  });
  expect(view.container.textContent).toBe('2:1 · Завершён');
});
