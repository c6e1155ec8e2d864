import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StoresProvider } from '@site/stores';
import { type Reply, renderInWorld, testRootStore } from '@site/ui/testing';
import { OfficeApp } from './office-app';
import { PrintCoupon } from './print-coupon';

/** The office's calls answered by URL (path and query); `calls` lists the URLs asked for. */
function world(script: (url: string) => Reply) {
  const w = testRootStore({ server: (call) => script(call.url) });
  return {
    store: w.store,
    get calls() {
      return w.calls.map((c) => c.url);
    },
    view: (ui: React.ReactNode) => renderInWorld(w, ui).view,
  };
}

const selection = (over: Record<string, unknown> = {}) => ({
  marketId: 11,
  gameId: 5,
  marketName: 'Home win',
  opponents: ['Lions', 'Tigers'],
  sportId: 1,
  champId: 2,
  startTime: 1_700_000_000_000,
  coef: 1.5,
  isBanker: false,
  isLive: false,
  amount: null,
  outcome: null,
  score: [0, 0],
  ...over,
});
const coupon = (over: Record<string, unknown> = {}) => ({
  couponId: 101,
  typeId: 1,
  systemValue: null,
  status: 'open',
  currency: 'USD',
  amount: 10,
  coef: 3.375,
  possibleWin: 33.75,
  win: null,
  bonusCoef: 1,
  createdAt: '2024-05-01T10:00:00.000Z',
  settledAt: null,
  selections: [selection(), selection({ marketId: 12 }), selection({ marketId: 13 })],
  ...over,
});
const route = (name: string, params: Record<string, string> = {}) => ({ name, params, lang: 'en' });

test('history: each bet with its status, selections, stake, odds, possible win and result', async () => {
  const w = world(() => ({
    body: {
      demo: true,
      bets: [
        coupon(),
        coupon({ couponId: 102, status: 'won', win: 37.12, bonusCoef: 1.1, selections: [selection({ outcome: 'win', score: [2, 1] })] }),
        coupon({ couponId: 103, status: 'lost', win: 0, typeId: 0, selections: [selection({ outcome: 'lose', score: [0, 1] })] }),
        coupon({ couponId: 104, status: 'void', win: 10, selections: [selection({ outcome: 'void' })] }),
        { couponId: 'garbage' },
      ],
    },
  }));
  w.view(<OfficeApp route={route('office-history')} />);
  const bets = await screen.findAllByTestId('history-bet');
  expect(bets.map((b) => b.getAttribute('data-status'))).toEqual(['open', 'won', 'lost', 'void']);
  const text = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;
  const [open, won, lost, back] = bets as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  expect(text(open, 'history-bet-status')).toBe('Not settled');
  expect(text(open, 'history-bet-type')).toBe('Express');
  expect(within(open).getAllByTestId('history-selection')).toHaveLength(3);
  expect(text(open, 'history-bet-amount')).toBe('$10');
  expect(text(open, 'history-bet-coef')).toBe('3.375');
  expect(text(open, 'history-bet-possible-win')).toBe('$33.75');
  expect(text(open, 'history-bet-result')).toBe('Pending');
  expect(within(open).getByTestId('history-bet-print').getAttribute('href')).toBe('/en/print-coupon/101');
  expect(text(won, 'history-bet-status')).toBe('Won');
  expect(text(won, 'history-bet-result')).toBe('$37.12');
  expect(within(won).getByTestId('history-selection').textContent).toContain('won (2:1)');
  expect(text(lost, 'history-bet-status')).toBe('Lost');
  expect(text(lost, 'history-bet-type')).toBe('Single');
  expect(text(lost, 'history-bet-result')).toBe('$0');
  expect(text(back, 'history-bet-status')).toBe('Returned');
  expect(text(back, 'history-bet-result')).toBe('$10');
  expect(w.calls).toEqual(['/web-api/user/bets?status=all&lang=en']);
});

test('history filters: from and to as the local days (to inclusive), status', async () => {
  const w = world(() => ({ body: { bets: [] } }));
  w.view(<OfficeApp route={route('office-history')} />);
  expect((await screen.findByTestId('history-empty')).textContent).toBe('No bets for this choice.');
  fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2024-05-01' } });
  fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2024-05-03' } });
  fireEvent.change(screen.getByTestId('history-status'), { target: { value: 'won' } });
  expect(w.calls).toHaveLength(1);
  fireEvent.click(screen.getByTestId('history-apply'));
  await waitFor(() => expect(w.calls).toHaveLength(2));
  const q = new URL(w.calls[1]!, 'http://x').searchParams;
  expect(Number(q.get('from'))).toBe(new Date(2024, 4, 1).getTime());
  expect(Number(q.get('to'))).toBe(new Date(2024, 4, 4).getTime());
  expect(q.get('status')).toBe('won');
  expect(Array.from((screen.getByTestId('history-status') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['All', 'Not settled', 'Won', 'Lost', 'Returned']);
});

test('history: a failed load says why', async () => {
  const w = world(() => ({ status: 401, body: { errors: [{ status: '401', code: 'unauthorized', detail: 'Sign in to continue' }] } }));
  w.view(<OfficeApp route={route('office-history')} />);
  expect((await screen.findByTestId('history-error')).textContent).toBe('Sign in to continue');
});

test('print-coupon: the coupon as a printable page', async () => {
  const w = world((p) => (p.startsWith('/web-api/coupon/101') ? { body: { demo: true, coupon: coupon() } } : { status: 500 }));
  const print = jest.fn();
  render(
    <StoresProvider store={w.store}>
      <PrintCouponProbe print={print} />
    </StoresProvider>,
  );
  expect((await screen.findByTestId('history-bet')).getAttribute('data-coupon-id')).toBe('101');
  fireEvent.click(screen.getByTestId('print-button'));
  expect(print).toHaveBeenCalledTimes(1);
  expect(w.calls).toEqual(['/web-api/coupon/101?lang=en']);
});

test('print-coupon: a coupon that does not exist (or is not yours) says so', async () => {
  const w = world(() => ({ status: 404, body: { errors: [{ status: '404', code: 'not_found', detail: 'There is no such coupon', source: { pointer: '/couponId' } }] } }));
  w.view(<OfficeApp route={route('print-coupon', { couponId: '999' })} />);
  expect((await screen.findByTestId('print-not-found')).textContent).toBe('There is no such coupon, or it is not yours.');
  expect(screen.queryByTestId('print-button')).toBeNull();
});

test('other office pages: the office sections and an honest note', () => {
  const w = world(() => ({ body: {} }));
  w.view(<OfficeApp route={route('office-security')} />);
  const links = within(screen.getByTestId('office-nav')).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toContain('/en/office/history');
  expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Security');
  expect(screen.getByTestId('office-section-stub')).toBeTruthy();
  expect(w.calls).toEqual([]);
});

function PrintCouponProbe({ print }: { print: () => void }) {
  return <PrintCoupon couponId="101" print={print} />;
}
