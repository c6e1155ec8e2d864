import { fallbackLanguage, isSupportedLanguage } from '@site/i18n';

/** The language of a path's two-letter prefix, if it is one the site supports. */
export function languageFromPath(pathname: string, available: readonly string[]): string | null {
  const m = /^\/([a-z]{2})(\/|$)/.exec(pathname);
  const lang = m?.[1];
  return lang && available.includes(lang) && isSupportedLanguage(lang) ? lang : null;
}

export function pickLanguage(pathname: string, available: readonly string[], defaultLanguage: string | undefined): string {
  return languageFromPath(pathname, available) ?? (defaultLanguage && isSupportedLanguage(defaultLanguage) ? defaultLanguage : fallbackLanguage);
}
