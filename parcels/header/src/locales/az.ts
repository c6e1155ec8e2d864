import type { Translation } from '@site/i18n';
import type { en } from './en';

// Azerbaijani plural forms are `one` and `other`: `Translation<…, 'one' | 'other'>` is `TranslationOf<…, 'az'>`.
export const az: Translation<typeof en, 'one' | 'other'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Sayt bölmələri",
  nav_line: 'İdman',
  nav_live: 'Canlı',
  nav_casino: 'Kazino',
  balance: 'Balans: <balance>{{balance}}</balance>',
  account: 'Hesab',
  logout_confirm_title: 'Əminsiniz?',
};
