// The shared dictionaries (common, errors) of every language, in the bundle: the server, the
// CLIs and the tests. The browser build takes bundled.browser.ts instead (rollup.config.mjs):
// the fallback language in the bundle, the others loaded when a page first uses them.
import { azResources } from './az/index';
import { commonEn } from './en/common';
import { errorsEn } from './en/errors';
import { kkResources } from './kk/index';
import { ruResources } from './ru/index';
import { trResources } from './tr/index';
import { ukResources } from './uk/index';
import type { LanguageResources } from './resources';

export const bundledResources: LanguageResources = {
  en: { common: commonEn, errors: errorsEn },
  ru: ruResources,
  uk: ukResources,
  kk: kkResources,
  az: azResources,
  tr: trResources,
};
export const lazyResources: Partial<Record<string, () => Promise<Record<string, object>>>> = {};
