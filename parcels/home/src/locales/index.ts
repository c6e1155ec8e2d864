import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The home page's words: i18next namespace `home`, added when the parcel bootstraps. */
export const homeTexts = defineTexts('home', { en, ru });
