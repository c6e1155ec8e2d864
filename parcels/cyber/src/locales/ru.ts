import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  // the line/live navigation landmark (issue 22)
  sections_label: "Линия и лайв",
  title: 'Киберспорт',
  modes_label: 'Разделы киберспорта',
  mode_real: 'Киберспорт',
  mode_virtual: 'Виртуальный спорт',
  mode_stream: 'Трансляции',
  disciplines: 'Дисциплины',
  all_disciplines: 'Все дисциплины',
  champs: 'Турниры',
  section_line: 'Линия',
  section_live: 'Лайв',
  games_count: 'Матчей: {{count}}',
  no_games: 'Сейчас здесь нет матчей.',
  no_streams: 'Сейчас нет трансляций.',
  stream: 'Трансляция',
  live: 'Лайв',
  unknown_discipline: 'Такой дисциплины нет.',
  all_markets: 'Все рынки',
  demo: 'Демо-линия: матчи и виртуальные игры смоделированы.',
};
