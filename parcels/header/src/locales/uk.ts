import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en, 'uk'> = {
  nav_label: 'Розділи сайту',
  nav_line: 'Лінія',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Рахунок',
  logout_confirm_title: 'Ви впевнені?',
};
