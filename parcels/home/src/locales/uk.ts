import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en, 'uk'> = {
  title: 'Ставки на спорт і казино',
  welcome: 'З поверненням',
  registration_widget_title: 'Реєстрація в один клік',
  registration_widget_text: 'Зареєструйтеся, щоб ставити на тисячі подій щодня.',
  right_title: 'Бонус до експресу',
  right_text: 'Зберіть експрес із 3 і більше подій з коефіцієнтом від 1.1 і виграйте до 10% більше.',
  live_now: 'Зараз у лайві',
  top_events: 'Топ-події',
  see_all: 'Усі',
  no_live: 'Зараз немає матчів у лайві.',
  no_top: 'Поки що нічого показати.',
  promotions: 'Акції',
  all_promotions: 'Усі акції',
  casino_title: 'Казино',
  casino_all: 'Усі ігри казино',
};
