import type { TechnicalWords } from './en';

export const tr: TechnicalWords = {
  debugger_title: 'Hata ayıklayıcı',
  debugger_intro: 'Bu sayfada neyin çalıştığı: derleme, içe aktarma haritası ve geçerli geçersiz kılmalar. Yalnızca üretim ortamı dışında gösterilir.',
  debugger_version: 'Derleme',
  debugger_language: 'Dil',
  debugger_session: 'Oturum',
  debugger_guest: 'misafir',
  debugger_player: 'oyuncu #{{id}}',
  debugger_units: 'İçe aktarma haritasının birimleri',
  debugger_unit: 'Birim',
  debugger_url: 'URL',
  debugger_overridden: 'geçersiz kılındı',
  debugger_overrides_hint: 'Bir birimi yerel bir pakete yönlendirmek için import-map-overrides panelini açın (devtools bayrağı: localStorage "devtools" = "true").',
  vpn_title: 'İç ağ',
  vpn_intro: 'Bu sayfa operatörün personeli içindir: sitenin iç ağ üzerinden yanıt verdiğini doğrular.',
  vpn_address: 'Sayfa adresi',
  vpn_time: 'Kontrol zamanı',
  loading: 'Yükleniyor…',
};
