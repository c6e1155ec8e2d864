import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The home page's words: i18next namespace `home`, added when the parcel bootstraps. */
export const homeTexts = defineTexts('home', { en, ru, uk, kk, az, tr });
