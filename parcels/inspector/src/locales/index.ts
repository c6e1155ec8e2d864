import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The inspector's words: i18next namespace `inspector`, added when the parcel bootstraps. */
export const inspectorTexts = defineTexts('inspector', { en, ru, uk, kk, az, tr });
