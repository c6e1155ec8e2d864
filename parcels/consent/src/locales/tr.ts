import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const tr: TranslationOf<typeof en, 'tr'> = {
  title: 'Bu sitedeki çerezler',
  text: 'Sitenin çalışması için zorunlu çerezler kullanıyoruz. İzninizle tercihlerinizi de hatırlar ve sitenin nasıl kullanıldığını ölçeriz.',
  customize: 'Özelleştir',
  accept_all: 'Tümünü kabul et',
  accept_selected: 'Seçilenleri kabul et',
  necessary: 'Zorunlu',
  necessary_text: 'Giriş, güvenlik, bahis kuponunuz ve bu seçim. Her zaman açık.',
  functionality: 'İşlevsellik',
  functionality_text: 'Saat dilimi, gizlenen paneller ve pencere genişliği gibi tercihlerinizi hatırlar.',
  marketing: 'Pazarlama ve analiz',
  marketing_text: 'Ziyaret ve kayıtlara ait anonim istatistikler, hiçbir kişisel veri olmadan.',
};
