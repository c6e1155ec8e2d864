import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The consent parcel's words: i18next namespace `consent`, added when the parcel bootstraps. */
export const consentTexts = defineTexts('consent', { en, ru });
