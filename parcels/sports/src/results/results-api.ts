import { type ApiClient, type GameStatisticsAnswer, isRecord, type ResultChamp, type ResultChampsAnswer, type StandingRow } from '@site/api';

// The results and statistics calls, each answer checked: what is not the contract is dropped.

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isGame = (g: unknown) => isRecord(g) && isInt(g.id) && Array.isArray(g.opponents) && Array.isArray(g.score) && Array.isArray(g.winners);
const isChamp = (c: unknown): c is ResultChamp => isRecord(c) && isInt(c.id) && typeof c.name === 'string' && Array.isArray(c.games) && c.games.every(isGame);
const isRow = (r: unknown): r is StandingRow => isRecord(r) && typeof r.team === 'string' && isInt(r.points) && isInt(r.played);

export const resultsApi = (api: ApiClient, signal?: AbortSignal) => ({
  results: async (query: Record<string, string | number>): Promise<ResultChamp[]> => {
    const raw = await api.get<unknown>('web:/results', { query, signal });
    return isRecord(raw) && Array.isArray(raw.champs) ? raw.champs.filter(isChamp) : [];
  },
  champs: async (lang: string): Promise<ResultChampsAnswer['champs']> => {
    const raw = await api.get<unknown>('web:/results/champs', { query: { lang }, signal });
    return isRecord(raw) && Array.isArray(raw.champs) ? raw.champs.filter((c): c is ResultChampsAnswer['champs'][number] => isRecord(c) && isInt(c.id) && typeof c.name === 'string') : [];
  },
  game: async (gameId: number, lang: string): Promise<GameStatisticsAnswer | null> => {
    const raw = await api.get<unknown>(`web:/statistics/games/${gameId}`, { query: { lang }, signal });
    return isRecord(raw) && isGame(raw.game) && Array.isArray(raw.headToHead) && Array.isArray(raw.form) && Array.isArray(raw.standings)
      ? { ...(raw as unknown as GameStatisticsAnswer), standings: raw.standings.filter(isRow) }
      : null;
  },
  champ: async (champId: number, lang: string): Promise<{ champName: string | null; standings: StandingRow[] } | null> => {
    const raw = await api.get<unknown>(`web:/statistics/champs/${champId}`, { query: { lang }, signal });
    return isRecord(raw) && Array.isArray(raw.standings) ? { champName: typeof raw.champName === 'string' ? raw.champName : null, standings: raw.standings.filter(isRow) } : null;
  },
});
