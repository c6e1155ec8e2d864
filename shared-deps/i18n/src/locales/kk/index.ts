// The Kazakh shared dictionaries as one module: a lazy chunk of @site/i18n in the browser (bundled.browser.ts).
import { commonKk } from './common';
import { errorsKk } from './errors';

export const kkResources = { common: commonKk, errors: errorsKk };
