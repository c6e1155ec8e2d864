import '../jsdom-web-crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountsView, accountView, byRoute, networkDown, type Call } from '@site/ui/testing';
import { casinoGame, HASH, renderCasino, route, session, slotRules } from '../test-world';

// The game plays 2 of the engine's lines (its own parameter).
const GAME = { 'GET /web-api/casino/games/7': [{ body: { game: casinoGame(7, { params: { lines: 2 } }), rules: slotRules } }] };
const SID = session().sessionId;
const ROUNDS = `POST /web-api/casino/sessions/${SID}/rounds`;

function roundAnswer(body: Record<string, unknown> | undefined, over: Record<string, unknown> = {}) {
  const stake = Number(body?.stake);
  return {
    body: {
      roundId: 41,
      stake,
      win: 2.5,
      balance: 1000 - stake + 2.5,
      currency: 'EUR',
      outcome: {
        engine: 'slot',
        stops: [1, 2, 3, 4, 5],
        grid: Array.from({ length: 5 }, () => [1, 1, 0]),
        lines: 3,
        lineWins: [{ line: 0, symbol: 1, count: 5, pays: 50 }],
        multiplier: 0.25,
      },
      serverSeedHash: HASH,
      clientSeed: 'mine',
      nonce: 0,
      ...over,
    },
  };
}

const gamePage = () => route('casino-game', { section: 'slots', gameId: '7', gameName: 'book-of-sun-7' });
const rounds = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/rounds')).map((c) => c.body);

test("a guest opens the demo: the reels, the paytable and the seed hash shown before play; the stake sent is the one shown; the balance is the answer's", async () => {
  const { calls } = renderCasino(gamePage(), {
    server: byRoute({ ...GAME, 'POST /web-api/casino/games/7/launch': [{ body: session() }], [ROUNDS]: [(c) => roundAnswer(c.body)] }),
  });
  expect(await screen.findByTestId('casino-paytable')).toBeTruthy();
  expect(screen.getByTestId('casino-paytable').textContent).toContain('Ankh');
  fireEvent.click(screen.getByTestId('casino-launch-demo'));
  expect(await screen.findByTestId('casino-round')).toBeTruthy();
  expect(calls.find((c) => c.path.endsWith('/launch'))?.body).toEqual({ mode: 'demo' });
  expect(screen.getByTestId('fair-hash').textContent).toBe(HASH);
  expect(screen.getAllByTestId('slot-cell')).toHaveLength(15);
  fireEvent.change(screen.getByTestId('casino-stake'), { target: { value: '2,5' } });
  fireEvent.click(screen.getByTestId('casino-play'));
  await waitFor(() => expect(screen.getByTestId('casino-balance').getAttribute('data-value')).toBe('1000'));
  expect(rounds(calls)).toEqual([{ stake: 2.5, idempotencyKey: 'k1', lines: 2 }]);
  expect(screen.getByTestId('casino-last-win').textContent).toBe('€2.50');
  expect(screen.getByTestId('slot-line-wins').textContent).toContain('line 1');
  expect(screen.getByTestId('fair-nonce').textContent).toBe('1');
  // a demo round moves no real money: the accounts are not read
  expect(calls.some((c) => c.path === '/web-api/user/accounts')).toBe(false);
});

