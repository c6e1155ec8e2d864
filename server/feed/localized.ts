import { CONTENT_LANGS } from '@site/api/contracts';
import type { Lang, LocalizedName } from './types';

// Building a name in every language from a rule (a template, other names): the rule runs
// once per language of CONTENT_LANGS, so no language is ever left out.

/** A name made language by language: byLang((l) => `${initial[l]}. ${surname[l]}`). */
export function byLang(text: (lang: Lang) => string): LocalizedName {
  return Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, text(lang)])) as Record<Lang, string>;
}

/** The same text in every language (a name kept in Latin letters everywhere). */
export function sameInAll(text: string): LocalizedName {
  return byLang(() => text);
}
