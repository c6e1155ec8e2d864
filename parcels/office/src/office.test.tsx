import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { defaultSiteConfig } from '@site/api';
import { routeTable } from '@site/routes';
import { translateMessage } from '@site/i18n';
import { type Reply, renderInWorld, testRootStore } from '@site/ui/testing';
import { officeTexts } from './locales';
import { OfficeApp } from './office-app';
import { PrintCoupon } from './print-coupon';
import { SettingsPage } from './settings-page';

/** The office's calls answered by URL (path and query); `calls` lists the URLs asked for. */
function world(script: (url: string) => Reply) {
  const w = testRootStore({ server: (call) => script(call.url) });
  return {
    store: w.store,
    get calls() {
      return w.calls.map((c) => c.url);
    },
    view: (ui: React.ReactNode) => renderInWorld(w, ui, { texts: officeTexts }).view,
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
  expect(text(open, 'history-bet-amount')).toBe('$10.00');
  expect(text(open, 'history-bet-coef')).toBe('3.375');
  expect(text(open, 'history-bet-possible-win')).toBe('$33.75');
  expect(text(open, 'history-bet-result')).toBe('Pending');
  expect(within(open).getByTestId('history-bet-print').getAttribute('href')).toBe('/en/print-coupon/101');
  expect(text(won, 'history-bet-status')).toBe('Won');
  expect(text(won, 'history-bet-result')).toBe('$37.12');
  expect(within(won).getByTestId('history-selection').textContent).toContain('won (2:1)');
  expect(text(lost, 'history-bet-status')).toBe('Lost');
  expect(text(lost, 'history-bet-type')).toBe('Single');
  expect(text(lost, 'history-bet-result')).toBe('$0.00');
  expect(text(back, 'history-bet-status')).toBe('Returned');
  expect(text(back, 'history-bet-result')).toBe('$10.00');
  expect(w.calls).toEqual(['/web-api/user/bets?status=all&lang=en']);
});

test('history and print honour the player: his odds format, language, time zone and clock', async () => {
  const w = world(() => ({ body: { bets: [coupon({ status: 'won', win: 37.12, bonusCoef: 1.1, selections: [selection({ outcome: 'win', score: [2, 1] })] })] } }));
  act(() => {
    w.store.settings.setSiteConfig({ ...defaultSiteConfig, global: { ...defaultSiteConfig.global, coefViewId: 1 } });
    w.store.settings.setLanguage('ru');
    w.store.settings.setTimeZone('Asia/Tokyo');
    w.store.settings.setIs12h(false);
  });
  w.view(<OfficeApp route={route('office-history')} />);
  const bet = await screen.findByTestId('history-bet');
  const text = (id: string) => within(bet).getByTestId(id).textContent?.replace(/\s/g, ' ');
  expect(text('history-bet-coef')).toBe('19/8');
  expect(text('history-selection-coef')).toBe('1/2');
  expect(text('history-bet-status')).toBe('Выигрыш');
  expect(text('history-bet-type')).toBe('Экспресс');
  expect(text('history-bet-amount')).toBe('10,00 $');
  expect(text('history-bet-number')).toBe('Купон № 101');
  expect(text('history-selection')).toContain('выигрыш (2:1)');
  expect(bet.querySelector('time')?.textContent).toBe('01.05.2024, 19:00');
  expect(bet.textContent).toContain('×1,1');
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

test('history: a failed load says why, in the player language', async () => {
  const w = world(() => ({ status: 401, body: { errors: [{ status: '401', code: 'auth.unauthorized', detail: 'Sign in to continue' }] } }));
  w.view(<OfficeApp route={route('office-history')} />);
  const error = await screen.findByTestId('history-error');
  expect(error.querySelector('[data-code]')?.getAttribute('data-code')).toBe('auth.unauthorized');
  expect(error.textContent).toBe(translateMessage(w.store.i18n, { code: 'auth.unauthorized' }, { warn: () => {} }));
  expect(error.textContent).not.toContain('Sign in to continue');
});

test('print-coupon: the coupon as a printable page', async () => {
  const w = world((p) => (p.startsWith('/web-api/coupon/101') ? { body: { demo: true, coupon: coupon() } } : { status: 500 }));
  const print = jest.fn();
  w.view(<PrintCouponProbe print={print} />);
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

test('the office navigation: every section, the tickets of lotto and toto, the current page marked', () => {
  const w = world(() => ({ body: {} }));
  w.view(<OfficeApp route={route('office-recharge')} />);
  const links = within(screen.getByTestId('office-nav')).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toContain('/en/office/history');
  expect(screen.getByTestId('office-lotto-tickets').getAttribute('href')).toBe('/en/lotto/tickets');
  expect(screen.getByTestId('office-toto-tickets').getAttribute('href')).toBe('/en/toto/main/coupons');
  expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Deposit');
  expect(screen.queryByTestId('office-section-stub')).toBeNull();
});

test('no office route of the route table shows the "coming" stub: every one is a real page', () => {
  const names = routeTable.filter((r) => r.application === '@site/app-office' && r.name.startsWith('office-')).map((r) => r.name);
  expect(names.length).toBeGreaterThan(20);
  for (const name of names) {
    const w = world(() => ({ body: {} }));
    const { unmount } = w.view(<OfficeApp route={route(name, { topicId: '1', subTopicId: '1', transactionId: '1' })} />);
    expect([name, screen.queryByTestId('office-section-stub')]).toEqual([name, null]);
    unmount();
  }
});

test('settings: the player picks his time zone and clock; every date follows', () => {
  const w = world(() => ({ body: {} }));
  const at = Date.UTC(2024, 4, 1, 18, 5);
  w.view(<SettingsPage now={() => at} />);
  const sample = () => screen.getByTestId('settings-sample').querySelector('time')?.textContent?.replace(/\s/g, ' ');
  fireEvent.change(screen.getByTestId('settings-time-zone'), { target: { value: 'Asia/Tokyo' } });
  fireEvent.click(screen.getByTestId('settings-clock-24'));
  expect(w.store.settings.timeZone).toBe('Asia/Tokyo');
  expect(w.store.settings.is12h).toBe(false);
  expect(sample()).toBe('5/2/24, 03:05');
  fireEvent.click(screen.getByTestId('settings-clock-12'));
  expect(sample()).toBe('5/2/24, 3:05 AM');
  fireEvent.change(screen.getByTestId('settings-time-zone'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('settings-clock-auto'));
  expect([w.store.settings.timeZone, w.store.settings.is12h]).toEqual([null, null]);
  act(() => w.store.settings.setLanguage('ru'));
  expect(screen.getByTestId('settings-page').querySelector('h1')?.textContent).toBe('Настройки');
  expect(screen.getByTestId('settings-clock').textContent).toContain('24 часа');
});

function PrintCouponProbe({ print }: { print: () => void }) {
  return <PrintCoupon couponId="101" print={print} />;
}
