import { act, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { AddBetToCoupon, RemoveBetFromCoupon } from '@site/bus';
import { FLASH_MS } from '../live-store';
import { liveGame, world } from '../test-world';
import { OddButton } from './odd-button';

function setup() {
  const w = world();
  const game = runInAction(() => w.live.upsertGame(liveGame(10)));
  const market = w.live.market(1001)!;
  w.renderIn(<OddButton market={market} game={game} pageType="game" showName />);
  const button = () => screen.getByTestId('odd');
  return { ...w, game, market, button };
}

test('the price in the player format: decimal, fractional, American, Hong Kong', () => {
  const { live, button } = setup();
  expect(button().textContent).toBe('12.50');
  expect(button().getAttribute('data-market-id')).toBe('1001');
  expect(button().getAttribute('data-game-id')).toBe('10');
  act(() => live.setCoefViewId(1));
  expect(button().querySelector('.odd__coef')!.textContent).toBe('6/4'); // the bookmakers' ladder;
  act(() => live.setCoefViewId(2));
  expect(button().querySelector('.odd__coef')!.textContent).toBe('+150');
  act(() => live.setCoefViewId(4));
  expect(button().querySelector('.odd__coef')!.textContent).toBe('1.50');
  act(() => live.setCoefViewId(99)); // not a format: ignored
  expect(live.coefViewId).toBe(4);
});

test('the chosen format goes into the site config, so the coupon shows the same', () => {
  const { root, live } = setup();
  act(() => root.settings.setSiteConfig({ global: { appViewType: 0, coefViewId: 0 } } as never));
  act(() => live.setCoefViewId(2));
  expect(root.coupon.coefViewId).toBe(2);
});

test('a price that moves flashes up or down for FLASH_MS, then stops', () => {
  const { live, button } = setup();
  act(() => live.applyBatch([{ type: 'odds', marketId: 1001, gameId: 10, coef: 2.7 }], 1000));
  expect(button().getAttribute('data-dir')).toBe('up');
  expect(button().className).toContain('odd--up');
  expect(button().getAttribute('data-coef')).toBe('2.7');
  act(() => live.sweepFlashes(1000 + FLASH_MS - 1));
  expect(button().getAttribute('data-dir')).toBe('up');
  act(() => live.applyBatch([{ type: 'odds', marketId: 1001, gameId: 10, coef: 2.1 }], 2000));
  expect(button().className).toContain('odd--down');
  act(() => live.sweepFlashes(2000 + FLASH_MS));
  expect(button().getAttribute('data-dir')).toBe('');
  expect(button().className).not.toContain('odd--down');
});

test('a new price rewrites the text in place: the same text node, the new price (and the lock and back)', () => {
  const { live, button } = setup();
  const coef = () => button().querySelector('.odd__price')!;
  const node = coef().firstChild;
  expect(node?.nodeType).toBe(Node.TEXT_NODE);
  act(() => live.applyBatch([{ type: 'odds', marketId: 1001, gameId: 10, coef: 2.7 }], 0));
  expect(coef().textContent).toBe('2.70');
  expect(coef().firstChild).toBe(node);
  expect(coef().childNodes).toHaveLength(1);
  act(() => live.applyBatch([{ type: 'market-block', marketId: 1001, gameId: 10, isBlocked: true }], 0));
  expect(coef().textContent).toBe('');
  expect(coef().getAttribute('aria-label')).toBe('Locked');
  expect(coef().classList.contains('site-lock')).toBe(true);
  act(() => live.applyBatch([{ type: 'market-block', marketId: 1001, gameId: 10, isBlocked: false }], 0));
  expect(coef().textContent).toBe('2.70');
  expect(coef().classList.contains('site-lock')).toBe(false);
  expect(coef().firstChild).toBe(node);
});

test('a blocked market is locked: no price, disabled; unblocked it is back', () => {
  const { live, button } = setup();
  act(() => live.applyBatch([{ type: 'market-block', marketId: 1001, gameId: 10, isBlocked: true }], 0));
  expect(button().getAttribute('data-locked')).toBe('true');
  expect((button() as HTMLButtonElement).disabled).toBe(true);
  expect(button().textContent).not.toContain('2.70');
  act(() => live.applyBatch([{ type: 'market-block', marketId: 1001, gameId: 10, isBlocked: false }], 0));
  expect(button().getAttribute('data-locked')).toBe('false');
  act(() => live.applyBatch([{ type: 'game-end', gameId: 10, score: [1, 0] }], 0));
  expect(button().getAttribute('data-locked')).toBe('true');
});

test('a click asks the coupon through the bus to add the bet; a second click removes it', () => {
  const { root, button } = setup();
  const seen: string[] = [];
  root.bus.subscribe(AddBetToCoupon, (e) => seen.push(`add ${e.payload.bet.market.id} ${e.payload.bet.market.coef}`));
  root.bus.subscribe(RemoveBetFromCoupon, (e) => seen.push(`remove ${e.payload.marketId}`));
  fireEvent.click(button());
  expect(root.coupon.bets.map((b) => b.market.id)).toEqual(['1001']);
  expect(root.coupon.bets[0]).toMatchObject({
    market: { id: '1001', coef: 2.5, isLive: true, gameId: 10, sportId: 1, champId: 5, typeId: 1 },
    opponentNames: ['Home', 'Away'],
    scores: '0:0',
    pageType: 'game',
  });
  expect(button().getAttribute('data-selected')).toBe('true');
  expect(button().getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(button());
  expect(root.coupon.bets).toEqual([]);
  expect(button().getAttribute('data-selected')).toBe('false');
  expect(seen).toEqual(['add 1001 2.5', 'remove 1001']);
});

test('a bet put in the coupon by someone else shows as selected', () => {
  const { root, market, button } = setup();
  act(() => root.bus.publish(new AddBetToCoupon({ bet: { market: { id: '1001', coef: 2.5 } } })));
  expect(button().getAttribute('data-selected')).toBe('true');
  expect(market.selected).toBe(true);
});
