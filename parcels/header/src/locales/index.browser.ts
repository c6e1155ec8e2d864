// The browser's build of header's words (the build takes this file for ./locales): English in the
// bundle, each other language a chunk loaded when the page first speaks it. Node keeps index.ts.
import { defineLazyTexts } from '@site/i18n';
import { en } from './en';

export const headerTexts = defineLazyTexts('header', en, {
  ru: () => import('./ru').then((m) => m.ru),
  uk: () => import('./uk').then((m) => m.uk),
  kk: () => import('./kk').then((m) => m.kk),
  az: () => import('./az').then((m) => m.az),
  tr: () => import('./tr').then((m) => m.tr),
});
