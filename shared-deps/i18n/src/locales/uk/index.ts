// The Ukrainian shared dictionaries as one module: a lazy chunk of @site/i18n in the browser (bundled.browser.ts).
import { commonUk } from './common';
import { errorsUk } from './errors';

export const ukResources = { common: commonUk, errors: errorsUk };
