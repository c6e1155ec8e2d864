import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const az: TranslationOf<typeof en, 'az'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Sayt bölmələri",
  nav_line: 'İdman',
  nav_live: 'Canlı',
  nav_casino: 'Kazino',
  balance: 'Balans: <balance>{{balance}}</balance>',
  account: 'Hesab',
  logout_confirm_title: 'Əminsiniz?',
};
