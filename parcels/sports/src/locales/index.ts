import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';
import { kk } from './kk';
import { az } from './az';
import { tr } from './tr';

/** The sports pages' words: i18next namespace `sports`, added when the parcel bootstraps. */
export const sportsTexts = defineTexts('sports', { en, ru, uk, kk, az, tr });
