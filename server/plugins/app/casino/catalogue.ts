// The casino catalogue in the database: filled once from the seeded generator at start-up,
// queried by the lobby (filters, search, paging, order), the providers, the games-preview call
// and each player's favourites.
import {
  CASINO_CATEGORIES,
  CASINO_MIN_QUERY,
  CASINO_PAGE_SIZE,
  type CasinoCategory,
  type CasinoGame,
  type CasinoGamesAnswer,
  type CasinoGamesQuery,
  type CasinoProvider,
  type GamePreviewItem,
} from '@site/api/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CasinoGamesTable, Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { ENGINES } from './engines/index';
import { gameRoute, generateCatalogue, type GeneratedGame } from './generate-catalogue';

export type GameRow = Selectable<CasinoGamesTable> & { provider_name: string };

/** The categories the games-preview answers by default (all of them with includeCategories=true). */
export const PREVIEW_CATEGORIES: readonly CasinoCategory[] = ['popular', 'new', 'top', 'jackpot'];
export const PREVIEW_SIZE = 12;
const FLAG = { new: 1, popular: 2, jackpot: 4 } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const categoriesOf = (row: Pick<CasinoGamesTable, 'categories'>) => row.categories.split(',').filter(Boolean) as CasinoCategory[];

export class CasinoCatalogue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Loads the generated catalogue when the tables are empty (another instance may be doing the same). */
  async fill(): Promise<void> {
    const has = await this.db.selectFrom('casino_games').select('id').limit(1).executeTakeFirst();
    if (has) return;
    const { providers, games } = generateCatalogue();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('casino_providers')
        .values(providers)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const names = new Map(providers.map((p) => [p.id, p.name]));
      for (let i = 0; i < games.length; i += 100) {
        await trx
          .insertInto('casino_games')
          .values(games.slice(i, i + 100).map((g) => toRow(g, names.get(g.providerId)!)))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    });
  }

  private games() {
    return this.db
      .selectFrom('casino_games')
      .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
      .selectAll('casino_games')
      .select('casino_providers.name as provider_name');
  }

  async list(query: CasinoGamesQuery, userId: number | null): Promise<CasinoGamesAnswer> {
    let q = this.games();
    if (query.section) q = q.where('casino_games.section', '=', query.section);
    if (query.category) q = q.where('casino_games.categories', 'like', `%,${query.category},%`);
    if (query.provider) q = q.where('casino_games.provider_id', '=', query.provider);
    if (query.engine) q = q.where('casino_games.engine', '=', query.engine);
    const text = query.q?.trim().toLowerCase() ?? '';
    if (text.length >= CASINO_MIN_QUERY) q = q.where(sql<boolean>`casino_games.search like ${`%${escapeLike(text)}%`} escape '\\'`);
    const limit = query.limit ?? CASINO_PAGE_SIZE;
    const page = query.page ?? 1;
    const [count, rows, favorites] = await Promise.all([
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      (query.sort === 'name'
        ? q.orderBy('casino_games.name', 'asc').orderBy('casino_games.id', 'asc')
        : q.orderBy('casino_games.popularity', 'desc').orderBy('casino_games.id', 'asc')
      )
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.favoriteIds(userId),
    ]);
    return { games: rows.map((r) => toGame(r, favorites)), total: Number(count?.n ?? 0) };
  }

  /** Games never change once filled: their rows are kept after the first read (the hot path of every round). */
  private readonly rows = new Map<number, GameRow>();

  async row(gameId: number): Promise<GameRow | undefined> {
    const known = this.rows.get(gameId);
    if (known) return known;
    const row = await this.games().where('casino_games.id', '=', gameId).executeTakeFirst();
    if (row) this.rows.set(gameId, row);
    return row;
  }

  async one(gameId: number, userId: number | null): Promise<CasinoGame | null> {
    const row = await this.row(gameId);
    return row ? toGame(row, await this.favoriteIds(userId)) : null;
  }

  async providers(): Promise<CasinoProvider[]> {
    const rows = await this.db
      .selectFrom('casino_providers')
      .leftJoin('casino_games', 'casino_games.provider_id', 'casino_providers.id')
      .select(['casino_providers.id', 'casino_providers.name', (eb) => eb.fn.count<number | string>('casino_games.id').as('n')])
      .groupBy(['casino_providers.id', 'casino_providers.name'])
      .orderBy('casino_providers.name')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, gamesCount: Number(r.n) }));
  }

  /** spec 2 §7 games preview: the most popular games of each category. */
  async preview(includeCategories: boolean): Promise<Record<string, GamePreviewItem[]>> {
    const categories = includeCategories ? [...new Set([...PREVIEW_CATEGORIES, ...CASINO_CATEGORIES])] : PREVIEW_CATEGORIES;
    const out: Record<string, GamePreviewItem[]> = {};
    for (const category of categories) {
      const rows = await this.games()
        .where('casino_games.categories', 'like', `%,${category},%`)
        .orderBy('casino_games.popularity', 'desc')
        .orderBy('casino_games.id', 'asc')
        .limit(PREVIEW_SIZE)
        .execute();
      out[category] = rows.map((r, i) => {
        const g = toGame(r, new Set());
        const flags =
          (g.isNew ? FLAG.new : 0) |
          (g.categories.includes('popular') ? FLAG.popular : 0) |
          (g.categories.includes('jackpot') ? FLAG.jackpot : 0);
        return { RI: g.id, TR: g.image, GT: g.engine, GN: g.name, R: g.route, OR: i + 1, CRID: g.provider, GF: flags };
      });
    }
    return out;
  }

  // --- favourites (signed-in players; another player's are never visible) ---

  async favoriteIds(userId: number | null): Promise<Set<number>> {
    if (userId === null) return new Set();
    const rows = await this.db.selectFrom('casino_favorites').select('game_id').where('user_id', '=', userId).execute();
    return new Set(rows.map((r) => r.game_id));
  }

  async addFavorite(userId: number, gameId: number): Promise<number[]> {
    if (!(await this.row(gameId))) throw new HttpError(404, 'casino.game_not_found', 'There is no such game', { pointer: '/gameId' });
    await this.db
      .insertInto('casino_favorites')
      .values({ user_id: userId, game_id: gameId, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .execute();
    return this.sortedIds(userId);
  }

  async removeFavorite(userId: number, gameId: number): Promise<number[]> {
    await this.db.deleteFrom('casino_favorites').where('user_id', '=', userId).where('game_id', '=', gameId).execute();
    return this.sortedIds(userId);
  }

  private async sortedIds(userId: number): Promise<number[]> {
    return [...(await this.favoriteIds(userId))].sort((a, b) => a - b);
  }

  /** The player's favourite games, the latest added first. */
  async favorites(userId: number, page = 1, limit = CASINO_PAGE_SIZE): Promise<CasinoGamesAnswer> {
    const base = this.db.selectFrom('casino_favorites').where('casino_favorites.user_id', '=', userId);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      base
        .innerJoin('casino_games', 'casino_games.id', 'casino_favorites.game_id')
        .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
        .selectAll('casino_games')
        .select('casino_providers.name as provider_name')
        .orderBy('casino_favorites.created_at', 'desc')
        .orderBy('casino_games.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
    ]);
    const all = new Set(rows.map((r) => r.id));
    return { games: rows.map((r) => toGame(r, all)), total: Number(count?.n ?? 0) };
  }
}

