import type { SiteConfig } from '@site/api';
import { fallbackLanguage, isSupportedLanguage, supportedLanguages } from '@site/i18n';
import { languageSettings } from '@site/routes';

/** The language of a path's two-letter prefix, if it is one the site supports (and `available` lists). */
export function languageFromPath(pathname: string, available: readonly string[] = supportedLanguages): string | null {
  const m = /^\/([a-z]{2})(\/|$)/.exec(pathname);
  const lang = m?.[1];
  return lang && available.includes(lang) && isSupportedLanguage(lang) ? lang : null;
}

/** The boot's first language: the path's, if the site config offers it, else the config's default, else English. */
export function pickLanguage(pathname: string, config: SiteConfig | null): string {
  const languages = languageSettings(config);
  return languageFromPath(pathname, languages.available) ?? (isSupportedLanguage(languages.default) ? languages.default : fallbackLanguage);
}
