import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The consent parcel's words: i18next namespace `consent`, added when the parcel bootstraps. */
export const consentTexts = defineTexts('consent', { en, ru, uk, kk, az, tr });
