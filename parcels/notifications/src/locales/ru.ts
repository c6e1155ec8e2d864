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
  limit_none: 'Без лимита',
  limit_days: '{{value}} дн.',
  limit_hours: '{{value}} ч',
  limit_minutes: '{{value}} мин',
  limit_hours_to_approve: 'На подтверждение осталось {{hours}} ч.',
  limit_approve_title: 'Подтвердите изменение лимита',
  limit_approve: 'Подтвердить',
  limit_reject: 'Отклонить',
  // the support button and its form (issue 15)
  support_button: 'Поддержка',
  support_title: 'Написать в поддержку',
  support_close: 'Закрыть',
  support_email: 'Ваш e-mail',
  support_subject: 'Тема',
  support_body: 'Ваш вопрос',
  support_send: 'Отправить',
  support_sent: 'Обращение отправлено. Ответ появится в личном кабинете.',
  support_sent_guest: 'Обращение отправлено. Мы ответим на ваш e-mail.',
  support_history: 'Мои обращения в поддержку',
};
