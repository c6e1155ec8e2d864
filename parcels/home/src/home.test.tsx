import { act, screen } from '@testing-library/react';
import { renderParcel } from '@site/ui/testing';
import { Home } from './home';
import { homeTexts } from './locales';

function setup(appViewType = 0) {
  return renderParcel(<Home />, { texts: homeTexts, server: () => ({ body: {} }), config: (c) => void (c.global.appViewType = appViewType) }).store;
}

test('anonymous visitors see the registration widget; signed-in players do not', () => {
  const store = setup();
  expect(screen.getByTestId('registration-widget')).toBeTruthy();
  act(() => store.user.setUserId(5));
  expect(screen.queryByTestId('registration-widget')).toBeNull();
  expect(screen.getByTestId('home-welcome').textContent).toBe('Welcome back');
});

test('the right column shows only while the coupon has no bets', () => {
  const store = setup();
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.queryByTestId('home-right-column')).toBeNull();
  act(() => void store.coupon.removeBet('101'));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});

test('the Asian view (global.appViewType 1) ignores the bets condition', () => {
  const store = setup(1);
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});
