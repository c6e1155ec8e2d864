import type { TranslationOf } from '@site/i18n';
import type { en } from './en';

export const ru: TranslationOf<typeof en, 'ru'> = {
  title: 'Файлы cookie на сайте',
  text: 'Мы используем строго необходимые файлы cookie, без которых сайт не работает. С вашего согласия мы также запоминаем ваши настройки и собираем статистику посещений.',
  customize: 'Настроить',
  accept_all: 'Принять все',
  accept_selected: 'Принять выбранные',
  necessary: 'Строго необходимые',
  necessary_text: 'Вход, безопасность, ваш купон и этот выбор. Включены всегда.',
  functionality: 'Функциональные',
  functionality_text: 'Запоминают ваши настройки: часовой пояс, скрытые панели и ширину окна.',
  marketing: 'Маркетинг и аналитика',
  marketing_text: 'Анонимная статистика посещений и регистраций, без персональных данных.',
};
