// The shared dictionaries (common, errors) of every language, in the bundle: the server, the
// CLIs and the tests. The browser build takes bundled.browser.ts instead (rollup.config.mjs):
// the fallback language in the bundle, the others loaded when a page first uses them.
import { allResources } from './all';
import type { LanguageResources } from './resources';

export const bundledResources: LanguageResources = allResources;
export const lazyResources: Partial<Record<string, () => Promise<Record<string, object>>>> = {};
