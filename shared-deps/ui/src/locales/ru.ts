import type { UiTexts } from './en';

export const uiRu: UiTexts = {
  crash_title: 'Эта часть страницы перестала работать',
  crash_reload: 'Попробовать ещё раз',
  close: 'Закрыть',
};
