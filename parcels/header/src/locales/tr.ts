import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const tr: TranslationOf<typeof en, 'tr'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Site bölümleri",
  nav_line: 'Spor',
  nav_live: 'Canlı',
  nav_casino: 'Casino',
  balance: 'Bakiye: <balance>{{balance}}</balance>',
  account: 'Hesap',
  logout_confirm_title: 'Emin misiniz?',
};
