// The Russian shared dictionaries as one module: a lazy chunk of @site/i18n in the browser (bundled.browser.ts).
import { commonRu } from './common';
import { errorsRu } from './errors';

export const ruResources = { common: commonRu, errors: errorsRu };
