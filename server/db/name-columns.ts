import { CONTENT_LANGS, type ContentLang } from '@site/api/contracts';
import { type RawBuilder, sql } from 'kysely';

// The feed's names are stored a column per language of the site: name_en, name_ru ... name_tr
// (home_* and away_* for a game's opponents). These are the one way to write, select and read
// them, so no query picks a language column by hand.

/** A name's column in one language: `name_uk`, `home_kk`... */
export type NameColumn<P extends string> = `${P}_${ContentLang}`;

/** A name's columns, one a language. */
export type NameColumns<P extends string> = { [C in NameColumn<P>]: string };

/** An insert's values of a name: nameColumns('home', { en, ru, uk, kk, az, tr }) is { home_en, ..., home_tr }. */
export function nameColumns<P extends string>(prefix: P, name: Readonly<Record<ContentLang, string>>): NameColumns<P> {
  return Object.fromEntries(CONTENT_LANGS.map((lang) => [`${prefix}_${lang}`, name[lang]])) as NameColumns<P>;
}

/** An upsert's update of a name: each column takes the value the insert brought (`excluded.`, PostgreSQL and SQLite alike). */
export function excludedNames<P extends string>(prefix: P): Record<NameColumn<P>, RawBuilder<string>> {
  return Object.fromEntries(
    CONTENT_LANGS.map((lang) => [`${prefix}_${lang}`, sql<string>`${sql.ref(`excluded.${prefix}_${lang}`)}`]),
  ) as Record<NameColumn<P>, RawBuilder<string>>;
}

/**
 * A name's columns for a select: nameSelection('m.name') is ['m.name_en', ..., 'm.name_tr'];
 * nameSelection('s.name', 'sport') selects them as sport_en ... sport_tr.
 */
export function nameSelection<R extends string>(ref: R): `${R}_${ContentLang}`[];
export function nameSelection<R extends string, A extends string>(
  ref: R,
  alias: A,
): { [L in ContentLang]: `${R}_${L} as ${A}_${L}` }[ContentLang][];
export function nameSelection(ref: string, alias?: string): string[] {
  return CONTENT_LANGS.map((lang) => (alias === undefined ? `${ref}_${lang}` : `${ref}_${lang} as ${alias}_${lang}`));
}

/** The name in a page's language: nameIn(game, 'home', 'kk') is game.home_kk. */
export function nameIn<P extends string>(row: NameColumns<P>, prefix: P, lang: ContentLang): string {
  return row[`${prefix}_${lang}`];
}
