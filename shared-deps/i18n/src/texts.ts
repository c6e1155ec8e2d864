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

/**
 * One namespace: what a parcel adds to the page's i18next. `resources` holds the languages this
 * bundle carries (Node: all six, defineTexts); `load` fetches one it does not (a browser bundle
 * carries English only and loads the page's language as a chunk of its own, defineLazyTexts).
 */
export interface NamespaceTexts {
  readonly ns: string;
  readonly resources: Readonly<Record<Language, Texts>>;
  readonly load?: (lang: Language) => Promise<Texts>;
}

type Others = Exclude<Language, 'en'>;

/** A parcel's namespace: English first, every other language typed against it. */
export function defineTexts<T extends Texts>(ns: string, resources: { en: T } & { [L in Others]: TranslationOf<T, L> }): NamespaceTexts {
  return { ns, resources: resources as unknown as Record<Language, Texts> };
}

/**
 * A parcel's namespace as its browser bundle has it (`locales/index.browser.ts`): English in the
 * bundle, every other language loaded the first time the page speaks it (issue 16: the boot bytes
 * do not grow with the languages). The loaders are typed against English like defineTexts'.
 */
export function defineLazyTexts<T extends Texts>(ns: string, en: T, loaders: { [L in Others]: () => Promise<TranslationOf<T, L>> }): NamespaceTexts {
  const load = (lang: Language): Promise<Texts> => (lang === 'en' ? Promise.resolve(en) : (loaders[lang]() as Promise<unknown> as Promise<Texts>));
  return { ns, resources: { en } as unknown as Record<Language, Texts>, load };
}

/**
 * Adds a namespace to an i18next instance in every language it carries (i18next
 * `addResourceBundle`, deep, overwriting): a parcel calls it when it bootstraps, its tests when
 * they build a page. A lazy namespace's other languages come through the instance's backend: the
 * promise settles once the page's language is in (a failure leaves English). Adding the same
 * texts again changes nothing.
 */
export async function addTexts(instance: i18n, texts: NamespaceTexts): Promise<void> {
  for (const lang of supportedLanguages) {
    const words = texts.resources[lang] as Texts | undefined;
    if (words) instance.addResourceBundle(lang, texts.ns, words, true, true);
  }
  if (!texts.load) return;
  namespaceLoaders(instance).set(texts.ns, texts.load);
  await instance.loadNamespaces(texts.ns).catch(() => undefined);
}

// The lazy namespaces' loaders of each instance, read by its backend (i18n.ts).
const loaders = new WeakMap<i18n, Map<string, (lang: Language) => Promise<Texts>>>();
export function namespaceLoaders(instance: i18n): Map<string, (lang: Language) => Promise<Texts>> {
  let map = loaders.get(instance);
  if (!map) loaders.set(instance, (map = new Map()));
  return map;
}
