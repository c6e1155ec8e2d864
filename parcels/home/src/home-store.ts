import { action, makeObservable, observable } from 'mobx';
import { messageOf, type ApiClient, type CasinoGame, type CasinoGamesAnswer, type ChampView, type ContentListAnswer, type ContentSummary, type GameView, type GamesAnswer, type Message, type Section, type SportsAnswer } from '@site/api';

/** Games per block of the home page (live now, top events). */
export const HOME_GAMES = 6;
/** Casino games linked from the home page. */
export const HOME_CASINO_GAMES = 8;
/** Promotions in the banner strip. */
export const HOME_PROMOTIONS = 4;

export type Block<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error'; error: Message };

/** A game of a home block with the champ it belongs to (for the line under its teams). */
export interface HomeGame {
  game: GameView;
  champName: string;
}

/**
 * What the home page shows besides its words: live games now and the top events with their
 * main odds, the current promotions and a few casino games. Each block loads on its own: one
 * that fails says so and leaves the others.
 */
export class HomeStore {
  live: Block<HomeGame> = { status: 'loading' };
  top: Block<HomeGame> = { status: 'loading' };
  promotions: Block<ContentSummary> = { status: 'loading' };
  casino: Block<CasinoGame> = { status: 'loading' };

  constructor(private readonly api: ApiClient) {
    makeObservable(this, { live: observable.ref, top: observable.ref, promotions: observable.ref, casino: observable.ref, set: action });
  }

  set<K extends 'live' | 'top' | 'promotions' | 'casino'>(key: K, value: HomeStore[K]): void {
    (this as HomeStore)[key] = value;
  }

  /** Every call in the page's language: the server answers each in it, or in English where it has no words in it. */
  load(lang: string): Promise<void> {
    const run = <K extends 'live' | 'top' | 'promotions' | 'casino'>(key: K, get: () => Promise<Extract<HomeStore[K], { status: 'ready' }>['items']>) =>
      get().then(
        (items) => this.set(key, { status: 'ready', items } as HomeStore[K]),
        (error: unknown) => this.set(key, { status: 'error', error: messageOf(error) } as HomeStore[K]),
      );
    return Promise.all([
      run('live', () => this.games('live', 0, lang)),
      run('top', () => this.games('line', 6, lang)),
      run('promotions', async () => (await this.api.get<ContentListAnswer>('web:/content/promotion', { query: { lang } })).items.slice(0, HOME_PROMOTIONS)),
      run('casino', async () => (await this.api.get<CasinoGamesAnswer>('web:/casino/games', { query: { limit: HOME_CASINO_GAMES } })).games.slice(0, HOME_CASINO_GAMES)),
    ]).then(() => undefined);
  }

  /** The games of the mode's largest sport (live: every game; line: the recommended ones), at most HOME_GAMES. */
  private async games(mode: Section, timeFilter: 0 | 6, lang: string): Promise<HomeGame[]> {
    const { sports } = await this.api.get<SportsAnswer>('web:/line/sports', { query: { mode, lang } });
    const sport = [...sports].sort((a, b) => b.gamesCount - a.gamesCount)[0];
    if (!sport) return [];
    const { champs } = await this.api.get<GamesAnswer>('web:/line/games', { query: { mode, sportId: sport.id, timeFilter, lang } });
    return gamesOf(champs).slice(0, HOME_GAMES);
  }
}

function gamesOf(champs: readonly ChampView[]): HomeGame[] {
  return champs.flatMap((c) => c.games.map((game) => ({ game, champName: c.name })));
}
