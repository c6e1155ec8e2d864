import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  line: 'Линия',
  live: 'Лайв',
  top_events: 'Топ-события',
  multi_live: 'Мультилайв',
  menu_title: 'Виды спорта',
  time_filter: 'Время',
  time_0: 'Все',
  time_1: 'Ближайшие',
  time_2: '1-й период',
  time_3: '2-й период',
  time_6: 'Рекомендуемые',
  stale_odds: 'Связь с лайв-коэффициентами потеряна: цены могут быть устаревшими. Переподключаемся…',
  load_error: 'Не удалось загрузить события.',
  no_games: 'Нет событий по этому выбору.',
  locked: 'Закрыто',
  game_ended: 'Завершён',
  period: '{{period}}-й период',
  unsupported: 'Этот раздел спорта пока не входит в демо.',
  demo: 'Демо-данные',
  games_one: '{{count}} событие',
  games_few: '{{count}} события',
  games_many: '{{count}} событий',
  games_other: '{{count}} события',
};
