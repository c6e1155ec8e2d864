import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en, 'uk'> = {
  sections_label: 'Лінія та лайв',
  title: 'Кіберспорт',
  modes_label: 'Розділи кіберспорту',
  mode_real: 'Кіберспорт',
  mode_virtual: 'Віртуальний спорт',
  mode_stream: 'Трансляції',
  disciplines: 'Дисципліни',
  all_disciplines: 'Усі дисципліни',
  champs: 'Турніри',
  section_line: 'Лінія',
  section_live: 'Лайв',
  games_count: 'Матчів: {{count}}',
  no_games: 'Зараз тут немає матчів.',
  no_streams: 'Зараз немає трансляцій.',
  stream: 'Трансляція',
  live: 'Лайв',
  unknown_discipline: 'Такої дисципліни немає.',
  all_markets: 'Усі ринки',
  demo: 'Демо-лінія: матчі й віртуальні ігри змодельовано.',
};
