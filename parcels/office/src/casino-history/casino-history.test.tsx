import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RoundView } from '@site/api';
import { byRoute, renderParcel } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { OfficeApp } from '../office-app';

const round = (roundId: number, over: Partial<RoundView> = {}): RoundView => ({
  roundId,
  gameId: 7,
  gameName: 'Book of Sun',
  engine: 'slot',
  mode: 'real',
  currency: 'EUR',
  stake: 2,
  win: 5.5,
  createdAt: '2026-03-01T10:00:00Z',
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'mine',
  nonce: 3,
  outcome: { engine: 'slot', stops: [0, 0, 0, 0, 0], grid: [], lines: 20, lineWins: [], multiplier: 2.75 },
  serverSeed: null,
  ...over,
});

test('the office history has a casino tab: real-money rounds with game, stake, win, time, seeds and a verify link', async () => {
  const { calls } = renderParcel(<OfficeApp route={{ name: 'office-history', params: {}, lang: 'en' }} />, {
    texts: officeTexts,
    userId: 4,
    server: byRoute({
      'GET /web-api/user/bets': [{ body: { bets: [] } }],
      'GET /web-api/user/accounts': [{ body: {} }],
      'GET /web-api/casino/rounds': [{ body: { rounds: [round(12), round(11, { serverSeed: 'b'.repeat(64), win: 0 })], total: 2 } }],
    }),
  });
  expect(screen.getByTestId('history-tab-bets').getAttribute('aria-selected')).toBe('true');
  expect(calls.some((c) => c.path === '/web-api/casino/rounds')).toBe(false);
  fireEvent.click(screen.getByTestId('history-tab-casino'));
  const rows = await screen.findAllByTestId('casino-history-row');
  expect(rows.map((r) => r.getAttribute('data-round-id'))).toEqual(['12', '11']);
  expect(screen.getAllByTestId('casino-history-stake')[0]!.textContent).toBe('€2.00');
  expect(screen.getAllByTestId('casino-history-win')[0]!.textContent).toBe('€5.50');
  expect(rows[0]!.textContent).toContain('a'.repeat(64));
  expect(rows[0]!.textContent).toContain('revealed after a rotation');
  expect(rows[1]!.textContent).toContain('b'.repeat(64));
  expect(screen.getAllByTestId('casino-history-verify')[0]!.getAttribute('href')).toBe('/en/my-casino?verify=12');
  const query = new URL(calls.find((c) => c.path === '/web-api/casino/rounds')!.url, 'http://site.test').searchParams;
  expect(query.get('mode')).toBe('real');
});

test('in Russian, with more rounds than a page: "show more" reads them', async () => {
  const { calls } = renderParcel(<OfficeApp route={{ name: 'office-history', params: {}, lang: 'ru' }} />, {
    texts: officeTexts,
    lang: 'ru',
    userId: 4,
    server: byRoute({
      'GET /web-api/user/bets': [{ body: { bets: [] } }],
      'GET /web-api/user/accounts': [{ body: {} }],
      'GET /web-api/casino/rounds': [{ body: { rounds: [round(2)], total: 2 } }, { body: { rounds: [round(2), round(1)], total: 2 } }],
    }),
  });
  fireEvent.click(screen.getByTestId('history-tab-casino'));
  expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Раунды казино (реальные деньги)');
  fireEvent.click(await screen.findByTestId('casino-history-more'));
  await waitFor(() => expect(screen.getAllByTestId('casino-history-row')).toHaveLength(2));
  expect(screen.queryByTestId('casino-history-more')).toBeNull();
  expect(calls.filter((c) => c.path === '/web-api/casino/rounds')).toHaveLength(2);
});
