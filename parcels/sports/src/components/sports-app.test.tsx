import { act, screen, waitFor } from '@testing-library/react';
import type { Script } from '@site/ui/testing';
import type { EventSourceLike } from '../live-connection';
import { liveGame, world } from '../test-world';
import { SportsApp } from './sports-app';

/** The line API of a tiny catalogue: one sport, one champ, one live game; it records the queries. */
function fakeLine(calls: string[]): Script {
  return (call) => {
    const url = new URL(call.url, 'http://site.test');
    calls.push(url.pathname + url.search);
    const g = liveGame(10);
    const body = url.pathname.endsWith('/line/sports')
      ? { demo: true, mode: 'live', sports: [{ id: 1, nameEng: 'Football', name: 'Football', gamesCount: 1, champsCount: 1 }] }
      : {
          demo: true,
          mode: 'live',
          timeFilter: Number(url.searchParams.get('timeFilter')),
          champs: [
            {
              id: 5,
              sportId: 1,
              name: 'Demo League',
              demo: true,
              games: [{ ...g, markets: g.markets.map(({ id, typeId, name, coef, isBlocked }) => ({ id, typeId, name, coef, isBlocked })) }],
            },
          ],
        };
    return { body };
  };
}

test('a live list: loads with the route time filter, follows its games on the stream, a frame moves the odds, a lost stream shows the banner', async () => {
  const calls: string[] = [];
  const { view } = world(fakeLine(calls));
  const sources: { url: string; s: EventSourceLike & { emit(type: string, data: unknown): void } }[] = [];
  const frames: (() => void)[] = [];
  view(
    <SportsApp
      route={{ name: 'section', params: { section: 'live', sport: '1' }, lang: 'en', path: '/en/live/1?timeFilter=2' }}
      connection={{
        createSource: (url) => {
          const listeners = new Map<string, ((e: MessageEvent) => void)[]>();
          const s = {
            readyState: 1,
            onopen: null,
            onerror: null,
            addEventListener: (t: string, fn: (e: MessageEvent) => void) => listeners.set(t, [...(listeners.get(t) ?? []), fn]),
            close: () => {},
            emit: (t: string, data: unknown) =>
              (listeners.get(t) ?? []).forEach((fn) => fn({ type: t, data: JSON.stringify(data) } as MessageEvent)),
          };
          sources.push({ url, s });
          return s;
        },
        frame: (fn) => {
          frames.push(fn);
          return () => {};
        },
      }}
    />,
  );
  await waitFor(() => expect(screen.getByTestId('sports-app').getAttribute('data-status')).not.toBe('loading'));
  expect(screen.queryByTestId('sports-error')?.textContent ?? 'ready').toBe('ready');
  expect(calls).toContain('/web-api/line/games?mode=live&sportId=1&timeFilter=2&lang=en');
  // and the whole list once, for the periods the period filters may offer
  expect(calls).toContain('/web-api/line/games?mode=live&sportId=1&timeFilter=0&lang=en');
  expect(screen.getAllByTestId('odd')).toHaveLength(3);
  expect(screen.getByTestId('sport').textContent).toBe('Football 1Demo League 1'); // with its champs and counts
  await waitFor(() => expect(sources.map((x) => x.url)).toEqual(['/web-api/live/stream?games=10']));
  const s = sources[0]!.s;
  act(() => s.emit('odds', { type: 'odds', at: 1, marketId: 1001, gameId: 10, coef: 2.75 }));
  const odd = () => screen.getAllByTestId('odd').find((e) => e.getAttribute('data-market-id') === '1001')!;
  expect(odd().getAttribute('data-coef')).toBe('2.5'); // not before the frame
  act(() => frames.shift()!());
  expect(odd().getAttribute('data-coef')).toBe('2.75');
  expect(odd().getAttribute('data-dir')).toBe('up');
  expect(screen.queryByTestId('stale-odds')).toBeNull();
  act(() => s.onerror?.(new Event('error')));
  expect(screen.getByTestId('stale-odds').textContent).toMatch(/may be out of date/);
  act(() => s.onopen?.(new Event('open')));
  expect(screen.queryByTestId('stale-odds')).toBeNull();
  // the reconnect reloads the page quietly: both lists again
  await waitFor(() => expect(calls.filter((c) => c.includes('/line/games?')).length).toBe(4));
  await act(async () => {});
});
