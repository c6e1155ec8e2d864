export { createI18n, getI18n, resetI18n, isSupportedLanguage, supportedLanguages, fallbackLanguage, type Language, type TranslationKey } from './i18n';
export { useT } from './use-t';
export type { Dictionary } from './locales/en';
export { translateMessage, type MessageLike, type MessageLogger } from './translate-message';
export type { ErrorsDictionary } from './locales/en/errors';
