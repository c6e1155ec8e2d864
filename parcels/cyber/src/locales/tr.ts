import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const tr: TranslationOf<typeof en, 'tr'> = {
  // the line/live navigation landmark (issue 22)
  sections_label: "Bülten ve canlı",
  title: 'Siber spor',
  modes_label: 'Siber spor modları',
  mode_real: 'E-spor',
  mode_virtual: 'Sanal sporlar',
  mode_stream: 'Yayınlar',
  disciplines: 'Disiplinler',
  all_disciplines: 'Tüm disiplinler',
  champs: 'Turnuvalar',
  section_line: 'Bülten',
  section_live: 'Canlı',
  games_count: 'Maç sayısı: {{count}}',
  no_games: 'Şu anda burada maç yok.',
  no_streams: 'Şu anda yayınlanan maç yok.',
  stream: 'Yayın',
  live: 'Canlı',
  unknown_discipline: 'Böyle bir disiplin yok.',
  all_markets: 'Tüm bahis türleri',
  demo: 'Demo bülten: maçlar ve sanal oyunlar simüle edilir.',
};
