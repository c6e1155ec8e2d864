// The page's language where the browser and the server read it: <html lang> (screen readers,
// hyphenation, the browser's translate offer) and the `lng` cookie, the "stored language" a
// path without a prefix is sent to (spec 2 §1 "Language prefix", §5 "else cookie").
import { autorun } from 'mobx';
import { LANGUAGE_COOKIE } from '@site/routes';
import type { RootStore } from '@site/stores';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps <html lang> and the language cookie on the settings store's language, now and on every change. */
export function startPageLanguage(store: RootStore, doc: Document = document): () => void {
  return autorun(() => {
    const lang = store.settings.language;
    doc.documentElement.lang = lang;
    doc.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  });
}
