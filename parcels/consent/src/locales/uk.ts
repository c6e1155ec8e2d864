import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en, 'uk'> = {
  title: 'Файли cookie на сайті',
  text: 'Ми використовуємо суворо необхідні файли cookie, без яких сайт не працює. З вашої згоди ми також запам’ятовуємо ваші налаштування і збираємо статистику відвідувань.',
  customize: 'Налаштувати',
  accept_all: 'Прийняти всі',
  accept_selected: 'Прийняти вибрані',
  necessary: 'Суворо необхідні',
  necessary_text: 'Вхід, безпека, ваш купон і цей вибір. Увімкнені завжди.',
  functionality: 'Функціональні',
  functionality_text: 'Запам’ятовують ваші налаштування: часовий пояс, приховані панелі та ширину вікна.',
  marketing: 'Маркетинг і аналітика',
  marketing_text: 'Анонімна статистика відвідувань і реєстрацій, без персональних даних.',
};
