import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  nav_line: 'Линия',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Счёт',
  logout_confirm_title: 'Вы уверены?',
};
