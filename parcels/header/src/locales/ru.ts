import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Разделы сайта",
  nav_line: 'Линия',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Счёт',
  logout_confirm_title: 'Вы уверены?',
};
