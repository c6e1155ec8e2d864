import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The inspector's words: i18next namespace `inspector`, added when the parcel bootstraps. */
export const inspectorTexts = defineTexts('inspector', { en, ru });
