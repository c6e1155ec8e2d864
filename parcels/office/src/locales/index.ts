import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The office's words: i18next namespace `office`, added when the parcel bootstraps. */
export const officeTexts = defineTexts('office', { en, ru, uk, kk, az, tr });
