import type { SeoTexts } from './seo-texts';

/** The default title and description of each content stream in Azerbaijani (seo-texts.ts, issue 16). */
export const seoTextsAz: SeoTexts = {
  home: { title: '{{siteName}}: idman mərcləri, canlı əmsallar və kazino (demo)', description: 'Futbol, tennis, xokkey və kibersporta matçdan əvvəl və canlı mərclər, ədalətli əmsallar, sürətli hesablaşma və 1 500 oyunluq kazino. Demo sayt: real pul yoxdur.' },
  section: { title: '{{section}} mərclər: bütün idman növləri və əmsallar | {{siteName}}', description: 'Bütün idman növlərinə {{section}} mərclər: matçların tam xətti, əsas bazarlar və real vaxtda yenilənən əmsallar. Demo sayt.' },
  sport: { title: '{{sport}}: mərclər və əmsallar, {{section}} | {{siteName}}', description: '{{sport}}: yaxın və canlı matçlara əmsalları, totalları və foraları ilə mərclər. Demo sayt.' },
  championship: { title: '{{champ}}: matçlara əmsallar | {{sport}} | {{siteName}}', description: '{{champ}} ({{sport}}) turnirinin bütün matçlarına əmsallar: nəticələr, totallar və foralar, matçdan əvvəl və canlı. Demo sayt.' },
  game: { title: '{{home}} — {{away}}: mərclər və əmsallar, {{champ}} | {{siteName}}', description: '{{home}} — {{away}} matçına mərc ({{champ}}, {{start}}): nəticə, totallar, foralar və əmsalları ilə bütün bazarlar. Demo sayt.' },
  'top-events': { title: 'Top hadisələr ({{section}}): ən populyar matçlar və əmsallar | {{siteName}}', description: 'Oyunçuların ən çox mərc etdiyi matçlar ({{section}}), əsas əmsalları ilə. Demo sayt.' },
  'multi-live': { title: 'Multi-live: yan-yana dörd matça qədər | {{siteName}}', description: 'Canlıda dörd matça qədər seçin və hesabı, bütün bazarları bir ekranda izləyin. Demo sayt.' },
  results: { title: 'Matçların və hesablanmış mərclərin nəticələri | {{siteName}}', description: 'Başa çatmış matçların hesabları və qalib nəticələri tarixə, idman növünə və turnirə görə. Demo sayt.' },
  cyber: { title: 'Kiberidman mərcləri: CS2, Dota 2, LoL, Valorant | {{siteName}}', description: 'Kiberidman və virtual idmana mərclər: xəritələr, raundlar, öldürmələr, canlı və matçdan əvvəl. Demo sayt.' },
  casino: { title: 'Onlayn kazino: slotlar, keno və sürətli oyunlar | {{siteName}}', description: '25 provayderdən 1 500-dən çox slot, keno, crash və zər oyunu, sübut edilə bilən ədalətli raundlar və demo rejim. Demo sayt.' },
  'casino-game': { title: '{{game}}: onlayn oyna | {{siteName}} kazinosu', description: '{{game}} oyununu onlayn, demoda və ya pulla, yoxlanıla bilən ədalətli raundlarla oynayın. Demo sayt.' },
  login: { title: 'Daxil ol | {{siteName}}', description: '{{siteName}} hesabınıza login, e-poçt və ya telefon nömrəsi ilə daxil olun.' },
  registration: { title: 'Qeydiyyat | {{siteName}}', description: '{{siteName}} hesabını bir kliklə, e-poçt və ya telefon nömrəsi ilə açın və xoş gəlmisiniz bonusunu seçin.' },
  user: { title: 'Hesabınız | {{siteName}}', description: '{{siteName}} hesabı ilə əməliyyatlar.' },
  information: { title: 'Məlumat: qaydalar, ödənişlər, əlaqə | {{siteName}}', description: 'Mərc qaydaları, ödəniş üsulları, məsuliyyətli oyun, əlaqə və {{siteName}} haqqında bilməli olduğunuz hər şey.' },
  apps: { title: 'Telefon və kompüter üçün {{siteName}} tətbiqləri', description: 'Android, iOS və kompüter üçün {{siteName}} tətbiqlərində mərc edin və oynayın.' },
  toto: { title: 'Toto: 15 matçı təxmin et, hovuzu bölüş | {{siteName}}', description: '15 matçda 1, X və ya 2 seçin; hovuzu ən çox düzgün nəticə tapan biletlər bölüşür, cekpot növbətiyə keçir. Demo sayt.' },
  lotto: { title: 'Lotereyalar: 45-dən 6, 36-dan 5 | {{siteName}}', description: 'Cədvəl üzrə tirajları, sübut edilə bilən ədalətli generatoru, mükafat kateqoriyaları və dərc olunmuş nəticələri olan lotereya biletləri. Demo sayt.' },
  promotions: { title: 'Aksiyalar və təkliflər | {{siteName}}', description: '{{siteName}} cari aksiyaları, xoş gəlmisiniz təklifləri və xüsusi tədbirləri.' },
  bonuses: { title: 'Bonuslar və onların qaydaları | {{siteName}}', description: 'Xoş gəlmisiniz və depozit bonusları, mərc tələbi qaydaları və tərəfdaş təklifləri.' },
  games: { title: 'Bonus oyunları: şans çarxı, sandıqlar, yaddaş | {{siteName}}', description: 'Bonus xallarınızı mini-oyunlara xərcləyin və bonus pul qazanın.' },
  office: { title: 'Şəxsi kabinet | {{siteName}}', description: 'Sizin {{siteName}} hesabınız.' },
  coupon: { title: 'Kupon | {{siteName}}', description: '{{siteName}} kuponu.' },
  search: { title: 'Axtarış | {{siteName}}', description: '{{siteName}} üzrə axtarış.' },
  status: { title: '{{siteName}}', description: '{{siteName}}: idman mərcləri və kazino (demo).' },
  other: { title: '{{siteName}}: idman mərcləri və kazino (demo)', description: 'İdman mərcləri, canlı əmsallar və kazino oyunları. Demo sayt: real pul yoxdur.' },
};

/** The words the templates use for the line and live sections, in Azerbaijani. */
export const sectionWordsAz = { line: 'Matçdan əvvəl', live: 'Canlı' };
