import type { Kysely } from 'kysely';
import { type NameColumn, nameIn, nameSelection } from '../../../db/name-columns';
import type { Database } from '../../../db/schema';
import type { Lang } from '../../../feed/index';
import type { ChampView, GameDetail, GameView, MarketView, Section, SportView, TimeFilter } from '@site/api/contracts';
import type { Clock } from '../clock';

export type LineMode = Section;

/** timeFilter 1: not started and starting within this long. */
export const UPCOMING_MS = 2 * 60 * 60_000;
/** timeFilter 6: this many games with the most open markets. */
export const RECOMMENDED_COUNT = 20;
/** Main markets shown in lists: 1X2 (1, 2, 3) and, for sports without a draw, the winner (9, 10). */
export const MAIN_TYPE_IDS = [1, 2, 3, 9, 10];

type GameRow = Database['sb_games'];
type MarketRow = Database['sb_markets'];

function gameView<M extends MarketView>(g: GameRow, lang: Lang, markets: M[]): GameView<M> {
  return {
    id: g.id,
    sportId: g.sport_id,
    champId: g.champ_id,
    opponents: [nameIn(g, 'home', lang), nameIn(g, 'away', lang)],
    startTime: Number(g.start_time),
    status: g.status,
    isLive: g.is_live === 1,
    period: g.period,
    score: [g.score_home, g.score_away],
    hasStream: g.has_stream === 1,
    markets,
  };
}

function marketView(m: Pick<MarketRow, 'id' | 'type_id' | NameColumn<'name'> | 'coef_milli' | 'is_blocked'>, lang: Lang): MarketView {
  return { id: m.id, typeId: m.type_id, name: nameIn(m, 'name', lang), coef: m.coef_milli / 1000, isBlocked: m.is_blocked === 1 };
}

/** The read side of the line and live pages, straight from the database. */
export class LineQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  private games(mode: LineMode) {
    const q = this.db.selectFrom('sb_games').where('status', '!=', 'ended');
    return mode === 'live' ? q.where('is_live', '=', 1) : q.where('is_live', '=', 0);
  }

  async sports(mode: LineMode, lang: Lang): Promise<SportView[]> {
    const counts = await this.games(mode)
      .select(['sport_id', (eb) => eb.fn.countAll<number>().as('games'), (eb) => eb.fn.count<number>('champ_id').distinct().as('champs')])
      .groupBy('sport_id')
      .execute();
    const bySport = new Map(counts.map((c) => [c.sport_id, c]));
    const sports = await this.db.selectFrom('sb_sports').selectAll().orderBy('id').execute();
    return sports
      .filter((s) => bySport.has(s.id))
      .map((s) => ({
        id: s.id,
        nameEng: s.name_eng,
        name: nameIn(s, 'name', lang),
        gamesCount: Number(bySport.get(s.id)!.games),
        champsCount: Number(bySport.get(s.id)!.champs),
      }));
  }

  /**
   * Champs with their games and main markets. timeFilter: 0 every game of the mode; 1 games
   * not started that start within UPCOMING_MS (whatever the mode); 2 live games in their first
   * period (half, set, quarter, inning, round); 3 live games in their second period; 6 the
   * RECOMMENDED_COUNT games of the mode with the most open markets, earlier start first on ties.
   */
  async champsWithGames(q: { mode: LineMode; sportId?: number; champId?: number; timeFilter: TimeFilter; lang: Lang }): Promise<ChampView[]> {
    const t = this.clock.now();
    let query = q.timeFilter === 1 ? this.db.selectFrom('sb_games').where('status', '=', 'scheduled').where('start_time', '>=', t).where('start_time', '<=', t + UPCOMING_MS) : this.games(q.mode);
    if (q.sportId !== undefined) query = query.where('sport_id', '=', q.sportId);
    if (q.champId !== undefined) query = query.where('champ_id', '=', q.champId);
    if (q.timeFilter === 2) query = query.where('is_live', '=', 1).where('period', '=', 1);
    if (q.timeFilter === 3) query = query.where('is_live', '=', 1).where('period', '=', 2);
    let games = await query.selectAll().orderBy('start_time').orderBy('id').limit(2000).execute();
    if (games.length === 0) return [];
    const ids = games.map((g) => g.id);
    if (q.timeFilter === 6) {
      const open = await this.db
        .selectFrom('sb_markets')
        .select(['game_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('game_id', 'in', ids)
        .where('is_blocked', '=', 0)
        .groupBy('game_id')
        .execute();
      const n = new Map(open.map((o) => [o.game_id, Number(o.n)]));
      games = [...games].sort((a, b) => (n.get(b.id) ?? 0) - (n.get(a.id) ?? 0) || Number(a.start_time) - Number(b.start_time) || a.id - b.id).slice(0, RECOMMENDED_COUNT);
    }
    const markets = await this.db
      .selectFrom('sb_markets')
      .select(['id', 'game_id', 'type_id', ...nameSelection('name'), 'coef_milli', 'is_blocked'])
      .where('game_id', 'in', games.map((g) => g.id))
      .where('type_id', 'in', MAIN_TYPE_IDS)
      .orderBy('id')
      .execute();
    const byGame = new Map<number, MarketView[]>();
    for (const m of markets) byGame.set(m.game_id, [...(byGame.get(m.game_id) ?? []), marketView(m, q.lang)]);
    const counts = await this.db
      .selectFrom('sb_markets')
      .select(['game_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('game_id', 'in', games.map((g) => g.id))
      .where('is_blocked', '=', 0)
      .groupBy('game_id')
      .execute();
    const openCount = new Map(counts.map((c) => [c.game_id, Number(c.n)]));
    const champIds = [...new Set(games.map((g) => g.champ_id))];
    const champs = await this.db.selectFrom('sb_champs').selectAll().where('id', 'in', champIds).execute();
    const champById = new Map(champs.map((c) => [c.id, c]));
    const out = new Map<number, ChampView>();
    for (const g of games) {
      const c = champById.get(g.champ_id);
      if (!c) continue;
      let view = out.get(c.id);
      if (!view) {
        view = { id: c.id, sportId: c.sport_id, name: nameIn(c, 'name', q.lang), demo: c.demo === 1, games: [] };
        out.set(c.id, view);
      }
      view.games.push({ ...gameView(g, q.lang, byGame.get(g.id) ?? []), marketsCount: openCount.get(g.id) ?? 0 });
    }
    return [...out.values()];
  }

  async game(gameId: number, lang: Lang): Promise<GameDetail | null> {
    const g = await this.db.selectFrom('sb_games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!g) return null;
    const [champ, sport, markets] = await Promise.all([
      this.db.selectFrom('sb_champs').selectAll().where('id', '=', g.champ_id).executeTakeFirst(),
      this.db.selectFrom('sb_sports').selectAll().where('id', '=', g.sport_id).executeTakeFirst(),
      this.db.selectFrom('sb_markets').selectAll().where('game_id', '=', gameId).orderBy('id').execute(),
    ]);
    return {
      ...gameView(
        g,
        lang,
        markets.map((m) => ({
          ...marketView(m, lang),
          kind: m.kind,
          group: m.grp,
          line: m.line_milli === null ? null : m.line_milli / 1000,
          isDepend: m.is_depend === 1,
          isBannedExpress: m.is_banned_express === 1,
        })),
      ),
      champName: champ ? nameIn(champ, 'name', lang) : '',
      sportName: sport ? nameIn(sport, 'name', lang) : '',
    };
  }
}