test("a stake the game cannot take disables play and says why, in the player's language", async () => {
  renderCasino(gamePage(), {
    lang: 'ru',
    server: byRoute({ ...GAME, 'POST /web-api/casino/games/7/launch': [{ body: session({ balance: 5 }) }] }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  const stake = await screen.findByTestId('casino-stake');
  const play = screen.getByTestId('casino-play') as HTMLButtonElement;
  const reasonFor = (text: string) => {
    fireEvent.change(stake, { target: { value: text } });
    return screen.queryByTestId('casino-stake-reason')?.textContent ?? null;
  };
  expect(reasonFor('101')).toMatch(/100/);
  expect(play.disabled).toBe(true);
  expect(reasonFor('0.05')).toMatch(/0,10/);
  expect(reasonFor('1.234')).not.toBeNull();
  expect(reasonFor('abc')).not.toBeNull();
  expect(reasonFor('6')).not.toBeNull(); // over the balance of 5
  expect(reasonFor('5')).toBeNull();
  expect(play.disabled).toBe(false);
});

test('a round lost on the network is sent again with the same key and stake; a new round gets a new key', async () => {
  let first = true;
  const { calls } = renderCasino(gamePage(), {
    server: byRoute({
      ...GAME,
      'POST /web-api/casino/games/7/launch': [{ body: session() }],
      [ROUNDS]: [
        (c) => {
          if (first) {
            first = false;
            return networkDown(c);
          }
          return roundAnswer(c.body);
        },
      ],
    }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  fireEvent.change(await screen.findByTestId('casino-stake'), { target: { value: '3' } });
  fireEvent.click(screen.getByTestId('casino-play'));
  expect(await screen.findByTestId('casino-round-error')).toBeTruthy();
  expect(screen.getByTestId('casino-play').textContent).toBe('Send the round again');
  // the stake cannot change under a round that may have been played
  expect((screen.getByTestId('casino-stake') as HTMLInputElement).disabled).toBe(true);
  fireEvent.click(screen.getByTestId('casino-play'));
  await screen.findByTestId('casino-last-round');
  fireEvent.click(screen.getByTestId('casino-play'));
  await waitFor(() => expect(rounds(calls)).toHaveLength(3));
  expect(rounds(calls).map((b) => [b?.idempotencyKey, b?.stake])).toEqual([
    ['k1', 3],
    ['k1', 3],
    ['k2', 3],
  ]);
});

test("a refusal is shown as the server's message and the next round is a new one", async () => {
  const { calls } = renderCasino(gamePage(), {
    lang: 'ru',
    server: byRoute({
      ...GAME,
      'POST /web-api/casino/games/7/launch': [{ body: session() }],
      [ROUNDS]: [
        {
          status: 422,
          body: { errors: [{ status: '422', code: 'ledger.insufficient_funds', detail: 'x', meta: { balance: 1, currency: 'EUR' } }] },
        },
        (c) => roundAnswer(c.body),
      ],
    }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  fireEvent.click(await screen.findByTestId('casino-play'));
  expect((await screen.findByTestId('casino-round-error')).textContent).toMatch(/1,00/);
  fireEvent.click(screen.getByTestId('casino-play'));
  await screen.findByTestId('casino-last-round');
  expect(rounds(calls).map((b) => b?.idempotencyKey)).toEqual(['k1', 'k2']);
});

test("real play: a guest is asked to sign in; a player's round refreshes the accounts store", async () => {
  const guest = renderCasino(gamePage(), { server: byRoute({ ...GAME, 'POST /web-api/casino/games/7/launch': [{ body: session() }] }) });
  // from a demo session, back to the choice
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  fireEvent.click(await screen.findByTestId('casino-change-mode'));
  fireEvent.click(await screen.findByTestId('casino-launch-real'));
  expect(await screen.findByTestId('casino-sign-in')).toBeTruthy();
  // the game page has no header: the login is the login page, coming back to the game
  expect(screen.getByTestId('casino-sign-in-link').getAttribute('href')).toMatch(/^\/en\/user\/login\?/);
  expect(screen.getByTestId('casino-sign-up-link').getAttribute('href')).toMatch(/^\/en\/registration\?/);
  expect(guest.calls.filter((c) => c.path.endsWith('/launch')).map((c) => c.body)).toEqual([{ mode: 'demo' }]);
  guest.view.unmount();

  let balance = 100;
  const player = renderCasino(gamePage(), {
    userId: 9,
    server: byRoute({
      ...GAME,
      'GET /web-api/user/accounts': [() => ({ body: accountsView([accountView({ iso: 'EUR', symbol: '€', money: balance })]) })],
      'POST /web-api/casino/games/7/launch': [{ body: session({ mode: 'real', balance: 100 }) }],
      [ROUNDS]: [
        (c) => {
          balance = 98;
          return roundAnswer(c.body, { balance: 98, win: 0 });
        },
      ],
    }),
  });
  await waitFor(() => expect(player.store.accounts.balance).toBe(100));
  fireEvent.click(await screen.findByTestId('casino-launch-real'));
  expect((await screen.findByTestId('casino-round')).getAttribute('data-mode')).toBe('real');
  fireEvent.change(screen.getByTestId('casino-stake'), { target: { value: '2' } });
  fireEvent.click(screen.getByTestId('casino-play'));
  await waitFor(() => expect(player.store.accounts.balance).toBe(98));
  expect(screen.getByTestId('casino-balance').getAttribute('data-value')).toBe('98');
});

test('keno: pick 1 to 10 of 80, the draw and the hits shown', async () => {
  const keno = casinoGame(7, { engine: 'keno', section: 'keno' });
  const { calls } = renderCasino(gamePage(), {
    server: byRoute({
      'GET /web-api/casino/games/7': [
        { body: { game: keno, rules: { engine: 'keno', rtp: 95, keno: { paytable: { '1': [0, 3.8] }, rtpByPicks: { '1': 95 } } } } },
      ],
      'POST /web-api/casino/games/7/launch': [{ body: session({ engine: 'keno' }) }],
      [ROUNDS]: [(c) => roundAnswer(c.body, { outcome: { engine: 'keno', picks: [3, 80], drawn: [3, 9], hits: [3], multiplier: 1 } })],
    }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-demo'));
  expect(await screen.findAllByRole('button', { name: /^\d+$/ })).toHaveLength(80);
  expect((screen.getByTestId('casino-play') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByTestId('keno-80'));
  fireEvent.click(screen.getByTestId('keno-3'));
  for (let n = 10; n < 30; n++) fireEvent.click(screen.getByTestId(`keno-${n}`));
  expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(10);
  for (let n = 10; n < 18; n++) fireEvent.click(screen.getByTestId(`keno-${n}`));
  fireEvent.click(screen.getByTestId('casino-play'));
  expect((await screen.findByTestId('keno-result')).textContent).toBe('1 of 2 hit.');
  expect(rounds(calls)[0]).toMatchObject({ picks: [3, 80] });
  expect(screen.getByTestId('keno-3').className).toContain('keno-cell--hit');
});

test('dice and crash: a choice out of bounds disables play with the reason; the round sends the choice', async () => {
  for (const [engine, testId, bad, good, field, sent] of [
    ['dice', 'dice-target', '99', '40', 'target', { target: 40 }],
    ['crash', 'crash-cash-out', '1', '2.5', 'cashOutAt', { cashOutAt: 2.5 }],
  ] as const) {
    const outcome =
      engine === 'dice'
        ? { engine, target: 40, roll: 12.34, multiplier: 2.475 }
        : { engine, cashOutAt: 2.5, crashPoint: 3.1, multiplier: 2.5 };
    const w = renderCasino(gamePage(), {
      server: byRoute({
        'GET /web-api/casino/games/7': [{ body: { game: casinoGame(7, { engine }), rules: { engine, rtp: 99, houseEdge: 1 } } }],
        'POST /web-api/casino/games/7/launch': [{ body: session({ engine }) }],
        [ROUNDS]: [(c) => roundAnswer(c.body, { outcome })],
      }),
    });
    fireEvent.click(await screen.findByTestId('casino-launch-demo'));
    fireEvent.change(await screen.findByTestId(testId), { target: { value: bad } });
    expect((screen.getByTestId('casino-play') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('casino-stake-reason').textContent).toContain(field);
    fireEvent.change(screen.getByTestId(testId), { target: { value: good } });
    fireEvent.click(screen.getByTestId('casino-play'));
    await screen.findByTestId(`${engine}-result`);
    expect(rounds(w.calls)[0]).toMatchObject(sent);
    w.view.unmount();
  }
});

test('a self-excluded player cannot open real play: the refusal is shown in their language, no session opens', async () => {
  renderCasino(gamePage(), {
    lang: 'ru',
    userId: 9,
    server: byRoute({
      ...GAME,
      'GET /web-api/user/accounts': [{ body: accountsView([accountView()]) }],
      'POST /web-api/casino/games/7/launch': [
        {
          status: 422,
          body: { errors: [{ status: '422', code: 'self_excluded', detail: 'x', meta: { endsAt: '2026-12-01 00:00 UTC' } }] },
        },
      ],
    }),
  });
  fireEvent.click(await screen.findByTestId('casino-launch-real'));
  expect((await screen.findByTestId('casino-launch-error')).textContent).toBe(
    'Вы исключили себя до 2026-12-01 00:00 UTC: ставки, игры и депозиты закрыты.',
  );
  expect(screen.queryByTestId('casino-round')).toBeNull();
});

test('an unknown game says so and leads back to the lobby', async () => {
  renderCasino(route('casino-game', { section: 'slots', gameId: '999', gameName: 'x' }), {
    server: byRoute({
      'GET /web-api/casino/games/999': [{ status: 404, body: { errors: [{ status: '404', code: 'casino.game_not_found', detail: 'x' }] } }],
    }),
  });
  expect((await screen.findByTestId('casino-game-error')).textContent).toContain('There is no such game.');
  expect(screen.getByRole('link').getAttribute('href')).toBe('/en/casino-lobby');
});
