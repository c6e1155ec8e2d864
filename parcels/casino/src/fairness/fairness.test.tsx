import '../jsdom-web-crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RoundView } from '@site/api';
import { fairDraw, sha256Hex } from '@site/betting';
import { byRoute } from '@site/ui/testing';
import { casinoGame, renderCasino, route, session, slotRules } from '../test-world';

const SEED = '1'.repeat(64);
const NEXT = '2'.repeat(64);
const SID = session().sessionId;

async function kenoRound(roundId: number, nonce: number, revealed: boolean, tamper = false): Promise<RoundView> {
  const draw = await fairDraw('keno', { serverSeed: SEED, clientSeed: 'lucky', nonce });
  const drawn = draw.engine === 'keno' ? draw.drawn : [];
  return {
    roundId,
    gameId: 7,
    gameName: 'Keno Express',
    engine: 'keno',
    mode: 'demo',
    currency: 'EUR',
    stake: 1,
    win: 0,
    createdAt: '2026-01-01T10:00:00Z',
    serverSeedHash: await sha256Hex(SEED),
    clientSeed: 'lucky',
    nonce,
    outcome: { engine: 'keno', picks: [1], drawn: tamper ? [...drawn].reverse() : drawn, hits: [], multiplier: 0 },
    serverSeed: revealed ? SEED : null,
  };
}

test('the player sets a client seed, rotates, and verifies a round of the session in the browser', async () => {
  const hash = await sha256Hex(SEED);
  const round = await kenoRound(41, 0, true);
  const { calls } = renderCasino(route('casino-game', { section: 'keno', gameId: '7', gameName: 'keno' }), {
    server: byRoute({
      'GET /web-api/casino/games/7': [
        { body: { game: casinoGame(7, { engine: 'keno', section: 'keno' }), rules: { engine: 'keno', rtp: 95 } } },
      ],
      'POST /web-api/casino/games/7/launch': [
        { body: session({ engine: 'keno', fairness: { serverSeedHash: hash, clientSeed: 'abc', nonce: 0 } }) },
      ],
      'PUT /web-api/casino/fairness/client-seed': [{ status: 204 }],
      'GET /web-api/casino/fairness': [
        { body: { serverSeedHash: hash, clientSeed: 'lucky', nonce: 0 } },
        { body: { serverSeedHash: NEXT, clientSeed: 'lucky', nonce: 0 } },
      ],
      'POST /web-api/casino/fairness/rotate': [{ body: { serverSeed: SEED, serverSeedHash: hash, nextServerSeedHash: NEXT } }],
      'GET /web-api/casino/rounds': [{ body: { rounds: [round], total: 1 } }],
      'GET /web-api/casino/rounds/41': [{ body: { round } }],
    }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  const seed = await screen.findByTestId('fair-client-seed');
  fireEvent.change(seed, { target: { value: 'no spaces allowed' } });
  expect((screen.getByTestId('fair-client-seed-save') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByTestId('fair-client-seed-reason')).toBeTruthy();
  fireEvent.change(seed, { target: { value: 'lucky' } });
  fireEvent.click(screen.getByTestId('fair-client-seed-save'));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ clientSeed: 'lucky', sessionId: SID });
  await waitFor(() => expect((screen.getByTestId('fair-rotate') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('fair-rotate'));
  expect((await screen.findByTestId('fair-revealed-seed')).textContent).toBe(SEED);
  await waitFor(() => expect(screen.getByTestId('fair-hash').textContent).toBe(NEXT));
  fireEvent.click(await screen.findByTestId('casino-verify-button'));
  const hashOk = await screen.findByTestId('casino-verify-hash');
  expect(hashOk.getAttribute('data-ok')).toBe('true');
  expect(screen.getByTestId('casino-verify-draw').getAttribute('data-ok')).toBe('true');
  expect(screen.getByTestId('casino-fair-function').textContent).toContain('HMAC-SHA256');
  // the session names the seeds' owner in every fairness call
  expect(calls.find((c) => c.path === '/web-api/casino/rounds')?.url).toContain(`sessionId=${SID}`);
  expect(calls.find((c) => c.path === '/web-api/casino/fairness/rotate')).toMatchObject({
    url: `/web-api/casino/fairness/rotate?sessionId=${SID}`,
    body: undefined,
  });
});

test("my-casino: the player's rounds with verify links; a round whose seed is hidden says so; a tampered one fails", async () => {
  const hidden = await kenoRound(50, 1, false);
  const tampered = await kenoRound(51, 2, true, true);
  const w = renderCasino(route('my-casino', {}, '/en/my-casino'), {
    userId: 3,
    server: byRoute({
      'GET /web-api/casino/rounds': [{ body: { rounds: [hidden, tampered], total: 2 } }],
      'GET /web-api/user/accounts': [{ body: {} }],
    }),
  });
  const links = await screen.findAllByTestId('casino-verify-link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/my-casino?verify=50', '/en/my-casino?verify=51']);
  w.view.unmount();
  renderCasino(route('my-casino', {}, '/en/my-casino?verify=50'), {
    userId: 3,
    server: byRoute({ 'GET /web-api/casino/rounds/50': [{ body: { round: hidden } }] }),
  });
  expect(await screen.findByTestId('casino-verify-hidden')).toBeTruthy();
  renderCasino(route('my-casino', {}, '/en/my-casino?verify=51'), {
    userId: 3,
    server: byRoute({ 'GET /web-api/casino/rounds/51': [{ body: { round: tampered } }] }),
  });
  expect((await screen.findByTestId('casino-verify-draw')).getAttribute('data-ok')).toBe('false');
});

test("a slot round is verified with its game's reel strips", async () => {
  const strips = slotRules.slot!.reels.map((r) => r.length);
  const draw = await fairDraw('slot', { serverSeed: SEED, clientSeed: 'c', nonce: 4 }, strips);
  const round: RoundView = {
    ...(await kenoRound(60, 4, true)),
    engine: 'slot',
    clientSeed: 'c',
    outcome: { engine: 'slot', stops: draw.engine === 'slot' ? draw.stops : [], grid: [], lines: 3, lineWins: [], multiplier: 0 },
  };
  renderCasino(route('my-casino', {}, '/en/my-casino?verify=60'), {
    userId: 3,
    server: byRoute({
      'GET /web-api/casino/rounds/60': [{ body: { round } }],
      'GET /web-api/casino/games/7': [{ body: { game: casinoGame(7), rules: slotRules } }],
    }),
  });
  expect((await screen.findByTestId('casino-verify-draw')).getAttribute('data-ok')).toBe('true');
});
