import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const kk: TranslationOf<typeof en, 'kk'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Сайт бөлімдері",
  nav_line: 'Спорт',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Шот',
  logout_confirm_title: 'Сенімдісіз бе?',
};
