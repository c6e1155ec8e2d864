import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { accountsAnswer, accounts, amountInput, bet, json, place, renderCoupon, row, rows, type, words } from './test-world';

describe('coupon types', () => {
  test('two bets make an express; the tabs switch type; a single with two bets says why it cannot go', () => {
    const { add, coupon, store } = renderCoupon();
    expect(screen.getByTestId('coupon-empty')).toBeTruthy();
    add(bet('101', 2), bet('201', 1.5));
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('coupon-type-1').getAttribute('aria-pressed')).toBe('true');
    // A single set by hand (a loaded coupon) with two bets says why it cannot go.
    act(() => {
      coupon.setTypeId(0);
    });
    expect(screen.getByTestId('coupon-type-0').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('coupon-hint').textContent).toBe(words(store, 'coupon.bet_count'));
    expect(place().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    expect(coupon.typeId).toBe(9);
    // Type 9 stakes bet by bet: no coupon stake, one per row.
    expect(screen.queryByTestId('coupon-amount')).toBeNull();
    expect(screen.getAllByTestId('coupon-bet-amount')).toHaveLength(2);
  });

  test('"Single" with 3 selections bets them as singles (type 9) and says so', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5), bet('301', 1.8));
    fireEvent.click(screen.getByTestId('coupon-type-0'));
    expect(coupon.typeId).toBe(9);
    expect(screen.getByTestId('coupon-type-9').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('coupon-single-to-singles').textContent).toBe(
      'A single holds one selection, so your selections are bet as singles.',
    );
    expect(screen.queryByTestId('coupon-hint')).toBeNull();
    expect(screen.getByTestId('coupon-possible-win').textContent).not.toBe('₽0.00');
    expect(place().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('coupon-type-1'));
    expect(screen.queryByTestId('coupon-single-to-singles')).toBeNull();
  });

  test('"New coupon" returns to the type that fits the selections', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    act(() => coupon.markPlaced([{ couponId: 55 }, { couponId: 56 }]));
    expect(coupon.betCount).toBe(0);
    fireEvent.click(screen.getByTestId('coupon-new'));
    expect(coupon.typeId).toBe(0);
    add(bet('401', 2), bet('501', 1.5));
    expect(coupon.typeId).toBe(1);
  });

  test('related selections of one game in an express are marked at once on their rows, with the offer of singles', async () => {
    const { add, coupon, store } = renderCoupon();
    add(bet('101', 2, { market: { id: '101', coef: 2, gameId: 5, name: '1' } }));
    add(bet('102', 1.3, { market: { id: '102', coef: 1.3, gameId: 5, name: '1X' } }), bet('103', 1.1, { market: { id: '103', coef: 1.1, gameId: 5, name: 'Total over 0.5' } }));
    add(bet('201', 1.5));
    expect(coupon.typeId).toBe(1);
    const marked = rows().filter((r) => within(r).queryByTestId('coupon-bet-related'));
    expect(marked.map((r) => r.getAttribute('data-market-id'))).toEqual(['101', '102', '103']);
    expect(within(row('101')).getByTestId('coupon-bet-related').textContent).toBe(
      'Same game as another selection: they cannot be combined.',
    );
    expect(within(row('101')).queryByTestId('coupon-bet-locked')).toBeNull();
    expect(within(row('201')).queryByTestId('coupon-bet-related')).toBeNull();
    expect(place().disabled).toBe(true);
    // The same in a system.
    fireEvent.click(screen.getByTestId('coupon-type-4'));
    expect(screen.getAllByTestId('coupon-bet-related')).toHaveLength(3);
    await act(() => store.i18n.changeLanguage('ru'));
    expect(within(row('102')).getByTestId('coupon-bet-related').textContent).toBe(
      'Исход того же матча, что и другой: их нельзя объединять.',
    );
    fireEvent.click(screen.getByTestId('coupon-to-singles'));
    expect(coupon.typeId).toBe(9);
    expect(screen.queryByTestId('coupon-related')).toBeNull();
    expect(screen.queryAllByTestId('coupon-bet-related')).toHaveLength(0);
    expect(place().disabled).toBe(false);
  });

  test('system: the selector offers each value with its number of bets and minimum stake', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5), bet('401', 2.5), bet('501', 1.3));
    expect(screen.queryByTestId('coupon-system-value')).toBeNull();
    fireEvent.click(screen.getByTestId('coupon-type-4'));
    const select = screen.getByTestId('coupon-system-value') as HTMLSelectElement;
    const options = Array.from(select.options).map((o) => ({
      value: o.value,
      combo: o.dataset.combo,
      min: o.dataset.min,
      text: o.textContent,
    }));
    // 2 of 4: 6 lines; 3 of 4: 4 lines; the config's minimum of 10 RUB per line.
    expect(options).toEqual([
      { value: '2', combo: '6', min: '60', text: '2/4 · 6 bets · min ₽60.00' },
      { value: '3', combo: '4', min: '40', text: '3/4 · 4 bets · min ₽40.00' },
    ]);
    fireEvent.change(select, { target: { value: '3' } });
    expect(coupon.systemValue).toBe(3);
    expect(screen.getByTestId('coupon-min-possible-win')).toBeTruthy();
  });

  test('system with banker: a banker leaves fewer values; the system value follows onto an offered one', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5), bet('401', 2.5), bet('501', 1.3));
    fireEvent.click(screen.getByTestId('coupon-type-2'));
    fireEvent.change(screen.getByTestId('coupon-system-value'), { target: { value: '3' } });
    fireEvent.click(within(row('101')).getByTestId('coupon-banker'));
    expect(coupon.bankerCount).toBe(1);
    const select = screen.getByTestId('coupon-system-value') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['1B + 2/3 · 3 bets · min ₽30.00']);
    expect(coupon.systemValue).toBe(2);
  });
});

