import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The promotions application's words: i18next namespace `promotions`, added when the parcel bootstraps. */
export const promotionsTexts = defineTexts('promotions', { en, ru, uk, kk, az, tr });
