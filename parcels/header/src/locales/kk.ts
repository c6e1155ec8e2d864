import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const kk: TranslationOf<typeof en, 'kk'> = {
  nav_line: 'Спорт',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Шот',
  logout_confirm_title: 'Сенімдісіз бе?',
};
