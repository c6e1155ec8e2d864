export const supportedLanguages = ['en', 'ru', 'uk', 'kk', 'az', 'tr'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

export function isSupportedLanguage(lang: unknown): lang is Language {
  return typeof lang === 'string' && (supportedLanguages as readonly string[]).includes(lang);
}

/**
 * The plural forms of each language, as i18next names its key suffixes (`_one`, `_few`...):
 * CLDR's categories, the same as `Intl.PluralRules(lang).resolvedOptions().pluralCategories`.
 */
export interface PluralForms {
  en: 'one' | 'other';
  ru: 'one' | 'few' | 'many' | 'other';
  uk: 'one' | 'few' | 'many' | 'other';
  kk: 'one' | 'other';
  az: 'one' | 'other';
  tr: 'one' | 'other';
}
