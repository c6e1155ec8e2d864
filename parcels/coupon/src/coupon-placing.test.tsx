import { LoginRequested } from '@site/bus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { accounts, amountInput, bet, json, networkDown, place, renderCoupon, row, rows, type, words } from './test-world';

describe('placing', () => {
  test('success: the view with the print link, bets cleared, accounts reloaded for the balance', async () => {
    const { add, calls, placeCalls, keys, store } = renderCoupon({
      'POST /web-api/coupon/place': [json({ couponId: 77, coef: 3, possibleWin: 450, balance: 850 })],
      'GET /web-api/user/accounts': accounts,
    });
    await waitFor(() => expect(store.accounts.activeAccount).not.toBeNull());
    add(bet('101', 2), bet('201', 1.5));
    const before = calls.filter((c) => c.path === '/web-api/user/accounts').length;
    // The live region is there, empty, before the bet: a reader hears what is put in it.
    const announce = screen.getByTestId('coupon-announce');
    expect(announce.getAttribute('role')).toBe('status');
    expect(announce.textContent).toBe('');
    fireEvent.click(place());
    const success = await screen.findByTestId('coupon-success');
    expect(screen.getByTestId('coupon-announce')).toBe(announce);
    expect(announce.textContent).toBe('Bet accepted. Coupon no. 77');
    expect(within(success).getByTestId('coupon-print').getAttribute('href')).toBe('/en/print-coupon/77');
    expect(within(success).getByTestId('coupon-success-id').textContent).toBe('77');
    expect(rows()).toHaveLength(0);
    const sent = placeCalls()[0]!.body!;
    expect(sent).toMatchObject({ idempotencyKey: keys[0], typeId: 1, amount: 150, coef: 3, userId: 7, accountId: 1, changeCoefAction: 2 });
    expect(sent.bets).toEqual([
      { gameId: 101, market: { id: '101', coef: 2 }, statusId: -2 },
      { gameId: 201, market: { id: '201', coef: 1.5 }, statusId: -2 },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/web-api/user/accounts').length).toBe(before + 1));
    fireEvent.click(screen.getByTestId('coupon-new'));
    expect(screen.queryByTestId('coupon-success')).toBeNull();
  });

  test('an automatic retry of one attempt keeps its key; the next click gets a fresh one', async () => {
    const { add, placeCalls } = renderCoupon({
      'POST /web-api/coupon/place': [
        json({ errors: [{ status: '503', code: 'unavailable', detail: 'busy' }] }, 503),
        networkDown,
        json({ couponId: 5 }),
      ],
      'GET /web-api/user/accounts': accounts,
    });
    add(bet('101', 2));
    fireEvent.click(place());
    // Attempt 1: 503 then a network failure (its one retry): refused, coupon kept.
    expect((await screen.findByTestId('coupon-error')).textContent).toBe('No connection: check your network and try again.');
    expect(screen.getByTestId('coupon-announce-error').textContent).toBe('No connection: check your network and try again.');
    expect(rows()).toHaveLength(1);
    fireEvent.click(place());
    await screen.findByTestId('coupon-success');
    const keys = placeCalls().map((c) => c.body!.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  test('422: each error goes next to its cause; the coupon keeps its bets', async () => {
    const { add, coupon, store } = renderCoupon({
      'POST /web-api/coupon/place': [
        json(
          {
            errors: [
              {
                status: '422',
                code: 'coupon.min_amount',
                detail: 'amount 150 is below the minimum of 200 RUB',
                source: { pointer: '/amount' },
                meta: { min: 200, currency: 'RUB' },
              },
              { status: '422', code: 'coupon.locked_bet', detail: 'bet on market 201 is blocked', source: { pointer: '/bets/1' } },
              { status: '422', code: 'promo.expired', detail: 'this promo code has expired', source: { pointer: '/promoCode' } },
              { status: '422', code: 'limit.self_excluded', detail: 'you have excluded yourself from betting' },
            ],
          },
          422,
        ),
      ],
    });
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(place());
    // The words come from the code and its values, never from the detail (which is for logs).
    expect((await screen.findByTestId('coupon-amount-error')).textContent).toBe(
      words(store, 'coupon.min_amount', { min: 200, currency: 'RUB' }),
    );
    expect(within(row('201')).getByTestId('coupon-bet-error').textContent).toBe(words(store, 'coupon.locked_bet'));
    expect(within(row('101')).queryByTestId('coupon-bet-error')).toBeNull();
    expect(screen.getByTestId('coupon-promo-error').textContent).toBe(words(store, 'promo.expired'));
    expect(screen.getByTestId('coupon-error').textContent).toBe(words(store, 'limit.self_excluded'));
    expect(rows()).toHaveLength(2);
    expect(coupon.bets).toHaveLength(2);
    // Changing the stake takes its error away; the others stay until the next attempt.
    type(amountInput(), '200');
    expect(screen.queryByTestId('coupon-amount-error')).toBeNull();
    expect(screen.getByTestId('coupon-error')).toBeTruthy();
  });

  test.each(['limit.wagering', 'limit.loss'])(
    '422 %s: the refusal says what remains of the limit, as money; the coupon keeps its bets',
    async (code) => {
      const { add, coupon, store } = renderCoupon({
        'POST /web-api/coupon/place': [json({ errors: [{ status: '422', code, detail: 'over the limit', meta: { remaining: 20, currency: 'RUB' } }] }, 422)],
      });
      add(bet('101', 2));
      type(amountInput(), '50');
      fireEvent.click(place());
      const shown = (await screen.findByTestId('coupon-error')).textContent;
      expect(shown).toBe(words(store, code, { remaining: 20, currency: 'RUB' }));
      expect(shown).toContain('₽20.00');
      expect(coupon.bets).toHaveLength(1);
    },
  );

  test('409 odds moved: old and new coefs on the rows, one click to accept, then place again at the new coefs', async () => {
    const { add, placeCalls } = renderCoupon({
      'POST /web-api/coupon/place': [
        json(
          {
            errors: [
              {
                status: '409',
                code: 'coef_changed',
                detail: 'the coefficient of market 101 moved from 2 to 1.8',
                source: { pointer: '/bets/0/market/coef' },
              },
            ],
            coefs: { '101': 1.8, '201': 1.5 },
          },
          409,
        ),
        json({ couponId: 78 }),
      ],
      'GET /web-api/user/accounts': accounts,
    });
    add(bet('101', 2), bet('201', 1.5));
    fireEvent.click(place());
    await screen.findByTestId('coupon-odds-moved');
    expect(within(row('101')).getByTestId('coupon-bet-old-coef').textContent).toBe('2.00');
    expect(within(row('101')).getByTestId('coupon-bet-coef').textContent).toBe('1.80');
    expect(within(row('201')).queryByTestId('coupon-bet-old-coef')).toBeNull();
    expect(place().disabled).toBe(true);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
    fireEvent.click(screen.getByTestId('coupon-accept-odds'));
    expect(screen.queryByTestId('coupon-odds-moved')).toBeNull();
    expect(within(row('101')).queryByTestId('coupon-bet-old-coef')).toBeNull();
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('₽405.00');
    expect(place().disabled).toBe(false);
    fireEvent.click(place());
    await screen.findByTestId('coupon-success');
    const [first, second] = placeCalls();
    expect((second!.body!.bets as Array<{ market: { coef: number } }>).map((b) => b.market.coef)).toEqual([1.8, 1.5]);
    expect(second!.body!.idempotencyKey).not.toBe(first!.body!.idempotencyKey);
  });

  test('odds held back by the policy (ask on any change) wait for the same accept', () => {
    const { add, store } = renderCoupon();
    act(() => {
      store.couponSettings.setChangeCoefAction(0);
    });
    add(bet('101', 2));
    act(() => store.coupon.applyOdds({ marketId: '101', coef: 2.2 }));
    expect(screen.getByTestId('coupon-odds-moved')).toBeTruthy();
    expect(within(row('101')).getByTestId('coupon-bet-old-coef').textContent).toBe('2.00');
    expect(place().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('coupon-accept-odds'));
    expect(place().disabled).toBe(false);
  });

  test('401: log in to bet, with the login link; the coupon stays', async () => {
    const { add } = renderCoupon(
      { 'POST /web-api/coupon/place': [json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Log in first' }] }, 401)] },
      { userId: null },
    );
    add(bet('101', 2));
    fireEvent.click(place());
    const login = await screen.findByTestId('coupon-login');
    expect(within(login).getByRole('link').getAttribute('href')).toBe('/en/user/login');
    expect(login.textContent).toBe('Log in to bet');
    expect(rows()).toHaveLength(1);
  });

  test('401: clicking "log in to bet" asks the header for the login modal, returning here', async () => {
    const { add, store } = renderCoupon(
      { 'POST /web-api/coupon/place': [json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Log in first' }] }, 401)] },
      { userId: null },
    );
    const asked: Array<string | undefined> = [];
    store.bus.subscribe(LoginRequested, (e) => asked.push(e.payload.returnUrl));
    add(bet('101', 2));
    fireEvent.click(place());
    const login = await screen.findByTestId('coupon-login');
    fireEvent.click(within(login).getByRole('link'));
    expect(asked).toEqual([location.pathname + location.search]);
    expect(rows()).toHaveLength(1);
  });
});

describe('save and load', () => {
  test('save shows the code; load replaces the bets, type and system value at current odds', async () => {
    const { add, coupon, calls, store } = renderCoupon({
      'POST /web-api/coupon/save': [json({ code: 'AB12CD34', expiresAt: '2030-01-01T00:00:00.000Z' })],
      'GET /web-api/coupon/load/XY12': [
        json({
          typeId: 4,
          systemValue: 2,
          bets: ['401', '501', '601'].map((id, i) => ({
            gameId: 4 + i,
            isBanker: false,
            isBlocked: false,
            isBannedExpress: false,
            isDepend: false,
            opponents: [`H${id}`, `A${id}`],
            market: { id: Number(id), coef: 2 + i / 10, name: '1', gameId: 4 + i },
          })),
        }),
      ],
      'GET /web-api/coupon/load/NOPE': [
        json({ errors: [{ status: '404', code: 'not_found', detail: 'No saved coupon has this code, or it has expired' }] }, 404),
      ],
    });
    add(bet('101', 2), bet('201', 1.5, { isBanker: true }));
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect((await screen.findByTestId('coupon-saved-code')).textContent).toBe('AB12CD34');
    expect(calls.find((c) => c.path === '/web-api/coupon/save')!.body).toEqual({
      typeId: 1,
      systemValue: 2,
      bets: [{ market: { id: '101' } }, { market: { id: '201' }, isBanker: true }],
    });

    type(screen.getByTestId('coupon-load-code'), 'NOPE');
    fireEvent.click(screen.getByTestId('coupon-load'));
    expect((await screen.findByTestId('coupon-load-error')).textContent).toBe(words(store, 'not_found'));
    expect(rows()).toHaveLength(2);

    type(screen.getByTestId('coupon-load-code'), 'XY12');
    fireEvent.click(screen.getByTestId('coupon-load'));
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-market-id'))).toEqual(['401', '501', '601']));
    expect(coupon.typeId).toBe(4);
    expect(coupon.systemValue).toBe(2);
    expect(row('401').textContent).toContain('H401 – A401');
    expect(screen.queryByTestId('coupon-load-error')).toBeNull();
  });

  test('a code with other characters is refused before any call', () => {
    const { calls } = renderCoupon();
    type(screen.getByTestId('coupon-load-code'), '../x');
    fireEvent.click(screen.getByTestId('coupon-load'));
    expect(screen.getByTestId('coupon-load-error').textContent).toBe('A coupon code is letters and digits only.');
    expect(calls.filter((c) => c.path.startsWith('/web-api/coupon'))).toEqual([]);
  });
});

describe('in Russian', () => {
  test('labels, money, plurals and odds in the player language and format', () => {
    const { add, store } = renderCoupon();
    act(() => store.settings.setLanguage('ru'));
    add(bet('101', 2), bet('201', 1.5), bet('401', 2.5), bet('501', 1.3));
    const plain = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');
    expect(screen.getByRole('heading', { name: 'Купон' })).toBeTruthy();
    expect(screen.getByTestId('coupon-type-1').textContent).toBe('Экспресс');
    expect(plain('coupon-possible-win')).toBe('1 462,50 ₽');
    expect(plain('coupon-bonus')).toBe('Бонус к экспрессу ×1,04: выигрыш с бонусом 1 521,00 ₽');
    fireEvent.click(screen.getByTestId('coupon-type-4'));
    const options = Array.from((screen.getByTestId('coupon-system-value') as HTMLSelectElement).options).map((o) =>
      o.textContent?.replace(/\s/g, ' '),
    );
    expect(options).toEqual(['2/4 · 6 ставок · мин. 60,00 ₽', '3/4 · 4 ставки · мин. 40,00 ₽']);
    act(() =>
      store.settings.setSiteConfig({ ...store.settings.siteConfig!, global: { ...store.settings.siteConfig!.global, coefViewId: 2 } }),
    );
    expect(within(row('101')).getByTestId('coupon-bet-coef').textContent).toBe('+100');
    expect(screen.getByTestId('coupon-place').textContent).toBe('Сделать ставку');
  });
});
