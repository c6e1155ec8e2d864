import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const kk: TranslationOf<typeof en, 'kk'> = {
  title: 'Спортқа ставкалар және казино',
  welcome: 'Қайта оралуыңызбен',
  registration_widget_title: 'Бір басумен қосылыңыз',
  registration_widget_text: 'Күн сайын мыңдаған оқиғаға ставка қою үшін тіркеліңіз.',
  right_title: 'Экспресс бонусы',
  right_text: 'Коэффициенті 1.1 немесе одан жоғары 3 не одан көп нәтижені біріктіріп, 10%-ға дейін көбірек ұтыңыз.',
  live_now: 'Қазір лайвта',
  top_events: 'Топ оқиғалар',
  see_all: 'Барлығы',
  no_live: 'Қазір лайвта матч жоқ.',
  no_top: 'Әзірге көрсететін оқиға жоқ.',
  promotions: 'Акциялар',
  all_promotions: 'Барлық акциялар',
  casino_title: 'Казино',
  casino_all: 'Казиноның барлық ойындары',
};
