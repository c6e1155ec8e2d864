import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The casino's words: i18next namespace `casino`, added when the parcel bootstraps. */
export const casinoTexts = defineTexts('casino', { en, ru });