describe('stake', () => {
  test('starts at the currency default and steps by its step (RUB: 150, step 100)', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2));
    expect(amountInput().value).toBe('150');
    fireEvent.click(screen.getByTestId('coupon-amount-up'));
    expect(coupon.amount).toBe(200);
    expect(amountInput().value).toBe('200');
    fireEvent.click(screen.getByTestId('coupon-amount-up'));
    expect(coupon.amount).toBe(300);
    fireEvent.keyDown(amountInput(), { key: 'ArrowDown' });
    fireEvent.click(screen.getByTestId('coupon-amount-down'));
    expect(coupon.amount).toBe(100);
    // Down to the minimum stake (site config betting.minBetAmount: 10), never below.
    fireEvent.click(screen.getByTestId('coupon-amount-down'));
    expect(coupon.amount).toBe(10);
    expect(amountInput().value).toBe('10');
    fireEvent.click(screen.getByTestId('coupon-amount-down'));
    expect(coupon.amount).toBe(10);
  });

  test('the active account currency sets step and default (USD: 5, step 2.5)', async () => {
    const { add, coupon } = renderCoupon({ 'GET /web-api/user/accounts': [json(accountsAnswer(40, 'USD'))] });
    await waitFor(() => expect(coupon.currency).toBe('USD'));
    add(bet('101', 2));
    expect(amountInput().value).toBe('5');
    // Up from below the minimum stake (10) goes to the minimum, then by the step.
    fireEvent.click(screen.getByTestId('coupon-amount-up'));
    expect(coupon.amount).toBe(10);
    fireEvent.click(screen.getByTestId('coupon-amount-up'));
    expect(coupon.amount).toBe(12.5);
  });

  test('only valid amounts are taken, and the field says why', () => {
    const { add, coupon, store } = renderCoupon();
    add(bet('101', 2));
    type(amountInput(), 'abc');
    expect(screen.getByTestId('coupon-amount-error').textContent).toBe('The stake must be a number.');
    expect(coupon.amount).toBe(150);
    type(amountInput(), '12.345');
    expect(screen.getByTestId('coupon-amount-error').textContent).toBe('RUB stakes have at most 2 decimals.');
    type(amountInput(), '-5');
    expect(screen.getByTestId('coupon-amount-error').textContent).toBe('The stake must be a number.');
    type(amountInput(), '5');
    expect(coupon.amount).toBe(5);
    expect(screen.getByTestId('coupon-amount-error').textContent).toBe(words(store, 'coupon.min_amount', { min: 10, currency: 'RUB' }));
    expect(place().disabled).toBe(true);
    type(amountInput(), '12,5');
    expect(coupon.amount).toBe(12.5);
    expect(screen.queryByTestId('coupon-amount-error')).toBeNull();
    expect(place().disabled).toBe(false);
  });

  test.each([
    ['12abc', 'The stake must be a number.'],
    ['12.3456', 'RUB stakes have at most 2 decimals.'],
    ['', 'Enter a stake.'],
  ])('the stake placed is the stake shown: %p stays as typed, no win, "Place bet" disabled with the reason', (typed, reason) => {
    const { add, coupon, placeCalls } = renderCoupon();
    add(bet('101', 2));
    expect(place().disabled).toBe(false);
    type(amountInput(), typed);
    expect(amountInput().value).toBe(typed);
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('');
    expect(place().disabled).toBe(true);
    expect(screen.getByTestId('coupon-place-reason').textContent).toBe(reason);
    expect(place().getAttribute('aria-describedby')).toBe('coupon-place-reason');
    fireEvent.click(place());
    expect(placeCalls()).toHaveLength(0);
    expect(coupon.beginPlace()).toBeNull();
  });

  test('cleared, the field stays empty (no refill with the default): select-all and 500 is 500', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2));
    expect(amountInput().value).toBe('150');
    type(amountInput(), '');
    expect(amountInput().value).toBe('');
    add(bet('201', 1.5));
    expect(amountInput().value).toBe('');
    type(amountInput(), '500');
    expect(amountInput().value).toBe('500');
    expect(coupon.amount).toBe(500);
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('₽1,500.00');
    expect(screen.queryByTestId('coupon-place-reason')).toBeNull();
    expect(place().disabled).toBe(false);
  });

  test('back from singles, the stake field still shows what was typed and still refuses it', () => {
    const { add } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    type(amountInput(), '12abc');
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    fireEvent.click(screen.getByTestId('coupon-type-1'));
    expect(amountInput().value).toBe('12abc');
    expect(place().disabled).toBe(true);
    expect(screen.getByTestId('coupon-place-reason').textContent).toBe('The stake must be a number.');
  });

  test('-/+ step from the value shown, not from the last good stake', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2));
    type(amountInput(), '350');
    type(amountInput(), '12abc');
    fireEvent.click(screen.getByTestId('coupon-amount-up'));
    expect(amountInput().value).toBe('100');
    expect(coupon.amount).toBe(100);
    type(amountInput(), '');
    fireEvent.click(screen.getByTestId('coupon-amount-down'));
    expect(amountInput().value).toBe('10');
    expect(place().disabled).toBe(false);
  });

  test('in Russian the reason is Russian', async () => {
    const { add, store } = renderCoupon();
    add(bet('101', 2));
    await act(() => store.i18n.changeLanguage('ru'));
    type(amountInput(), '');
    expect(screen.getByTestId('coupon-place-reason').textContent).toBe('Введите сумму ставки.');
  });

  test('type 9: a bet stake field holding text that is no stake stops the placing, with its reason', () => {
    const { add, coupon, placeCalls } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    expect(place().disabled).toBe(false);
    const field = within(row('201')).getByTestId('coupon-bet-amount');
    type(field, '7x');
    expect(place().disabled).toBe(true);
    expect(within(row('201')).getByTestId('coupon-bet-amount-error').textContent).toBe('The stake must be a number.');
    expect(screen.getByTestId('coupon-place-reason').textContent).toBe('The stake must be a number.');
    fireEvent.click(place());
    expect(placeCalls()).toHaveLength(0);
    // Away and back: the field still shows what was typed, still refused.
    fireEvent.click(screen.getByTestId('coupon-type-1'));
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    expect((within(row('201')).getByTestId('coupon-bet-amount') as HTMLInputElement).value).toBe('7x');
    expect(place().disabled).toBe(true);
    type(within(row('201')).getByTestId('coupon-bet-amount'), '70');
    expect(coupon.amountByBetId['201']).toBe(70);
    expect(place().disabled).toBe(false);
    expect(within(row('201')).queryByTestId('coupon-bet-amount-error')).toBeNull();
  });

  test('a live price move shows at once in its row, the coef and the possible win', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    act(() => coupon.applyOdds({ marketId: '101', coef: 2.2 }));
    expect(within(row('101')).getByTestId('coupon-bet-coef').textContent).toBe('2.20');
    expect(within(row('201')).getByTestId('coupon-bet-coef').textContent).toBe('1.50');
    expect(screen.getByTestId('coupon-coef').textContent).toBe('3.30');
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('₽495.00');
  });

  test('possible win is stake x coef, rounded; typing the stake moves it', () => {
    const { add } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    expect(screen.getByTestId('coupon-coef').textContent).toBe('3.00');
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('₽450.00');
    type(amountInput(), '33.33');
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('₽99.99');
  });
});

