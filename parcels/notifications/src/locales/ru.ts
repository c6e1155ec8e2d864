import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  close: 'Закрыть уведомление',
};
