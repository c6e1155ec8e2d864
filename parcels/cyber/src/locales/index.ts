import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The cyber-sport words: i18next namespace `cyber`, added when the parcel bootstraps. */
export const cyberTexts = defineTexts('cyber', { en, ru });
