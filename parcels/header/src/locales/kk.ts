import type { Translation } from '@site/i18n';
import type { en } from './en';

// Kazakh plural forms are `one` and `other`: `Translation<…, 'one' | 'other'>` is `TranslationOf<…, 'kk'>`.
export const kk: Translation<typeof en, 'one' | 'other'> = {
  // the products' navigation landmark (issue 22)
  nav_label: "Сайт бөлімдері",
  nav_line: 'Спорт',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Шот',
  logout_confirm_title: 'Сенімдісіз бе?',
};
