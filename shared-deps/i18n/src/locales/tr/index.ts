// The Turkish shared dictionaries as one module: a lazy chunk of @site/i18n in the browser (bundled.browser.ts).
import { commonTr } from './common';
import { errorsTr } from './errors';

export const trResources = { common: commonTr, errors: errorsTr };
