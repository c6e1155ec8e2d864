import type { Language } from '../languages';

/** Language -> namespace -> its dictionary. */
export type LanguageResources = Partial<Record<Language, Record<string, object>>>;
