import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The auth pages' words: i18next namespace `auth`, added when the parcel (or its login modal) bootstraps. */
export const authTexts = defineTexts('auth', { en, ru });
