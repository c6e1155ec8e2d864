import type { SeoTexts } from './seo-texts';

/** The default title and description of each content stream in Ukrainian (seo-texts.ts, issue 16). */
export const seoTextsUk: SeoTexts = {
  home: { title: '{{siteName}}: ставки на спорт, лайв і казино (демо)', description: 'Ставки на футбол, теніс, хокей і кіберспорт до матчу та в лайві, чесні коефіцієнти, швидкий розрахунок і казино з 1 500 ігор. Демо-сайт: без реальних грошей.' },
  section: { title: 'Ставки {{section}}: усі види спорту й коефіцієнти | {{siteName}}', description: 'Ставки {{section}} на всі види спорту: повна лінія матчів, основні ринки й коефіцієнти в реальному часі. Демо-сайт.' },
  sport: { title: '{{sport}}: ставки й коефіцієнти, {{section}} | {{siteName}}', description: '{{sport}}: ставки на найближчі матчі та лайв із коефіцієнтами, тоталами й форами. Демо-сайт.' },
  championship: { title: '{{champ}}: коефіцієнти на матчі | {{sport}} | {{siteName}}', description: 'Коефіцієнти на всі матчі турніру {{champ}} ({{sport}}): результати, тотали й фори до матчу та в лайві. Демо-сайт.' },
  game: { title: '{{home}} — {{away}}: ставки й коефіцієнти, {{champ}} | {{siteName}}', description: 'Ставки на матч {{home}} — {{away}} ({{champ}}, {{start}}): результат, тотали, фори та всі ринки з коефіцієнтами. Демо-сайт.' },
  'top-events': { title: 'Топ-події ({{section}}): найпопулярніші матчі та коефіцієнти | {{siteName}}', description: 'Матчі, на які ставлять найчастіше ({{section}}), з основними коефіцієнтами. Демо-сайт.' },
  'multi-live': { title: 'Мультилайв: до чотирьох матчів поруч | {{siteName}}', description: 'Виберіть до чотирьох матчів у лайві й стежте за рахунком і всіма ринками на одному екрані. Демо-сайт.' },
  results: { title: 'Результати матчів і розрахованих ставок | {{siteName}}', description: 'Рахунки й виграшні результати завершених матчів за датами, видами спорту й турнірами. Демо-сайт.' },
  cyber: { title: 'Ставки на кіберспорт: CS2, Dota 2, LoL, Valorant | {{siteName}}', description: 'Ставки на кіберспорт і віртуальний спорт: карти, раунди, вбивства, у лайві та до матчу. Демо-сайт.' },
  casino: { title: 'Онлайн-казино: слоти, кено й швидкі ігри | {{siteName}}', description: 'Понад 1 500 слотів, кено, краш- і дайс-ігор від 25 провайдерів із доказово чесними раундами та демо-режимом. Демо-сайт.' },
  'casino-game': { title: '{{game}}: грати онлайн | казино {{siteName}}', description: 'Грайте в {{game}} онлайн, у демо або на гроші, з доказово чесними раундами. Демо-сайт.' },
  login: { title: 'Вхід | {{siteName}}', description: 'Вхід в акаунт {{siteName}} за логіном, e-mail або номером телефону.' },
  registration: { title: 'Реєстрація | {{siteName}}', description: 'Відкрийте рахунок у {{siteName}} в один клік, за e-mail або номером телефону, і виберіть вітальний бонус.' },
  user: { title: 'Ваш акаунт | {{siteName}}', description: 'Дії з акаунтом {{siteName}}.' },
  information: { title: 'Інформація: правила, платежі, контакти | {{siteName}}', description: 'Правила ставок, способи оплати, відповідальна гра, контакти й усе, що треба знати про {{siteName}}.' },
  apps: { title: 'Застосунки {{siteName}} для телефона й комп’ютера', description: 'Робіть ставки й грайте в застосунках {{siteName}} для Android, iOS і комп’ютера.' },
  toto: { title: 'Тото: вгадайте 15 матчів і поділіть пул | {{siteName}}', description: 'Виберіть 1, X або 2 у 15 матчах; пул ділять квитки з найбільшою кількістю вгаданих результатів, джекпот переходить далі. Демо-сайт.' },
  lotto: { title: 'Лотереї: 6 з 45, 5 з 36 | {{siteName}}', description: 'Лотерейні квитки з тиражами за розкладом, доказово чесним генератором, призовими категоріями й опублікованими результатами. Демо-сайт.' },
  promotions: { title: 'Акції та пропозиції | {{siteName}}', description: 'Поточні акції, вітальні пропозиції та спеціальні події {{siteName}}.' },
  bonuses: { title: 'Бонуси та їхні правила | {{siteName}}', description: 'Вітальні й депозитні бонуси, правила відіграшу та пропозиції партнерів.' },
  games: { title: 'Бонусні ігри: колесо фортуни, скрині, пам’ять | {{siteName}}', description: 'Витрачайте бонусні бали в міні-іграх і вигравайте бонусні гроші.' },
  office: { title: 'Особистий кабінет | {{siteName}}', description: 'Ваш акаунт {{siteName}}.' },
  coupon: { title: 'Купон | {{siteName}}', description: 'Купон {{siteName}}.' },
  search: { title: 'Пошук | {{siteName}}', description: 'Пошук по {{siteName}}.' },
  status: { title: '{{siteName}}', description: '{{siteName}}: ставки на спорт і казино (демо).' },
  other: { title: '{{siteName}}: ставки на спорт і казино (демо)', description: 'Ставки на спорт, лайв-коефіцієнти та ігри казино. Демо-сайт: без реальних грошей.' },
};

/** The words the templates use for the line and live sections, in Ukrainian. */
export const sectionWordsUk = { line: 'до матчу', live: 'у лайві' };
