// Every language's shared dictionaries (common, errors). Node bundles them all (bundled.ts); the
// browser's bundle holds the fallback language only (bundled.browser.ts) and loads the others.
import type { Language } from '../languages';
import { azResources } from './az/index';
import { commonEn } from './en/common';
import { errorsEn } from './en/errors';
import { kkResources } from './kk/index';
import { ruResources } from './ru/index';
import { trResources } from './tr/index';
import { ukResources } from './uk/index';

export const allResources: Record<Language, { common: object; errors: object }> = {
  en: { common: commonEn, errors: errorsEn },
  ru: ruResources,
  uk: ukResources,
  kk: kkResources,
  az: azResources,
  tr: trResources,
};
