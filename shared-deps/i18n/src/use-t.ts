import { useCallback, useSyncExternalStore } from 'react';
import { getI18n, type TranslationKey } from './i18n';

/** The translate function of the page's i18next instance; re-renders when the language changes. */
export function useT(): (key: TranslationKey) => string {
  const i18n = getI18n();
  const lang = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      [i18n],
    ),
    () => i18n.language,
  );
  return useCallback((key: TranslationKey) => i18n.t(key, { lng: lang }), [i18n, lang]);
}
