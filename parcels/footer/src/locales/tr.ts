import type { Translation } from '@site/i18n';
import type { en } from './en';

export const tr: Translation<typeof en, 'one' | 'other'> = {
  text: 'Sorumlu bahis oynayın. 18+',
  responsible: 'Sorumlu oyun: limitleriniz',
  demo_label: 'Demo site: oranlar ve oyunlar simüle edilir',
};
