import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  close: 'Закрыть уведомление',
  reality_title: 'Проверка реальности',
  reality_time: 'Вы играете уже {{hours}} ч {{minutes}} мин.',
  reality_result: 'Итог этой сессии (ставки минус выплаты):',
  reality_dont_show: 'Больше не показывать',
  reality_continue: 'Продолжить',
  reality_logout: 'Выйти',
  reality_close: 'Закрыть',
};
