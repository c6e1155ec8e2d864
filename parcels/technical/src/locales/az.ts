import type { TechnicalWords } from './en';

export const az: TechnicalWords = {
  debugger_title: 'Sazlayıcı',
  debugger_intro: 'Bu səhifədə nə işləyir: yığım, import map və qüvvədə olan əvəzləmələr. Yalnız production mühitindən kənarda göstərilir.',
  debugger_version: 'Yığım',
  debugger_language: 'Dil',
  debugger_session: 'Sessiya',
  debugger_guest: 'qonaq',
  debugger_player: 'oyunçu #{{id}}',
  debugger_units: 'Import map vahidləri',
  debugger_unit: 'Vahid',
  debugger_url: 'URL',
  debugger_overridden: 'əvəzlənib',
  debugger_overrides_hint: 'Vahidi lokal bandla yönəltmək üçün import-map-overrides panelini açın (devtools bayrağı: localStorage "devtools" = "true").',
  vpn_title: 'Daxili şəbəkə',
  vpn_intro: 'Bu səhifə operatorun əməkdaşları üçündür: o, saytın daxili şəbəkə vasitəsilə cavab verdiyini təsdiqləyir.',
  vpn_address: 'Səhifənin ünvanı',
  vpn_time: 'Yoxlama vaxtı',
  loading: 'Yüklənir…',
};
