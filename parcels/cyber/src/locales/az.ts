import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const az: TranslationOf<typeof en, 'az'> = {
  // the line/live navigation landmark (issue 22)
  sections_label: "Xətt və canlı",
  title: 'Kibersport',
  modes_label: 'Kibersport rejimləri',
  mode_real: 'Kibersport',
  mode_virtual: 'Virtual idman',
  mode_stream: 'Yayımlar',
  disciplines: 'Fənlər',
  all_disciplines: 'Bütün fənlər',
  champs: 'Turnirlər',
  section_line: 'Xətt',
  section_live: 'Canlı',
  games_count: 'Oyunlar: {{count}}',
  no_games: 'Hazırda burada oyun yoxdur.',
  no_streams: 'Hazırda heç bir oyun yayımlanmır.',
  stream: 'Yayım',
  live: 'Canlı',
  unknown_discipline: 'Belə fən yoxdur.',
  all_markets: 'Bütün bazarlar',
  demo: 'Demo xətt: oyunlar və virtual oyunlar simulyasiya edilib.',
};
