import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The sports pages' words: i18next namespace `sports`, added when the parcel bootstraps. */
export const sportsTexts = defineTexts('sports', { en, ru });
