import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const az: TranslationOf<typeof en, 'az'> = {
  title: 'İdman mərcləri və kazino',
  welcome: 'Yenidən xoş gəlmisiniz',
  registration_widget_title: 'Bir kliklə qoşulun',
  registration_widget_text: 'Hər gün minlərlə hadisəyə mərc etmək üçün qeydiyyatdan keçin.',
  right_title: 'Ekspress bonusu',
  right_text: 'Əmsalı 1.1 və daha yüksək olan 3 və ya daha çox nəticəni birləşdirin və 10%-dək daha çox qazanın.',
  live_now: 'İndi canlıda',
  top_events: 'Top hadisələr',
  see_all: 'Hamısı',
  no_live: 'Hazırda canlı oyun yoxdur.',
  no_top: 'Hələ göstəriləcək hadisə yoxdur.',
  promotions: 'Aksiyalar',
  all_promotions: 'Bütün aksiyalar',
  casino_title: 'Kazino',
  casino_all: 'Kazinonun bütün oyunları',
};
