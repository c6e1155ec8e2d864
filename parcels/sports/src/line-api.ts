import type { ApiClient } from '@site/api';
import type { BetsAnswer, GameAnswer, GameDetail, GamesAnswer, Section, SportsAnswer, SportView, TimeFilter, ChampView } from '@site/api';

/** The line endpoints of the HTTP contract, typed. */
export class LineApi {
  constructor(private readonly api: ApiClient) {}

  async sports(mode: Section, lang: string, signal?: AbortSignal): Promise<SportView[]> {
    const a = await this.api.get<SportsAnswer>('web:/line/sports', { query: { mode, lang }, ...(signal && { signal }) });
    return a.sports;
  }

  async champs(
    q: { mode: Section; sportId?: number; champId?: number; timeFilter: TimeFilter; lang: string },
    signal?: AbortSignal,
  ): Promise<ChampView[]> {
    const a = await this.api.get<GamesAnswer>('web:/line/games', { query: { ...q }, ...(signal && { signal }) });
    return a.champs;
  }

  async game(gameId: number, lang: string, signal?: AbortSignal): Promise<GameDetail> {
    const a = await this.api.get<GameAnswer>(`web:/line/games/${gameId}`, { query: { lang }, ...(signal && { signal }) });
    return a.game;
  }

  /** The games of the player's open coupons whose selections are not settled yet, newest coupon first. */
  async openBetGames(lang: string, signal?: AbortSignal): Promise<number[]> {
    const a = await this.api.get<BetsAnswer>('web:/user/bets', { query: { status: 'open', limit: 100, lang }, ...(signal && { signal }) });
    return [...new Set(a.bets.flatMap((b) => b.selections.filter((s) => s.outcome === null).map((s) => s.gameId)))];
  }
}

/** Runs fn over items, at most `limit` at a time (a browser opens six connections per host). */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
