import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The footer's words: i18next namespace `footer`, added when the parcel bootstraps. */
export const footerTexts = defineTexts('footer', { en, ru });
