import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const az: TranslationOf<typeof en, 'az'> = {
  title: 'Bu saytda kukilər',
  text: 'Saytın işləməsi üçün ciddi zəruri kukilərdən istifadə edirik. Razılığınızla seçimlərinizi yadda saxlayır və saytdan necə istifadə edildiyini ölçürük.',
  customize: 'Fərdiləşdir',
  accept_all: 'Hamısını qəbul et',
  accept_selected: 'Seçilənləri qəbul et',
  necessary: 'Ciddi zəruri',
  necessary_text: 'Giriş, təhlükəsizlik, kuponunuz və bu seçim. Həmişə aktivdir.',
  functionality: 'Funksional',
  functionality_text: 'Saat qurşağı, gizlədilmiş panellər və pəncərə eni kimi seçimlərinizi yadda saxlayır.',
  marketing: 'Marketinq və analitika',
  marketing_text: 'Ziyarət və qeydiyyatların anonim statistikası, heç bir şəxsi məlumat olmadan.',
};
