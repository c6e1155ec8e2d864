import type { i18n } from 'i18next';
import { uiEn } from './locales/en';
import { uiRu } from './locales/ru';

export const UI_NAMESPACE = 'ui';

/** A parcel's own words: one namespace, a dictionary per language. */
export interface ParcelTexts {
  namespace: string;
  resources: Readonly<Record<string, Record<string, unknown>>>;
}

const uiTexts: ParcelTexts = { namespace: UI_NAMESPACE, resources: { en: uiEn, ru: uiRu } };

/** Adds a namespace to the instance (i18next's addResourceBundle), once per language. */
export function addTexts(instance: i18n, texts: ParcelTexts): void {
  for (const [lng, resources] of Object.entries(texts.resources)) {
    if (!instance.hasResourceBundle(lng, texts.namespace)) instance.addResourceBundle(lng, texts.namespace, resources, true, false);
  }
}

/** The UI kit's own words, added before its components render. */
export function addUiTexts(instance: i18n): void {
  addTexts(instance, uiTexts);
}
