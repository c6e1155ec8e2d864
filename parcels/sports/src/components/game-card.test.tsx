import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { liveGame, market, world } from '../test-world';
import { GameCard } from './game-card';

function footballGame(isLive: boolean) {
  return liveGame(10, {
    isLive,
    status: isLive ? 'live' : 'prematch',
    score: [0, 0],
    markets: [
      market(1, 1, '1', 2.5),
      market(2, 2, 'X', 3.2),
      market(3, 3, '2', 2.9),
      market(4, 11, 'Total over 0.5', 1.1, false, { kind: 'total', group: 'total:0.5', line: 0.5 }),
      market(5, 12, 'Total under 0.5', 7, false, { kind: 'total', group: 'total:0.5', line: 0.5 }),
      market(6, 11, 'Total over 2.5', 1.9, false, { kind: 'total', group: 'total:2.5', line: 2.5 }),
      market(7, 13, 'Handicap 1 (-1.5)', 3.1, false, { kind: 'handicap', group: 'handicap:-1.5', line: -1.5 }),
      market(8, 21, 'Correct score 0:0', 9, false, { kind: 'special', group: 'correct-score' }),
      market(9, 21, 'Correct score 1:0', 7, false, { kind: 'special', group: 'correct-score' }),
    ],
  });
}

function show(isLive = false) {
  const w = world();
  const g = footballGame(isLive);
  runInAction(() => w.live.upsertGame(g));
  w.renderIn(<GameCard game={g} pageType="game" />);
  return w;
}

const headings = () => screen.getAllByTestId('market-group').map((s) => within(s).getByTestId('market-group-toggle').textContent);
const names = (section: string) =>
  [...document.querySelectorAll(`[data-section="${section}"] [data-testid="odd"]`)].map((b) => b.querySelector('.odd__name')?.textContent);

test('markets under their headings in the book order, full names with their lines', () => {
  show();
  expect(headings()).toEqual(['Result3', 'Totals3', 'Handicaps1', 'Correct score2']);
  expect(names('totals')).toEqual(['Total over 0.5', 'Total under 0.5', 'Total over 2.5']);
  expect(names('handicaps')).toEqual(['Handicap 1 (-1.5)']);
  // the game page's buttons take their cell's width: the name is never cut
  expect(document.querySelector('[data-section="totals"] [data-testid="odd"]')!.className).toContain('odd--wide');
});

test('a heading folds and unfolds its markets; the others stay as they were', () => {
  show();
  const toggle = () => within(document.querySelector('[data-section="totals"]') as HTMLElement).getByTestId('market-group-toggle');
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(toggle());
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
  expect(names('totals')).toEqual([]);
  expect(names('result')).toEqual(['1', 'X', '2']);
  fireEvent.click(toggle());
  expect(names('totals')).toHaveLength(3);
});

test('live: markets the score has decided leave the page as the score moves', () => {
  const w = show(true);
  expect(names('totals')).toHaveLength(3);
  act(() => w.live.applyBatch([{ type: 'score', gameId: 10, score: [1, 0], period: 1 }], 0));
  expect(names('totals')).toEqual(['Total over 2.5']);
  expect(names('correct-score')).toEqual(['Correct score 1:0']);
  expect(names('result')).toEqual(['1', 'X', '2']);
});

test('each heading follows the screen on its own: prices below the fold wait, and show the newest on coming back', () => {
  // A fake IntersectionObserver: the test says which element is on screen.
  const observers: { el: Element; fn: (e: { isIntersecting: boolean }[]) => void }[] = [];
  class FakeIO {
    constructor(private readonly fn: (e: { isIntersecting: boolean }[]) => void) {}
    observe(el: Element) {
      observers.push({ el, fn: this.fn });
    }
    disconnect() {}
  }
  const saved = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIO;
  try {
    const w = show(true);
    const group = (s: string) => document.querySelector(`[data-testid="market-group"][data-section="${s}"]`)!;
    const setOnScreen = (el: Element, on: boolean) => act(() => observers.filter((o) => o.el === el).forEach((o) => o.fn([{ isIntersecting: on }])));
    // the card and the result heading on screen, the totals below the fold
    setOnScreen(document.querySelector('[data-testid="game-card"]')!, true);
    setOnScreen(group('result'), true);
    setOnScreen(group('totals'), false);
    const coef = (id: number) => document.querySelector(`[data-testid="odd"][data-market-id="${id}"]`)!.getAttribute('data-coef');
    act(() => w.live.applyBatch([{ type: 'odds', marketId: 1, gameId: 10, coef: 2.6 }, { type: 'odds', marketId: 6, gameId: 10, coef: 2.05 }], 0));
    expect(coef(1)).toBe('2.6');
    expect(coef(6)).toBeNull();
    setOnScreen(group('totals'), true);
    expect(coef(6)).toBe('2.05');
  } finally {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = saved;
  }
});
