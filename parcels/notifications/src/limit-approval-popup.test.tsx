import { act, fireEvent, screen } from '@testing-library/react';
import { NotifyRequested, type Notification } from '@site/bus';
import { LIMIT_PATHS } from '@site/stores';
import { byRoute, FakeClock, renderParcel, type Reply, type Script, limitView, settle } from '@site/ui/testing';
import { LimitApprovalPopup } from './limit-approval-popup';
import { notificationsTexts } from './locales';

const NOW = 1_700_000_000_000;
const nowS = NOW / 1000;
const limit = (over: Record<string, unknown>) => limitView({ startedAt: nowS - 86400, limitBalance: null, ...over });
const flush = settle;

/** The popup alone, as the root config mounts the notifications parcel beside any page: no office page around it. */
async function setup(limits: ReadonlyArray<Reply | Script>, routes: Record<string, ReadonlyArray<Reply | Script>> = {}, lang = 'en') {
  const clock = new FakeClock(NOW);
  const world = renderParcel(<LimitApprovalPopup />, {
    lang,
    texts: notificationsTexts,
    deps: { limits: { clock } },
    server: byRoute({
      'GET /web-api/user/gettoken': [{ body: { token: 't', expiresAt: 0 } }],
      'GET /web-api/user/accounts': [{ body: { all_accounts: [{ id: 1, type: 0, iso: 'EUR', money: 0, isActive: true }] } }],
      [`GET ${LIMIT_PATHS.limits}`]: limits,
      ...routes,
    }),
  });
  const notices: Notification[] = [];
  world.bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  act(() => world.store.limits.start());
  act(() => world.store.user.setUserId(9));
  await flush();
  return { ...world, notices, clock };
}

test('a started pending change forces the popup on any page; it cannot be dismissed; confirming sends limitaction and closes it', async () => {
  const w = await setup(
    [
      {
        body: {
          limits: [limit({ limitType: 21, limitValue: 1000, limitState: 'PENDING', needApprove: true, startedAt: nowS - 3 * 3600 })],
        },
      },
    ],
    {
      [`POST ${LIMIT_PATHS.limitAction}`]: [
        { body: { status: 200, title: 'approved', limitsData: { limits: [limit({ limitType: 21, limitValue: 1000 })] } } },
      ],
    },
  );
  const popup = await screen.findByTestId('limits-approve-popup');
  expect(popup.getAttribute('role')).toBe('alertdialog');
  expect(screen.queryByTestId('limits-approve-popup-close')).toBeNull();
  expect(screen.getByTestId('limits-approve-text').textContent).toBe('Deposits in 7 days: €1,000.00. 21 h left to confirm it.');
  fireEvent.keyDown(popup, { key: 'Escape' });
  expect(screen.getByTestId('limits-approve-popup')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('limits-approve')));
  await flush();
  expect(w.calls.find((c) => c.path === LIMIT_PATHS.limitAction)?.body).toEqual({ limitType: 21, action: 'approve' });
  expect(screen.queryByTestId('limits-approve-popup')).toBeNull();
  expect(w.notices.map((n) => n.text.code)).toEqual(['limit.approved']);
  act(() => w.store.limits.dispose());
});

test('rejecting sends DELETE limit with the type; a failure shows the default error toast and the popup stays (Russian)', async () => {
  const w = await setup(
    [{ body: { limits: [limit({ limitType: 31, limitValue: 5, limitState: 'PENDING', needApprove: true, startedAt: nowS - 3600 })] } }],
    { [`DELETE ${LIMIT_PATHS.limit}`]: [{ status: 500, body: {} }] },
    'ru',
  );
  await screen.findByTestId('limits-approve-popup');
  expect(screen.getByTestId('limits-approve-text').textContent).toBe('Лимит сессии: 5 ч. На подтверждение осталось 23 ч.');
  expect(screen.getByTestId('limits-reject').textContent).toBe('Отклонить');
  await act(async () => fireEvent.click(screen.getByTestId('limits-reject')));
  await flush();
  expect(w.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ limitType: 31 });
  expect(w.notices.map((n) => [n.kind, n.text.code])).toEqual([['error', 'limit.reject_failed']]);
  expect(screen.getByTestId('limits-approve-popup')).toBeTruthy();
  act(() => w.store.limits.dispose());
});

test('no popup for a pending change that has not started yet, nor for active limits', async () => {
  const w = await setup([
    {
      body: {
        limits: [
          limit({ limitType: 20, limitValue: 100 }),
          limit({ limitType: 20, limitValue: 500, limitState: 'PENDING', startedAt: nowS + 3600 }),
        ],
      },
    },
  ]);
  expect(w.store.limits.loaded).toBe(true);
  expect(screen.queryByTestId('limits-approve-popup')).toBeNull();
  act(() => w.store.limits.dispose());
});
