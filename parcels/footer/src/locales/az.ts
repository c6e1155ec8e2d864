import type { Translation } from '@site/i18n';
import type { en } from './en';

// Azerbaijani plural forms are `one` and `other`: `Translation<…, 'one' | 'other'>` is `TranslationOf<…, 'az'>`.
export const az: Translation<typeof en, 'one' | 'other'> = {
  text: 'Məsuliyyətlə oynayın. 18+',
  responsible: 'Məsuliyyətli oyun: limitləriniz',
  demo_label: 'Demo sayt: əmsallar və oyunlar simulyasiya edilib',
};
