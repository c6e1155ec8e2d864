import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The notification areas' own words: i18next namespace `notifications`, added when the parcel bootstraps. */
export const notificationsTexts = defineTexts('notifications', { en, ru });
