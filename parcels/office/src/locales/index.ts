import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The office's words: i18next namespace `office`, added when the parcel bootstraps. */
export const officeTexts = defineTexts('office', { en, ru });
