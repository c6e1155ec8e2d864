// The language switch (issue 22): the page's language (settings.language, changed by the
// header's buttons or by a route of another prefix) is the URL prefix, <html lang> and the
// language cookie at once. The route then reloads the page's data in that language.
import { isSupportedLanguage } from '@site/i18n';
import type { RootStore } from '@site/stores';
import { reaction } from 'mobx';
import { LANGUAGE_COOKIE } from './route-context';

/** A year: the choice outlives the session (spec 2 §5 "else cookie"). */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The same path under another language prefix; a path without a language prefix is left as it is. */
export function pathInLanguage(pathname: string, lang: string): string {
  const m = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (!m || !isSupportedLanguage(m[1] as string)) return pathname;
  return `/${lang}${pathname.slice(3)}`;
}

/**
 * The visitor's chosen language for the server's next answer (the root path, a path without a
 * prefix). A user-interface choice the visitor made, like the prefix itself: not gated by the
 * cookie consent.
 */
export function writeLanguageCookie(doc: Document, lang: string): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Follows the page's language from now on; returns the disposer. */
export function installLanguageSwitch(deps: { store: RootStore; win: Window; navigate(url: string): void }): () => void {
  const { store, win, navigate } = deps;
  const doc = win.document;
  return reaction(
    () => store.settings.language,
    (lang) => {
      doc.documentElement.lang = lang;
      writeLanguageCookie(doc, lang);
      const { pathname, search, hash } = win.location;
      const next = pathInLanguage(pathname, lang);
      if (next !== pathname) navigate(next + search + hash);
    },
  );
}
