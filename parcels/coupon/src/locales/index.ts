import { defineTexts } from '@site/i18n';
import { en } from './en';
import { ru } from './ru';

/** The coupon's words: i18next namespace `coupon`, added when the parcel bootstraps. */
export const couponTexts = defineTexts('coupon', { en, ru });
