import type { Translation } from '@site/i18n';
import type { en } from './en';

// Kazakh plural forms are `one` and `other`: `Translation<…, 'one' | 'other'>` is `TranslationOf<…, 'kk'>`.
export const kk: Translation<typeof en, 'one' | 'other'> = {
  title: 'Осы сайттағы cookie файлдары',
  text: 'Сайттың жұмыс істеуі үшін қатаң қажетті cookie файлдарын пайдаланамыз. Сіздің келісіміңізбен баптауларыңызды есте сақтап, сайттың қалай пайдаланылатынын өлшейміз.',
  customize: 'Баптау',
  accept_all: 'Барлығын қабылдау',
  accept_selected: 'Таңдалғандарды қабылдау',
  necessary: 'Қатаң қажетті',
  necessary_text: 'Кіру, қауіпсіздік, купоныңыз және осы таңдау. Әрқашан қосулы.',
  functionality: 'Функционалдық',
  functionality_text: 'Уақыт белдеуі, жасырын панельдер және терезе ені сияқты баптауларыңызды есте сақтайды.',
  marketing: 'Маркетинг және аналитика',
  marketing_text: 'Кірулер мен тіркелулердің анонимді статистикасы, ешқандай жеке деректерсіз.',
};
