import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The lotto and toto words: i18next namespace `lotto`, added when the parcel bootstraps. */
export const lottoTexts = defineTexts('lotto', { en, ru, uk, kk, az, tr });
