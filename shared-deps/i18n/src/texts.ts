import type { i18n } from 'i18next';
import { type Language, type PluralForms, supportedLanguages } from './languages';

/** A namespace's words in one language: keys to sentences, nested at will (`a.b` is `{a: {b}}`). */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/**
 * The shape a translation of the English texts `T` must have in a language with the plural
 * forms `F`: the same keys, except that a plural (`x_one` + `x_other` in English) has one key
 * per form of that language (`x_one`, `x_few`, `x_many`, `x_other` in Russian). A key missing
 * or left over is a compile error; the key-parity test checks the same at run time.
 */
export type Translation<T, F extends string> = {
  readonly [K in keyof T as K extends `${infer Base}_${'one' | 'other'}` ? `${Base}_${F}` : K]: T[K] extends string
    ? string
    : Translation<T[K], F>;
};
export type TranslationOf<T, L extends Language> = Translation<T, PluralForms[L]>;

/** One namespace in every supported language: what a parcel adds to the page's i18next. */
export interface NamespaceTexts {
  readonly ns: string;
  readonly resources: Readonly<Record<Language, Texts>>;
}

type Others = Exclude<Language, 'en'>;

/** A parcel's namespace: English first, every other language typed against it. */
export function defineTexts<T extends Texts>(ns: string, resources: { en: T } & { [L in Others]: TranslationOf<T, L> }): NamespaceTexts {
  return { ns, resources: resources as unknown as Record<Language, Texts> };
}

/**
 * Adds a namespace to an i18next instance in every language (i18next `addResourceBundle`,
 * deep, overwriting): a parcel calls it when it bootstraps, its tests when they build a page.
 * Adding the same texts again changes nothing.
 */
export function addTexts(instance: i18n, texts: NamespaceTexts): void {
  for (const lang of supportedLanguages) instance.addResourceBundle(lang, texts.ns, texts.resources[lang], true, true);
}
