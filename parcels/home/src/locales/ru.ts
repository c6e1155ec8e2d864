import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  title: 'Ставки на спорт и казино',
  welcome: 'С возвращением',
  registration_widget_title: 'Регистрация в один клик',
  registration_widget_text: 'Зарегистрируйтесь, чтобы ставить на тысячи событий каждый день.',
  right_title: 'Бонус к экспрессу',
  right_text: 'Соберите экспресс из 3 и более событий с коэффициентом от 1.1 и выиграйте до 10% больше.',
  live_now: 'Сейчас в лайве',
  top_events: 'Топ-события',
  see_all: 'Все',
  no_live: 'Сейчас нет матчей в лайве.',
  no_top: 'Пока нечего показать.',
  promotions: 'Акции',
  all_promotions: 'Все акции',
  casino_title: 'Казино',
  casino_all: 'Все игры казино',
};
