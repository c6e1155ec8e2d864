import i18next, { type BackendModule, type i18n } from 'i18next';
import { formatMoney } from './format/money';
import { fallbackLanguage, isSupportedLanguage, type Language, supportedLanguages } from './languages';
import { bundledResources, lazyResources } from './locales/bundled';
import { namespaceLoaders, type NamespaceTexts } from './texts';

/**
 * The namespaces every page has; parcels add theirs (addTexts). Whole where every language is
 * bundled (Node: the tests and the key-parity check); no unit imports them, so the browser's
 * bundle, which exports only what the units import, leaves them out.
 */
const sharedNamespace = (ns: 'common' | 'errors'): NamespaceTexts => ({
  ns,
  resources: Object.fromEntries(supportedLanguages.map((lang) => [lang, bundledResources[lang]?.[ns] ?? {}])) as NamespaceTexts['resources'],
});
export const commonTexts = /* @__PURE__ */ sharedNamespace('common');
export const errorsTexts = /* @__PURE__ */ sharedNamespace('errors');

/**
 * i18next's backend for the dictionaries not in the bundle: a lazy parcel namespace's language
 * from its loader (addTexts), a shared one from the browser's chunk of that language.
 */
function lazyBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const parcel = isSupportedLanguage(language) ? namespaceLoaders(instance).get(namespace) : undefined;
      const shared = lazyResources[language];
      const load = parcel ? () => parcel(language as Language) : shared ? () => shared().then((r) => (r[namespace] ?? {}) as object) : null;
      if (!load) return callback(null, {});
      load().then(
        (words) => callback(null, words as never),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * A new, initialised i18next instance (synchronous: the fallback language's shared dictionaries
 * are bundled; in the browser another language's load when the page first switches to it).
 * Interpolation and plurals are i18next's own (`{{name}}`, `key_one`/`key_few`...); the
 * `money` format says an amount in the currency of the same message's `currency` value:
 * `'{{max, money}}'` with `{max: 500, currency: 'EUR'}` is '€500.00' in English.
 */
export function createI18n(lang: string): i18n {
  const instance = i18next.createInstance();
  // Always a backend: lazy parcel namespaces (addTexts) may come to any instance; the browser's
  // shared dictionaries of other languages too (lazyResources, empty in Node).
  instance.use(lazyBackend(instance));
  void instance.init({
    lng: isSupportedLanguage(lang) ? lang : fallbackLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    ns: ['common', 'errors'],
    defaultNS: 'common',
    // a store of its own: i18next adds parcels' namespaces into the object it is given
    resources: Object.fromEntries(Object.entries(bundledResources).map(([lang, namespaces]) => [lang, { ...namespaces }])),
    partialBundledLanguages: true,
    // React escapes what it renders; plain-DOM units set textContent.
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: Record<string, unknown>) =>
    formatMoney(Number(value), String(options.currency ?? ''), lng ?? instance.language),
  );
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
