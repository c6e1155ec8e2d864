import type { Translation } from '@site/i18n';
import type { en } from './en';

// Kazakh plural forms are `one` and `other`: `Translation<…, 'one' | 'other'>` is `TranslationOf<…, 'kk'>`.
export const kk: Translation<typeof en, 'one' | 'other'> = {
  text: 'Жауапкершілікпен ойнаңыз. 18+',
  responsible: 'Жауапты ойын: лимиттеріңіз',
  demo_label: 'Демо-сайт: коэффициенттер мен ойындар модельденген',
};
