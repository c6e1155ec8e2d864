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
  // рамка оболочки (задача 15)
  new_site_title: 'Добро пожаловать на новый сайт',
  new_site_text: 'Мы переехали на новый, более быстрый сайт. Ваш аккаунт, баланс и ставки на месте: входите как раньше.',
  new_site_ok: 'Понятно',
  scroll_top: 'Наверх',
  policy_logo: 'Политика ответственной игры',
  install_text: 'Установите сайт как приложение: он быстрее открывается и работает без сети.',
  install_ok: 'Установить',
  install_later: 'Не сейчас',
  convert_title: 'Сделайте аккаунт полным',
  convert_text: 'Вы зарегистрировались в один клик. Добавьте e-mail или телефон, чтобы всегда входить в аккаунт и выводить выигрыши.',
  convert_go: 'Добавить e-mail или телефон',
};
