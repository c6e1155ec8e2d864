import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  text: 'Играйте ответственно. 18+',
  responsible: 'Ответственная игра: ваши лимиты',
  demo_label: 'Демо-сайт: коэффициенты и матчи смоделированы',
};
