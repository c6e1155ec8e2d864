import type { ResultChamp, ResultGame, StandingRow } from '@site/api/contracts';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { type NameColumn, nameIn, nameSelection } from '../../../db/name-columns';
import type { Database, SbGamesTable } from '../../../db/schema';
import type { Lang } from '../../../feed/index';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { form, standings, type PlayedGame } from './standings';

const DAY_MS = 86_400_000;
const ZONE_MS = 3 * 3_600_000;
/** Markets whose winning selection a result lists: 1X2, double chance, winner, totals. */
const RESULT_TYPES = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

type GameRow = Pick<
  Selectable<SbGamesTable>,
  'id' | 'sport_id' | 'champ_id' | NameColumn<'home'> | NameColumn<'away'> | 'start_time' | 'status' | 'score_home' | 'score_away'
>;

type GamesQuery = SelectQueryBuilder<Database, 'sb_games', GameRow>;

/**
 * Results and statistics (issue 19) from the sportsbook's own tables: ended games with their
 * scores and the winning selections the settlement stored, and statistics (head-to-head, form,
 * standings) computed from the ended games of the simulator's history.
 */
export class ResultsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  private games(): GamesQuery {
    return this.db
      .selectFrom('sb_games')
      .select(['id', 'sport_id', 'champ_id', ...nameSelection('home'), ...nameSelection('away'), 'start_time', 'status', 'score_home', 'score_away']);
  }

  /** Ended games of a UTC day (default today; a champ's without a date: all), games in play (`live`) or ended in the last 3 hours (`zone`), by champ. */
  async results(q: { date?: string; mode?: 'live' | 'zone'; sportId?: number; champId?: number }, lang: Lang): Promise<ResultChamp[]> {
    const now = this.clock.now();
    let query = this.games();
    if (q.mode === 'live') query = query.where('status', '=', 'live');
    else if (q.mode === 'zone') query = query.where('status', '=', 'ended').where('updated_at', '>', now - ZONE_MS);
    else if (q.date === undefined && q.champId !== undefined) query = query.where('status', '=', 'ended'); // a champ's results: every day
    else {
      const day = q.date === undefined ? Math.floor(now / DAY_MS) * DAY_MS : Date.parse(`${q.date}T00:00:00Z`);
      if (!Number.isFinite(day)) throw new HttpError(400, 'request.invalid', 'date must be a real day, YYYY-MM-DD', { pointer: '/date' });
      query = query.where('status', '=', 'ended').where('start_time', '>=', day).where('start_time', '<', day + DAY_MS);
    }
    if (q.sportId !== undefined) query = query.where('sport_id', '=', q.sportId);
    if (q.champId !== undefined) query = query.where('champ_id', '=', q.champId);
    const rows = await query.orderBy('start_time', 'desc').orderBy('id').limit(500).execute();
    return this.byChamp(rows, lang);
  }

  /** The champs with ended games, and how many. */
  async champs(lang: Lang) {
    const rows = await this.db
      .selectFrom('sb_games as g')
      .innerJoin('sb_champs as c', 'c.id', 'g.champ_id')
      .innerJoin('sb_sports as s', 's.id', 'g.sport_id')
      .select((eb) => ['c.id', 'c.sport_id', ...nameSelection('c.name'), ...nameSelection('s.name', 'sport'), eb.fn.countAll<number | string>().as('n')])
      .where('g.status', '=', 'ended')
      .groupBy(['c.id', 'c.sport_id', ...nameSelection('c.name'), ...nameSelection('s.name')])
      .orderBy('c.sport_id')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, sportId: r.sport_id, sportName: nameIn(r, 'sport', lang), name: nameIn(r, 'name', lang), games: Number(r.n) }));
  }

  /** One game's statistics: earlier meetings, each side's last five, its champ's table. */
  async gameStatistics(gameId: number, lang: Lang) {
    const row = await this.games().where('id', '=', gameId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'game.not_found', 'There is no such game');
    const [game] = await this.views([row], lang);
    const champ = await this.db.selectFrom('sb_champs').select(nameSelection('name')).where('id', '=', row.champ_id).executeTakeFirst();
    const history = await this.games()
      .where('sport_id', '=', row.sport_id)
      .where('status', '=', 'ended')
      .where('id', '!=', row.id)
      .where((eb) => eb.or([eb('home_en', 'in', [row.home_en, row.away_en]), eb('away_en', 'in', [row.home_en, row.away_en])]))
      .orderBy('start_time', 'desc')
      .limit(200)
      .execute();
    const meetings = history.filter((g) => (g.home_en === row.home_en && g.away_en === row.away_en) || (g.home_en === row.away_en && g.away_en === row.home_en)).slice(0, 10);
    const played = history.map(played_);
    return {
      game: game as ResultGame,
      champName: champ ? nameIn(champ, 'name', lang) : '',
      headToHead: await this.views(meetings, lang),
      form: [form(row.home_en, played).slice(0, 5), form(row.away_en, played).slice(0, 5)] as [string[], string[]],
      standings: await this.table(row.champ_id, lang),
    };
  }

  async champStatistics(champId: number, lang: Lang): Promise<{ champName: string | null; standings: StandingRow[] }> {
    const champ = await this.db.selectFrom('sb_champs').select(nameSelection('name')).where('id', '=', champId).executeTakeFirst();
    if (!champ) throw new HttpError(404, 'not_found', 'There is no such championship');
    return { champName: nameIn(champ, 'name', lang), standings: await this.table(champId, lang) };
  }

  /** A champ's table from its ended games, teams named in the asked language. */
  private async table(champId: number, lang: Lang): Promise<StandingRow[]> {
    const rows = await this.games().where('champ_id', '=', champId).where('status', '=', 'ended').execute();
    return standings(rows.map((g) => ({ home: nameIn(g, 'home', lang), away: nameIn(g, 'away', lang), score: [g.score_home, g.score_away] as const })));
  }

  private async byChamp(rows: GameRow[], lang: Lang): Promise<ResultChamp[]> {
    if (rows.length === 0) return [];
    const views = await this.views(rows, lang);
    const champIds = [...new Set(rows.map((r) => r.champ_id))];
    const champs = await this.db
      .selectFrom('sb_champs as c')
      .innerJoin('sb_sports as s', 's.id', 'c.sport_id')
      .select(['c.id', 'c.sport_id', ...nameSelection('c.name'), ...nameSelection('s.name', 'sport')])
      .where('c.id', 'in', champIds)
      .execute();
    return champIds.flatMap((id) => {
      const c = champs.find((x) => x.id === id);
      if (!c) return [];
      return [{ id, sportId: c.sport_id, sportName: nameIn(c, 'sport', lang), name: nameIn(c, 'name', lang), games: views.filter((g) => g.champId === id) }];
    });
  }

  private async views(rows: GameRow[], lang: Lang): Promise<ResultGame[]> {
    const ids = rows.map((r) => r.id);
    const winners = ids.length === 0 ? [] : await this.db
      .selectFrom('sb_markets')
      .select(['game_id', ...nameSelection('name')])
      .where('game_id', 'in', ids)
      .where('outcome', '=', 'win')
      .where('type_id', 'in', RESULT_TYPES)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      sportId: r.sport_id,
      champId: r.champ_id,
      opponents: [nameIn(r, 'home', lang), nameIn(r, 'away', lang)],
      startTime: Number(r.start_time),
      status: r.status,
      score: [r.score_home, r.score_away],
      winners: winners.filter((w) => w.game_id === r.id).map((w) => nameIn(w, 'name', lang)),
    }));
  }
}

function played_(g: GameRow): PlayedGame {
  return { home: g.home_en, away: g.away_en, score: [g.score_home, g.score_away] };
}
