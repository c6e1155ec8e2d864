import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The cyber-sport words: i18next namespace `cyber`, added when the parcel bootstraps. */
export const cyberTexts = defineTexts('cyber', { en, ru, uk, kk, az, tr });
