import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const kk: TranslationOf<typeof en, 'kk'> = {
  // the line/live navigation landmark (issue 22)
  sections_label: "Желі және лайв",
  title: 'Киберспорт',
  modes_label: 'Киберспорт режимдері',
  mode_real: 'Киберспорт',
  mode_virtual: 'Виртуалды спорт',
  mode_stream: 'Трансляциялар',
  disciplines: 'Пәндер',
  all_disciplines: 'Барлық пәндер',
  champs: 'Турнирлер',
  section_line: 'Желі',
  section_live: 'Лайв',
  games_count: 'Матчтар: {{count}}',
  no_games: 'Қазір мұнда матчтар жоқ.',
  no_streams: 'Қазір ешбір матч көрсетілмейді.',
  stream: 'Трансляция',
  live: 'Лайв',
  unknown_discipline: 'Мұндай пән жоқ.',
  all_markets: 'Барлық нарықтар',
  demo: 'Демо желі: матчтар мен виртуалды ойындар модельденген.',
};
