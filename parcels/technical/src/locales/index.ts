import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The technical pages' words: i18next namespace `technical`. */
export const technicalTexts = defineTexts('technical', { en, ru, uk, kk, az, tr });
