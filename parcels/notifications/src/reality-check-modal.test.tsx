import { act, fireEvent, screen } from '@testing-library/react';
import { LIMIT_PATHS } from '@site/stores';
import { byRoute, FakeClock, renderParcel, settle } from '@site/ui/testing';
import { notificationsTexts } from './locales';
import { RealityCheckModal } from './reality-check-modal';

const flush = settle;

async function setup(lang = 'en') {
  const clock = new FakeClock(1_700_000_000_000);
  const now = Math.floor(clock.now() / 1000);
  const signedIn = now - 75 * 60;
  const state = {
    data: {
      attributes: {
        interval_minutes: 15,
        do_not_show_again: false,
        popup_show_at: now,
        next_show_at: now + 15 * 60,
        signed_in_at: signedIn,
        seconds_since_sign_in: 75 * 60,
        net_result: -40,
        stakes: 60,
        returns: 100,
        currency: 'EUR',
      },
    },
  };
  const world = renderParcel(<RealityCheckModal />, {
    lang,
    texts: notificationsTexts,
    deps: { limits: { clock } },
    server: byRoute({
      'GET /web-api/user/gettoken': [{ body: { token: 't', expiresAt: 0 } }],
      'GET /web-api/user/accounts': [{ body: { all_accounts: [{ id: 1, type: 0, iso: 'EUR', money: 0, isActive: true }] } }],
      [`GET ${LIMIT_PATHS.limits}`]: [
        {
          body: {
            limits: [
              {
                limitType: 32,
                limitValue: 15,
                limitState: 'ACTIVE',
                startedAt: 1,
                endsAt: null,
                limitBalance: null,
                needApprove: false,
                selfExcludeReason: null,
                currencyCode: null,
              },
            ],
          },
        },
      ],
      // the server's RealityCheckAnswer: shown last at sign-in + 60 min, next due in 15 minutes
      'GET /web-api/api/web/user/v1/reality-check': [{ body: state }],
      'POST /web-api/api/web/user/v1/reality-check': [{ body: state }],
      'POST /web-api/auth/disconnect': [{ status: 204 }],
    }),
  });
  world.store.limits.start();
  act(() => world.store.user.setUserId(5));
  await flush();
  return { ...world, clock };
}

test('shows when the timer fires: time since sign-in and the net result; continue hides it until the next interval', async () => {
  const { clock, calls, store } = await setup();
  expect(screen.queryByTestId('modal-reality-check')).toBeNull();
  act(() => clock.advance(15 * 60_000));
  await flush();
  expect(screen.getByTestId('reality-check-time').textContent).toBe('You have been playing for 1 h 30 min.');
  expect(screen.getByTestId('reality-check-result').textContent).toContain('40');
  await act(async () => {
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await Promise.resolve();
  });
  await flush();
  expect(screen.queryByTestId('modal-reality-check')).toBeNull();
  expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reality-check')).map((c) => c.body?.data)).toEqual([
    { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: Math.floor(clock.now() / 1000) } },
  ]);
  act(() => clock.advance(15 * 60_000));
  await flush();
  expect(screen.getByTestId('modal-reality-check')).toBeTruthy();
  act(() => store.limits.dispose());
});

test('do not show again, then close (nothing): it does not come back', async () => {
  const { clock, calls, store } = await setup();
  act(() => clock.advance(15 * 60_000));
  await flush();
  const shownAt = Math.floor(clock.now() / 1000);
  fireEvent.click(screen.getByTestId('reality-check-dont-show'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('modal-reality-check-close'));
    await Promise.resolve();
  });
  await flush();
  expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reality-check')).map((c) => c.body?.data)).toEqual([
    { attributes: { action: 'none', do_not_show_again: true, popup_show_at: shownAt } },
  ]);
  act(() => clock.advance(120 * 60_000));
  await flush();
  expect(screen.queryByTestId('modal-reality-check')).toBeNull();
  act(() => store.limits.dispose());
});

test('log out stops the timer and disconnects; Russian words', async () => {
  const { clock, calls, store } = await setup('ru');
  act(() => clock.advance(15 * 60_000));
  await flush();
  expect(screen.getByTestId('reality-check-logout').textContent).toBe('Выйти');
  await act(async () => {
    fireEvent.click(screen.getByTestId('reality-check-logout'));
    await Promise.resolve();
  });
  await flush();
  expect(calls.some((c) => c.path === '/web-api/auth/disconnect')).toBe(true);
  expect(store.user.userId).toBeNull();
  expect(clock.pending()).toEqual([]);
  expect(screen.queryByTestId('modal-reality-check')).toBeNull();
  act(() => store.limits.dispose());
});
