import { type ApiClient, type ChampView, type GameDetail, type GameView, isRecord, type Section, type SportView } from '@site/api';

// The line calls of the cyber pages (the sportsbook's line API, filtered to a discipline's
// sport), each answer checked: entries that are not what the contract says are dropped.

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isMarket = (m: unknown) => isRecord(m) && isInt(m.id) && typeof m.coef === 'number' && typeof m.name === 'string';
const isGame = (g: unknown): g is GameView =>
  isRecord(g) && isInt(g.id) && isInt(g.sportId) && isInt(g.champId) && Array.isArray(g.opponents) && Array.isArray(g.score) && Array.isArray(g.markets) && g.markets.every(isMarket);
const isChamp = (c: unknown): c is ChampView => isRecord(c) && isInt(c.id) && typeof c.name === 'string' && Array.isArray(c.games);
const isSport = (s: unknown): s is SportView => isRecord(s) && isInt(s.id) && typeof s.name === 'string' && isInt(s.gamesCount);

export const cyberApi = (api: ApiClient, signal?: AbortSignal) => ({
  sports: async (mode: Section, lang: string): Promise<SportView[]> => {
    const raw = await api.get<unknown>('web:/line/sports', { query: { mode, lang }, signal });
    return isRecord(raw) && Array.isArray(raw.sports) ? raw.sports.filter(isSport) : [];
  },
  champs: async (q: { mode: Section; sportId: number; champId?: number; lang: string }): Promise<ChampView[]> => {
    const raw = await api.get<unknown>('web:/line/games', { query: { ...q }, signal });
    if (!isRecord(raw) || !Array.isArray(raw.champs)) return [];
    return raw.champs.filter(isChamp).map((c) => ({ ...c, games: c.games.filter(isGame) }));
  },
  game: async (gameId: number, lang: string): Promise<GameDetail | null> => {
    const raw = await api.get<unknown>(`web:/line/games/${gameId}`, { query: { lang }, signal });
    return isRecord(raw) && isGame(raw.game) ? (raw.game as unknown as GameDetail) : null;
  },
});