describe('express bonus', () => {
  test('offered at 3 bets of at least 1.1, with its multiplier and win', () => {
    const { add, coupon } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    expect(screen.queryByTestId('coupon-bonus')).toBeNull();
    add(bet('401', 2.5));
    // 150 x 7.5 = 1125; x 1.03 = 1158.75
    expect(screen.getByTestId('coupon-bonus').textContent).toBe('Express bonus ×1.03: win with bonus ₽1,158.75');
    act(() => {
      coupon.removeBet('401');
    });
    add(bet('402', 1.05));
    expect(screen.queryByTestId('coupon-bonus')).toBeNull();
  });

  test('not offered when the site turns it off', () => {
    const { add } = renderCoupon({}, { betting: { expressBonusEnabled: false } });
    add(bet('101', 2), bet('201', 1.5), bet('401', 2.5));
    expect(screen.queryByTestId('coupon-bonus')).toBeNull();
  });
});

describe('one-click betting', () => {
  test('with bets it asks first: cancel leaves it off and the bets in', () => {
    const { add, store } = renderCoupon();
    add(bet('101', 2));
    fireEvent.click(screen.getByTestId('coupon-one-click'));
    const dialog = screen.getByTestId('coupon-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe('Coupon will be cleared');
    fireEvent.click(screen.getByTestId('coupon-confirm-cancel'));
    expect(screen.queryByTestId('coupon-confirm')).toBeNull();
    expect(store.couponSettings.isActiveOneClick).toBe(false);
    expect((screen.getByTestId('coupon-one-click') as HTMLInputElement).checked).toBe(false);
    expect(rows()).toHaveLength(1);
  });

  test('confirm clears the coupon and turns it on', () => {
    const { add, store } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(screen.getByTestId('coupon-one-click'));
    fireEvent.click(screen.getByTestId('coupon-confirm-ok'));
    expect(screen.queryByTestId('coupon-confirm')).toBeNull();
    expect(rows()).toHaveLength(0);
    expect(store.couponSettings.isActiveOneClick).toBe(true);
    expect((screen.getByTestId('coupon-one-click') as HTMLInputElement).checked).toBe(true);
  });

  test('an empty coupon turns it on without asking; drop-on-score-change turns it off', () => {
    const { store } = renderCoupon();
    fireEvent.click(screen.getByTestId('coupon-one-click'));
    expect(screen.queryByTestId('coupon-confirm')).toBeNull();
    expect(store.couponSettings.isActiveOneClick).toBe(true);
    fireEvent.click(screen.getByTestId('coupon-drop-on-score-change'));
    expect((screen.getByTestId('coupon-one-click') as HTMLInputElement).checked).toBe(false);
  });
});

describe('one-click placing', () => {
  test('a bet into the empty coupon is placed at once as a single at the one-click stake', async () => {
    const { add, placeCalls, store } = renderCoupon({
      'POST /web-api/coupon/place': [json({ couponId: 90 })],
      'GET /web-api/user/accounts': accounts,
    });
    await waitFor(() => expect(store.accounts.activeAccount).not.toBeNull());
    fireEvent.click(screen.getByTestId('coupon-one-click'));
    type(screen.getByTestId('coupon-one-click-amount'), '50');
    add(bet('101', 2));
    await screen.findByTestId('coupon-success');
    expect(placeCalls()).toHaveLength(1);
    expect(placeCalls()[0]!.body).toMatchObject({ typeId: 0, amount: 50, bets: [{ market: { id: '101', coef: 2 } }] });
    expect(rows()).toHaveLength(0);
  });

  test('a saved coupon of one bet loaded with one-click on is not placed by itself', async () => {
    const { placeCalls, store } = renderCoupon({
      'GET /web-api/coupon/load/AB12': [json({ typeId: 0, systemValue: null, bets: [{ market: { id: 101, coef: 2, name: '1' } }] })],
    });
    fireEvent.click(screen.getByTestId('coupon-one-click'));
    expect(store.couponSettings.isOneClickActive).toBe(true);
    type(screen.getByTestId('coupon-load-code'), 'AB12');
    fireEvent.click(screen.getByTestId('coupon-load'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(placeCalls()).toHaveLength(0);
  });

  test('without one-click nothing is sent until the player places', () => {
    const { add, placeCalls } = renderCoupon();
    add(bet('101', 2));
    expect(placeCalls()).toHaveLength(0);
  });
});

describe('settings of the coupon', () => {
  test('promo codes are refused for type 9 with the store message', () => {
    const { add, coupon, store } = renderCoupon();
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(screen.getByTestId('coupon-type-9'));
    type(screen.getByTestId('coupon-promo'), 'WELCOME');
    fireEvent.click(screen.getByTestId('coupon-promo-apply'));
    expect(screen.getByTestId('coupon-promo-error').textContent).toBe(words(store, 'coupon.promo_type9'));
    expect(coupon.promoCode).toBe('');
    fireEvent.click(screen.getByTestId('coupon-type-1'));
    fireEvent.click(screen.getByTestId('coupon-promo-apply'));
    expect(screen.queryByTestId('coupon-promo-error')).toBeNull();
    expect(coupon.promoCode).toBe('WELCOME');
  });

  test('odds-change policy, exact coef (empty resets it and the score drop)', () => {
    const { store } = renderCoupon();
    fireEvent.change(screen.getByTestId('coupon-change-coef-action'), { target: { value: '0' } });
    expect(store.couponSettings.changeCoefAction).toBe(0);
    type(screen.getByTestId('coupon-exact-coef'), '0.5');
    expect(screen.getByTestId('coupon-exact-coef-error').textContent).toBe('The exact odds must be empty, 0 or odds above 1.');
    type(screen.getByTestId('coupon-exact-coef'), '2.5');
    expect(store.couponSettings.exactCoef).toBe(2.5);
    fireEvent.click(screen.getByTestId('coupon-drop-on-score-change'));
    expect(store.couponSettings.isDropOnScoreChange).toBe(true);
    type(screen.getByTestId('coupon-exact-coef'), '');
    expect(store.couponSettings.exactCoef).toBe(0);
    expect((screen.getByTestId('coupon-drop-on-score-change') as HTMLInputElement).checked).toBe(false);
  });

  test('VIP bet shows only while available (line bets, not type 9)', () => {
    // a VIP bet asks for more than the maximum, so it needs one configured (there is no default)
    const { add, coupon } = renderCoupon({}, { betting: { maxBetAmount: 100000 } });
    add(bet('101', 2));
    fireEvent.click(screen.getByTestId('coupon-vip-bet'));
    expect(coupon.isVipBet).toBe(true);
    add(bet('301', 1.8, { market: { id: '301', coef: 1.8, isLive: true } }));
    expect(screen.queryByTestId('coupon-vip-bet')).toBeNull();
  });

  test('locked bets are shown as such and the coupon cannot be placed', () => {
    const { add } = renderCoupon();
    add(bet('101', 2), bet('302', 2.2, { isBlocked: true }), bet('105', 7.5, { isBannedExpress: true }));
    expect(row('101').getAttribute('data-locked')).toBe('false');
    expect(row('302').getAttribute('data-locked')).toBe('true');
    expect(within(row('302')).getByTestId('coupon-bet-locked').textContent).toBe('Locked: betting suspended');
    expect(within(row('105')).getByTestId('coupon-bet-locked').textContent).toBe('Locked: not for express');
    expect(place().disabled).toBe(true);
  });
});

describe('fractional odds', () => {
  test('the slip shows the traditional ladder (12/5, 7/4, 1/2), never 1199/500', () => {
    const { add, store } = renderCoupon();
    act(() =>
      store.settings.setSiteConfig({ ...store.settings.siteConfig!, global: { ...store.settings.siteConfig!.global, coefViewId: 1 } }),
    );
    add(bet('101', 3.399), bet('201', 2.75), bet('301', 1.5));
    const shown = rows().map((r) => within(r).getByTestId('coupon-bet-coef').textContent);
    expect(shown).toEqual(['12/5', '7/4', '1/2']);
  });
});
