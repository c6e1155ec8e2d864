import i18next, { type i18n } from 'i18next';
import { en, type Dictionary } from './locales/en';
import { errorsEn } from './locales/en/errors';
import { ru } from './locales/ru';
import { errorsRu } from './locales/ru/errors';

export const supportedLanguages = ['en', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];
export type TranslationKey = keyof Dictionary;
export const fallbackLanguage: Language = 'en';

export function isSupportedLanguage(lang: unknown): lang is Language {
  return typeof lang === 'string' && (supportedLanguages as readonly string[]).includes(lang);
}

/** A new, initialised i18next instance (synchronous: the dictionaries are bundled). */
export function createI18n(lang: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: isSupportedLanguage(lang) ? lang : fallbackLanguage,
    fallbackLng: fallbackLanguage,
    resources: { en: { translation: en, errors: errorsEn }, ru: { translation: ru, errors: errorsRu } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

// The page's one instance, made on first use; every parcel gets the same one through the import map.
let current: i18n | undefined;
export function getI18n(): i18n {
  current ??= createI18n(fallbackLanguage);
  return current;
}
export function resetI18n(): void {
  current = undefined;
}
