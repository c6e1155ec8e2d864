import type { TechnicalWords } from './en';

export const ru: TechnicalWords = {
  debugger_title: 'Отладка',
  debugger_intro: 'Что запущено на этой странице: сборка, карта импорта и действующие подмены. Только вне продакшена.',
  debugger_version: 'Сборка',
  debugger_language: 'Язык',
  debugger_session: 'Сессия',
  debugger_guest: 'гость',
  debugger_player: 'игрок №{{id}}',
  debugger_units: 'Модули карты импорта',
  debugger_unit: 'Модуль',
  debugger_url: 'Адрес',
  debugger_overridden: 'подменён',
  debugger_overrides_hint: 'Чтобы подключить модуль из локальной сборки, откройте панель import-map-overrides (флаг devtools: localStorage "devtools" = "true").',
  vpn_title: 'Внутренняя сеть',
  vpn_intro: 'Эта страница для сотрудников оператора: она подтверждает, что сайт отвечает через внутреннюю сеть.',
  vpn_address: 'Адрес страницы',
  vpn_time: 'Время проверки',
  loading: 'Загрузка…',
};
