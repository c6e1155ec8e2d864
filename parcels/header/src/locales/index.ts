import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The header's words: i18next namespace `header`, added when the parcel bootstraps. */
export const headerTexts = defineTexts('header', { en, ru, uk, kk, az, tr });
