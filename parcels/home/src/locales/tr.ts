import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const tr: TranslationOf<typeof en, 'tr'> = {
  title: 'Spor bahisleri ve casino',
  welcome: 'Tekrar hoş geldiniz',
  registration_widget_title: 'Tek tıkla katılın',
  registration_widget_text: 'Her gün binlerce etkinliğe bahis yapmak için kaydolun.',
  right_title: 'Kombine bonusu',
  right_text: '1.1 ve üzeri oranlı 3 veya daha fazla seçimi birleştirin, %10\'a kadar daha fazla kazanın.',
  live_now: 'Şimdi canlı',
  top_events: 'Öne çıkan etkinlikler',
  see_all: 'Tümü',
  no_live: 'Şu anda canlı maç yok.',
  no_top: 'Henüz gösterilecek etkinlik yok.',
  promotions: 'Promosyonlar',
  all_promotions: 'Tüm promosyonlar',
  casino_title: 'Casino',
  casino_all: 'Tüm casino oyunları',
};
