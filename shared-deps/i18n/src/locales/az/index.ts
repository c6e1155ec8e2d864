// The Azerbaijani shared dictionaries as one module: a lazy chunk of @site/i18n in the browser (bundled.browser.ts).
import { commonAz } from './common';
import { errorsAz } from './errors';

export const azResources = { common: commonAz, errors: errorsAz };
