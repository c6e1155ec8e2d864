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
  // the forced approve/reject popup of a started pending limit change (spec 2 §4)
  limit_type_1: 'Ставки за 24 часа',
  limit_type_2: 'Ставки за 7 дней',
  limit_type_3: 'Ставки за 30 дней',
  limit_type_10: 'Проигрыш за 24 часа',
  limit_type_11: 'Проигрыш за 7 дней',
  limit_type_12: 'Проигрыш за 30 дней',
  limit_type_20: 'Депозиты за 24 часа',
  limit_type_21: 'Депозиты за 7 дней',
  limit_type_22: 'Депозиты за 30 дней',
  limit_type_31: 'Лимит сессии',
  limit_type_32: 'Проверка реальности каждые',
  limit_none: 'Без лимита',
  limit_days: '{{value}} дн.',
  limit_hours: '{{value}} ч',
  limit_minutes: '{{value}} мин',
  limit_hours_to_approve: 'На подтверждение осталось {{hours}} ч.',
  limit_approve_title: 'Подтвердите изменение лимита',
  limit_approve: 'Подтвердить',
  limit_reject: 'Отклонить',
};
