import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The notification areas' own words: i18next namespace `notifications`, added when the parcel bootstraps. */
export const notificationsTexts = defineTexts('notifications', { en, ru, uk, kk, az, tr });
