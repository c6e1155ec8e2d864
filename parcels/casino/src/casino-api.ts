import {
  CASINO_PATHS,
  type ApiClient,
  type CasinoFavoritesAnswer,
  type CasinoGameAnswer,
  type CasinoGamesAnswer,
  type CasinoGamesQuery,
  type CasinoMode,
  type CasinoProvidersAnswer,
  type CasinoSession,
  type ContentItemAnswer,
  type ContentLang,
  type ContentListAnswer,
  type FairnessView,
  type GamesPreviewAnswer,
  type RotateAnswer,
  type RoundAnswer,
  type RoundBody,
  type RoundsAnswer,
  type RoundViewAnswer,
} from '@site/api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const session = (sessionId?: string) => (sessionId ? { sessionId } : {});

/** The casino calls of the HTTP contract (shared-deps/api contracts/casino.ts), typed. */
export class CasinoApi {
  constructor(private readonly api: ApiClient) {}

  games(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesAnswer> {
    return this.api.get<CasinoGamesAnswer>(CASINO_PATHS.games, { query: { ...query }, ...withSignal(signal) });
  }

  game(gameId: number, signal?: AbortSignal): Promise<CasinoGameAnswer> {
    return this.api.get<CasinoGameAnswer>(CASINO_PATHS.game(gameId), withSignal(signal));
  }

  providers(signal?: AbortSignal): Promise<CasinoProvidersAnswer> {
    return this.api.get<CasinoProvidersAnswer>(CASINO_PATHS.providers, withSignal(signal));
  }

  /** The casino's bonus pages are content of the content table (managed by `admin content set`). */
  contentList(kind: 'promotion' | 'landing', lang: ContentLang, signal?: AbortSignal): Promise<ContentListAnswer> {
    return this.api.get<ContentListAnswer>(`web:/content/${kind}`, { query: { lang }, ...withSignal(signal) });
  }

  content(kind: 'promotion' | 'landing', slug: string, lang: ContentLang, signal?: AbortSignal): Promise<ContentItemAnswer> {
    return this.api.get<ContentItemAnswer>(`web:/content/${kind}/${slug}`, { query: { lang }, ...withSignal(signal) });
  }

  /** Spec 2 §7 "games preview light": a few games per category. */
  preview(lng: string, signal?: AbortSignal): Promise<GamesPreviewAnswer> {
    return this.api.get<GamesPreviewAnswer>(CASINO_PATHS.gamesPreview, { query: { lng }, ...withSignal(signal) });
  }

  favorites(query: { page?: number; limit?: number }, signal?: AbortSignal): Promise<CasinoGamesAnswer> {
    return this.api.get<CasinoGamesAnswer>(CASINO_PATHS.favorites, { query, ...withSignal(signal) });
  }

  setFavorite(gameId: number, on: boolean): Promise<CasinoFavoritesAnswer> {
    return on
      ? this.api.post<CasinoFavoritesAnswer>(CASINO_PATHS.favorite(gameId))
      : this.api.delete<CasinoFavoritesAnswer>(CASINO_PATHS.favorite(gameId));
  }

  launch(gameId: number, mode: CasinoMode): Promise<CasinoSession> {
    return this.api.post<CasinoSession>(CASINO_PATHS.launch(gameId), { mode });
  }

  /** One round; the same idempotencyKey again answers the same round (a retry after a lost answer). */
  play(sessionId: string, body: RoundBody): Promise<RoundAnswer> {
    return this.api.post<RoundAnswer>(CASINO_PATHS.rounds(sessionId), body);
  }

  rounds(
    query: { page?: number; limit?: number; gameId?: number; mode?: CasinoMode; sessionId?: string },
    signal?: AbortSignal,
  ): Promise<RoundsAnswer> {
    return this.api.get<RoundsAnswer>(CASINO_PATHS.history, { query, ...withSignal(signal) });
  }

  round(roundId: number, sessionId?: string): Promise<RoundViewAnswer> {
    return this.api.get<RoundViewAnswer>(CASINO_PATHS.round(roundId), { query: session(sessionId) });
  }

  fairness(sessionId?: string): Promise<FairnessView> {
    return this.api.get<FairnessView>(CASINO_PATHS.fairness, { query: session(sessionId) });
  }

  /** The answer is not read: the panel asks for the fairness state again. */
  setClientSeed(clientSeed: string, sessionId?: string): Promise<unknown> {
    return this.api.request<unknown>('PUT', CASINO_PATHS.clientSeed, { body: { clientSeed, ...session(sessionId) } });
  }

  rotate(sessionId?: string): Promise<RotateAnswer> {
    return this.api.post<RotateAnswer>(CASINO_PATHS.rotate, undefined, { query: session(sessionId) });
  }
}
