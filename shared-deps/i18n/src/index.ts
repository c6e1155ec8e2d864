export { createI18n, getI18n, resetI18n, commonTexts, errorsTexts } from './i18n';
export { supportedLanguages, fallbackLanguage, isSupportedLanguage, type Language, type PluralForms } from './languages';
export { addTexts, defineLazyTexts, defineTexts, type NamespaceTexts, type Texts, type Translation, type TranslationOf } from './texts';
export { textProblems } from './text-problems';
export { MONEY_VALUE_NAMES, translateMessage, type MessageLike, type MessageLogger } from './translate-message';
export { formatMoney } from './format/money';
export { formatNumber } from './format/number';
export { dayStart, formatDateTime, isTimeZone, type DateTimeSettings, type DateTimeStyle } from './format/date-time';
export type { ErrorsDictionary } from './locales/en/errors';
