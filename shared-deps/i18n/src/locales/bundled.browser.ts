// The browser's shared dictionaries (issue 21): the fallback language in @site/i18n's bundle,
// every other language a chunk of its own (site-i18n-<lang>) fetched when a page first switches
// to it (i18next's backend, see i18n.ts).
import { commonEn } from './en/common';
import { errorsEn } from './en/errors';
import type { LanguageResources } from './resources';

export const bundledResources: LanguageResources = { en: { common: commonEn, errors: errorsEn } };
export const lazyResources: Partial<Record<string, () => Promise<Record<string, object>>>> = {
  ru: () => import('./ru/index').then((m) => m.ruResources),
  uk: () => import('./uk/index').then((m) => m.ukResources),
  kk: () => import('./kk/index').then((m) => m.kkResources),
  az: () => import('./az/index').then((m) => m.azResources),
  tr: () => import('./tr/index').then((m) => m.trResources),
};
