import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The footer's words: i18next namespace `footer`, added when the parcel bootstraps. */
export const footerTexts = defineTexts('footer', { en, ru, uk, kk, az, tr });
