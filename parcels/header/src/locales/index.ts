import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The header's words: i18next namespace `header`, added when the parcel bootstraps. */
export const headerTexts = defineTexts('header', { en, ru });
