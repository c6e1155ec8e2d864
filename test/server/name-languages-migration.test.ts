// Migration 0023 (issue 16): rows written before the feed named things in six languages get
// their uk, kk, az and tr names from the feed's dictionary by their English name (a market's
// rebuilt from its type and line), and their English name when the feed has no such name.
import { type Kysely, Migrator } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { marketNameByEnglish, namesByEnglish } from '../../server/feed/name-dictionary';
import { createTestDb, type TestDb, testDialects } from './helper';

jest.setTimeout(60_000);

describe.each(testDialects())('migration 0023 on %s', (dialect) => {
  let t: TestDb;
  let db: Kysely<any>;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    db = t.database.db as Kysely<any>;
    // back to the shape before 0023, with rows the feed wrote in English and Russian only
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0022-limit-texts');
    expect(down.error).toBeUndefined();
    await db.insertInto('sb_sports').values({ id: 1, name_eng: 'Football', name_en: 'Football', name_ru: 'Футбол' }).execute();
    await db
      .insertInto('sb_champs')
      .values([
        { id: 11, sport_id: 1, name_en: 'Premier League (demo)', name_ru: 'Премьер-лига (демо)', demo: 1 },
        { id: 12, sport_id: 1, name_en: 'Old Cup (demo)', name_ru: 'Старый кубок (демо)', demo: 1 },
      ])
      .execute();
    const game = {
      sport_id: 1,
      champ_id: 11,
      start_time: 0,
      status: 'ended',
      period: 2,
      is_live: 0,
      score_home: 1,
      score_away: 0,
      clock: 5400,
      has_stream: 0,
      updated_at: 0,
    };
    await db
      .insertInto('sb_games')
      .values([
        { ...game, id: 1, home_en: 'Vienna', home_ru: 'Вена', away_en: 'A. Petrov', away_ru: 'А. Петров' },
        { ...game, id: 2, home_en: 'Gone FC', home_ru: 'Гоне', away_en: 'Crimson Marble', away_ru: 'Багровый шарик' },
      ])
      .execute();
    const market = {
      game_id: 1,
      kind: 'main',
      grp: 'g',
      exact_home: null,
      exact_away: null,
      coef_milli: 2000,
      is_blocked: 1,
      is_depend: 0,
      is_banned_express: 0,
      outcome: 'win',
    };
    await db
      .insertInto('sb_markets')
      .values([
        { ...market, id: 1, type_id: 1, line_milli: null, name_en: '1', name_ru: 'П1' },
        { ...market, id: 2, type_id: 11, line_milli: 2500, name_en: 'Total over 2.5', name_ru: 'Тотал больше 2.5' },
        { ...market, id: 3, type_id: 12, line_milli: 2500, name_en: 'Total sets under 2.5', name_ru: 'Тотал сетов меньше 2.5' },
        {
          ...market,
          id: 4,
          type_id: 21,
          line_milli: null,
          exact_home: 2,
          exact_away: 1,
          name_en: 'Correct score 2:1',
          name_ru: 'Точный счёт 2:1',
        },
        { ...market, id: 5, type_id: 11, line_milli: 3500, name_en: 'An old wording 3.5', name_ru: 'Старое 3.5' },
      ])
      .execute();
    await migrateToLatest(t.database.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  const LANGS = ['uk', 'kk', 'az', 'tr'] as const;
  const names = namesByEnglish();
  const row = (table: string, id: number) => db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('sports, champs and opponents the feed knows get its words; others keep their English name', async () => {
    const sport = await row('sb_sports', 1);
    const [known, old] = [await row('sb_champs', 11), await row('sb_champs', 12)];
    const [g1, g2] = [await row('sb_games', 1), await row('sb_games', 2)];
    for (const lang of LANGS) {
      expect(sport[`name_${lang}`]).toBe(names.get('Football')![lang]);
      expect(known[`name_${lang}`]).toBe(names.get('Premier League (demo)')![lang]);
      expect(old[`name_${lang}`]).toBe('Old Cup (demo)');
      expect([g1[`home_${lang}`], g1[`away_${lang}`]]).toEqual([names.get('Vienna')![lang], names.get('A. Petrov')![lang]]);
      expect([g2[`home_${lang}`], g2[`away_${lang}`]]).toEqual(['Gone FC', names.get('Crimson Marble')![lang]]);
    }
    expect([sport.name_tr, g1.home_uk, g1.away_kk]).toEqual(['Futbol', 'Відень', 'А. Петров']);
    // the English and Russian names are untouched
    expect([g1.home_en, g1.home_ru, sport.name_ru]).toEqual(['Vienna', 'Вена', 'Футбол']);
  });

  test('markets get the name rebuilt from their type, line and score when its English text matches', async () => {
    const expected = [
      marketNameByEnglish('1', 1, null, null),
      marketNameByEnglish('Total over 2.5', 11, 2.5, null),
      marketNameByEnglish('Total sets under 2.5', 12, 2.5, null),
      marketNameByEnglish('Correct score 2:1', 21, null, [2, 1]),
    ];
    for (const [i, name] of expected.entries()) {
      const m = await row('sb_markets', i + 1);
      expect(name).not.toBeNull();
      for (const lang of LANGS) expect(m[`name_${lang}`]).toBe(name![lang]);
    }
    expect((await row('sb_markets', 3)).name_uk).toBe('Тотал сетів менше 2.5');
    const unknown = await row('sb_markets', 5);
    expect(LANGS.map((lang) => unknown[`name_${lang}`])).toEqual(LANGS.map(() => 'An old wording 3.5'));
  });

  test('the backfill table is gone', async () => {
    const tables = (await db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain('sb_name_backfill_0023');
    expect(tables).toContain('sb_markets');
  });
});
