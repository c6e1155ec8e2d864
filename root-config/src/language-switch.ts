// The language switch (issue 22): the page's language is its URL prefix. The header's switcher
// opens the same page under the new prefix; any other change of settings.language (the office's
// settings page, a saved setting loaded after sign-in) moves the URL here, so the route reloads
// the page's data in that language. <html lang> and the language cookie follow the same store
// value in page-language.ts.
import { inLanguage } from '@site/routes';
import type { RootStore } from '@site/stores';
import { reaction } from 'mobx';

/** Follows the page's language with the URL from now on; returns the disposer. */
export function installLanguageSwitch(deps: { store: RootStore; win: Window; navigate(url: string): void }): () => void {
  const { store, win, navigate } = deps;
  return reaction(
    () => store.settings.language,
    (lang) => {
      const { pathname, search, hash } = win.location;
      const here = pathname + search + hash;
      const next = inLanguage(here, lang);
      if (next !== here) navigate(next);
    },
  );
}
