import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { marketNameByEnglish, namesByEnglish } from '../../feed/name-dictionary';
import type { LocalizedName } from '../../feed/types';

// Frozen: never edit a migration that has shipped; add a new one.
// The feed's names in the site's other four languages (issue 16: the site in six languages):
// name_uk, name_kk, name_az, name_tr beside name_en and name_ru (home_* and away_* for games).
// Rows already written get the feed's own words where their English name is one the feed
// gives, else their English name.

const NEW_LANGS = ['uk', 'kk', 'az', 'tr'] as const;

/** Each table's localized columns (without the language) and their width. */
const COLUMNS: readonly { table: string; prefixes: readonly string[]; width: number }[] = [
  { table: 'sb_sports', prefixes: ['name'], width: 100 },
  { table: 'sb_champs', prefixes: ['name'], width: 200 },
  { table: 'sb_games', prefixes: ['home', 'away'], width: 200 },
  { table: 'sb_markets', prefixes: ['name'], width: 200 },
];

/** A map of English names to their words, built for this migration and dropped after it. */
const MAP = 'sb_name_backfill_0023';

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, prefixes, width } of COLUMNS) {
    for (const prefix of prefixes) {
      for (const lang of NEW_LANGS) {
        await db.schema
          .alterTable(table)
          .addColumn(`${prefix}_${lang}`, `varchar(${width})`, (c) => c.notNull().defaultTo(''))
          .execute();
      }
    }
  }
  await db.schema
    .createTable(MAP)
    .addColumn('en', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('uk', 'varchar(200)', (c) => c.notNull())
    .addColumn('kk', 'varchar(200)', (c) => c.notNull())
    .addColumn('az', 'varchar(200)', (c) => c.notNull())
    .addColumn('tr', 'varchar(200)', (c) => c.notNull())
    .execute();
  const found = await knownNames(db);
  for (let i = 0; i < found.length; i += 500) {
    await db
      .insertInto(MAP)
      .values(found.slice(i, i + 500).map((n) => ({ en: n.en, uk: n.uk, kk: n.kk, az: n.az, tr: n.tr })))
      .execute();
  }
  for (const { table, prefixes } of COLUMNS) {
    for (const prefix of prefixes) {
      const en = sql.ref(`${table}.${prefix}_en`);
      const set = Object.fromEntries(
        NEW_LANGS.map((lang) => [`${prefix}_${lang}`, sql`COALESCE((SELECT m.${sql.ref(lang)} FROM ${sql.table(MAP)} m WHERE m.en = ${en}), ${en})`]),
      );
      await db.updateTable(table).set(set).execute();
    }
  }
  await db.schema.dropTable(MAP).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, prefixes } of COLUMNS) {
    for (const prefix of prefixes) for (const lang of NEW_LANGS) await db.schema.alterTable(table).dropColumn(`${prefix}_${lang}`).execute();
  }
}

/** The feed's names of the English texts the tables hold, once each. */
async function knownNames(db: Kysely<any>): Promise<LocalizedName[]> {
  const out = new Map<string, LocalizedName>();
  const dictionary = namesByEnglish();
  const texts: string[] = [];
  for (const { table, prefixes } of COLUMNS.filter((c) => c.table !== 'sb_markets')) {
    for (const prefix of prefixes) {
      const rows = await db.selectFrom(table).select(`${prefix}_en as en`).distinct().execute();
      texts.push(...rows.map((r: { en: string }) => r.en));
    }
  }
  for (const en of texts) {
    const name = dictionary.get(en);
    if (name) out.set(en, name);
  }
  const markets = await db.selectFrom('sb_markets').select(['name_en', 'type_id', 'line_milli', 'exact_home', 'exact_away']).distinct().execute();
  for (const m of markets as { name_en: string; type_id: number; line_milli: number | null; exact_home: number | null; exact_away: number | null }[]) {
    if (out.has(m.name_en)) continue;
    const line = m.line_milli === null ? null : Number(m.line_milli) / 1000;
    const score: [number, number] | null = m.exact_home === null || m.exact_away === null ? null : [m.exact_home, m.exact_away];
    const name = marketNameByEnglish(m.name_en, m.type_id, line, score);
    if (name) out.set(m.name_en, name);
  }
  return [...out.values()];
}
