import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The auth pages' words: i18next namespace `auth`, added when the parcel (or its login modal) bootstraps. */
export const authTexts = defineTexts('auth', { en, ru, uk, kk, az, tr });
