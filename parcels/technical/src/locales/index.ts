import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The technical pages' words: i18next namespace `technical`. */
export const technicalTexts = defineTexts('technical', { en, ru });
