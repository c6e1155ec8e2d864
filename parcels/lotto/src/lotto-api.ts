import { type ApiClient, isRecord, type LottoDraw, type LottoGame, type LottoTicket, type TotoDraw, type TotoTicket } from '@site/api';

// The parcel's calls, each answer checked at the boundary: entries that are not what the
// contract says are dropped, never shown half.

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const ints = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);

function listOf<T>(raw: unknown, key: string, ok: (x: unknown) => x is T): T[] {
  const list = isRecord(raw) ? raw[key] : null;
  return Array.isArray(list) ? list.filter(ok) : [];
}

export const isDraw = (d: unknown): d is LottoDraw =>
  isRecord(d) && isInt(d.id) && isInt(d.gameId) && isInt(d.drawAt) && isStr(d.seedHash) && (d.numbers === null || ints(d.numbers));

export const isGame = (g: unknown): g is LottoGame =>
  isRecord(g) && isInt(g.id) && isStr(g.slug) && isInt(g.pick) && isInt(g.of) && isNum(g.price) && isStr(g.currency) && Array.isArray(g.tiers) && isDraw(g.nextDraw);

const isLottoTicket = (t: unknown): t is LottoTicket =>
  isRecord(t) && isInt(t.id) && isInt(t.gameId) && isInt(t.drawAt) && ints(t.numbers) && isNum(t.amount) && isStr(t.currency) && isStr(t.status);

const isTotoDraw = (d: unknown): d is TotoDraw =>
  isRecord(d) && isInt(d.id) && isStr(d.status) && isInt(d.closesAt) && Array.isArray(d.events) && Array.isArray(d.pools);

const isTotoTicket = (t: unknown): t is TotoTicket =>
  isRecord(t) && isInt(t.id) && isInt(t.drawId) && Array.isArray(t.picks) && isInt(t.combinations) && isNum(t.amount) && isStr(t.currency) && isStr(t.status);

/** A random key for one purchase (the contract: 1 to 100 characters). */
export function purchaseKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const lottoApi = (api: ApiClient, signal?: AbortSignal) => ({
  games: async () => listOf(await api.get<unknown>('web:/lotto/games', { signal }), 'games', isGame),
  game: async (id: string) => {
    const raw = await api.get<unknown>(`web:/lotto/games/${encodeURIComponent(id)}`, { signal });
    return isRecord(raw) && isGame(raw.game) ? { game: raw.game, results: listOf(raw, 'results', isDraw) } : null;
  },
  tickets: async () => listOf(await api.get<unknown>('web:/lotto/tickets', { signal }), 'tickets', isLottoTicket),
  buy: async (gameId: number, numbers: number[]) => {
    const raw = await api.post<unknown>('web:/lotto/tickets', { gameId, numbers, idempotencyKey: purchaseKey() });
    return isRecord(raw) && isLottoTicket(raw.ticket) ? raw.ticket : null;
  },
  totoCurrent: async (lang: string) => {
    const raw = await api.get<unknown>('web:/toto/current', { query: { lang }, signal });
    return isRecord(raw) && isTotoDraw(raw.draw) ? raw.draw : null;
  },
  totoDraws: async (lang: string) => listOf(await api.get<unknown>('web:/toto/draws', { query: { lang }, signal }), 'draws', isTotoDraw),
  totoTickets: async () => listOf(await api.get<unknown>('web:/toto/tickets', { signal }), 'tickets', isTotoTicket),
  totoBuy: async (drawId: number, picks: string[]) => {
    const raw = await api.post<unknown>('web:/toto/tickets', { drawId, picks, idempotencyKey: purchaseKey() });
    return isRecord(raw) && isTotoTicket(raw.ticket) ? raw.ticket : null;
  },
});
