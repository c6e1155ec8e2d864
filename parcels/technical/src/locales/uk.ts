import type { TechnicalWords } from './en';

export const uk: TechnicalWords = {
  debugger_title: 'Налагодження',
  debugger_intro: 'Що запущено на цій сторінці: збірка, карта імпорту та чинні підміни. Лише поза продакшеном.',
  debugger_version: 'Збірка',
  debugger_language: 'Мова',
  debugger_session: 'Сесія',
  debugger_guest: 'гість',
  debugger_player: 'гравець №{{id}}',
  debugger_units: 'Модулі карти імпорту',
  debugger_unit: 'Модуль',
  debugger_url: 'Адреса',
  debugger_overridden: 'підмінено',
  debugger_overrides_hint: 'Щоб підключити модуль із локальної збірки, відкрийте панель import-map-overrides (прапорець devtools: localStorage "devtools" = "true").',
  vpn_title: 'Внутрішня мережа',
  vpn_intro: 'Ця сторінка для працівників оператора: вона підтверджує, що сайт відповідає через внутрішню мережу.',
  vpn_address: 'Адреса сторінки',
  vpn_time: 'Час перевірки',
  loading: 'Завантаження…',
};
