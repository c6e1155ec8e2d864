import type { TechnicalWords } from './en';

export const kk: TechnicalWords = {
  debugger_title: 'Жөндеуші',
  debugger_intro: 'Бұл бетте не іске қосылған: құрастыру, import map және әрекеттегі ауыстырулар. Тек өндірістік ортадан тыс көрсетіледі.',
  debugger_version: 'Құрастыру',
  debugger_language: 'Тіл',
  debugger_session: 'Сессия',
  debugger_guest: 'қонақ',
  debugger_player: '№{{id}} ойыншы',
  debugger_units: 'Import map бірліктері',
  debugger_unit: 'Бірлік',
  debugger_url: 'URL',
  debugger_overridden: 'ауыстырылған',
  debugger_overrides_hint: 'Бірлікті жергілікті бандлға бағыттау үшін import-map-overrides панелін ашыңыз (devtools белгісі: localStorage "devtools" = "true").',
  vpn_title: 'Ішкі желі',
  vpn_intro: 'Бұл бет оператор қызметкерлеріне арналған: ол сайттың ішкі желі арқылы жауап беретінін растайды.',
  vpn_address: 'Бет мекенжайы',
  vpn_time: 'Тексерілген уақыты',
  loading: 'Жүктелуде…',
};