function toRow(g: GeneratedGame, providerName: string): CasinoGamesTable {
  return {
    id: g.id,
    name: g.name,
    slug: g.slug,
    provider_id: g.providerId,
    section: g.section,
    categories: `,${g.categories.join(',')},`,
    engine: g.engine,
    theme: g.theme,
    params: JSON.stringify(g.params),
    min_stake: g.minStake,
    max_stake: g.maxStake,
    popularity: g.popularity,
    is_new: g.isNew ? 1 : 0,
    search: `${g.name} ${providerName}`.toLowerCase(),
  };
}

/** A game's engine parameters (JSON in the row). */
export const paramsOf = (r: Pick<CasinoGamesTable, 'params'>): Record<string, number> => JSON.parse(r.params) as Record<string, number>;

export function toGame(r: GameRow, favorites: Set<number>): CasinoGame {
  const engine = r.engine as CasinoGame['engine'];
  const section = r.section as CasinoGame['section'];
  return {
    id: r.id,
    name: r.name,
    route: gameRoute({ id: r.id, slug: r.slug, section, engine }),
    provider: r.provider_id,
    providerName: r.provider_name,
    section,
    categories: categoriesOf(r),
    engine,
    minStake: r.min_stake,
    maxStake: r.max_stake,
    theme: r.theme,
    params: paramsOf(r),
    image: `/casino/images/${r.theme}/${r.slug}.svg`,
    popularity: r.popularity,
    rtp: ENGINES[engine].rtp,
    isNew: r.is_new === 1,
    isFavorite: favorites.has(r.id),
  };
}
