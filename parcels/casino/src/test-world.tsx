// The casino's own part of a test: the app in a fresh world (the UI kit's root store, scripted
// server and providers), a fake clock, counted idempotency keys, and catalogue games. Not a test file.
import type { CasinoGame, CasinoRules, CasinoSession } from '@site/api';
import { FakeClock, renderParcel, type RenderParcelOptions } from '@site/ui/testing';
import { CasinoApp } from './casino-app';
import { casinoTexts } from './locales';
import type { RouteProps } from './route-view';

export function casinoGame(id: number, over: Partial<CasinoGame> = {}): CasinoGame {
  return {
    id,
    name: `Book of Sun ${id}`,
    route: `/slots/game/${id}/book-of-sun-${id}`,
    provider: 'demo-studio',
    providerName: 'Demo Studio',
    section: 'slots',
    categories: ['popular'],
    engine: 'slot',
    minStake: 0.1,
    maxStake: 100,
    theme: 'egypt',
    params: {},
    image: `/casino/tiles/${id}.svg`,
    popularity: 1000 - id,
    rtp: 96,
    isNew: false,
    isFavorite: false,
    ...over,
  };
}

/** `count` games of a list, from index `from` (a page of the catalogue). */
export const gamesPage = (from: number, count: number) => Array.from({ length: count }, (_, i) => casinoGame(from + i + 1));

export const slotRules: CasinoRules = {
  engine: 'slot',
  rtp: 96,
  slot: {
    paytable: [
      { symbol: 0, name: 'Ankh', pays: [5, 20, 100] },
      { symbol: 1, name: 'Scarab', pays: [2, 10, 50] },
    ],
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
    wild: 9,
    reels: [Array(30).fill(0), Array(31).fill(1), Array(32).fill(0), Array(33).fill(1), Array(34).fill(0)],
  },
};

export const HASH = 'a'.repeat(64);

export function session(over: Partial<CasinoSession> = {}): CasinoSession {
  return {
    sessionId: '0123456789abcdef0123456789abcdef',
    gameId: 7,
    mode: 'demo',
    engine: 'slot',
    currency: 'EUR',
    balance: 1000,
    minStake: 0.1,
    maxStake: 100,
    fairness: { serverSeedHash: HASH, clientSeed: 'mine', nonce: 0 },
    ...over,
  };
}

export const route = (name: string, params: Record<string, string> = {}, path = '/en/x', lang = 'en'): RouteProps => ({
  name,
  params,
  lang,
  path,
});

/** The casino app on this route, in a fresh world; keys k1, k2... */
export function renderCasino(r: RouteProps, options: RenderParcelOptions = {}) {
  const clock = new FakeClock();
  let n = 0;
  const newKey = () => `k${++n}`;
  const w = renderParcel(<CasinoApp route={r} clock={clock} newKey={newKey} />, { texts: casinoTexts, ...options });
  return { ...w, clock };
}
