import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  nav_line: 'Линия',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  balance: 'Баланс: <balance>{{balance}}</balance>',
  account: 'Счёт',
  account_option: '{{currency}}, {{kind}}',
  account_type_0: 'основной',
  account_type_4: 'бонусный',
  account_type_9: 'валютный',
  logout_confirm_title: 'Вы уверены?',
};
