import { sectionWordsAz, seoTextsAz } from './seo-texts-az';
import { sectionWordsKk, seoTextsKk } from './seo-texts-kk';
import { sectionWordsTr, seoTextsTr } from './seo-texts-tr';
import { sectionWordsUk, seoTextsUk } from './seo-texts-uk';

/**
 * The default title and description of each content stream, per language, before the operator's
 * table overrides them. `{{name}}` is filled from the page's data (site, sport, champ, teams,
 * game); a language without its words falls back to English (spec 2 §5).
 */
export interface StreamTexts {
  title: string;
  description: string;
}

const en = {
  home: { title: '{{siteName}}: sports betting, live odds and casino (demo)', description: 'Bet on football, tennis, hockey and esports before the match and live, with fair odds, fast settlement and a casino of 1,500 games. Demo site: no real money.' },
  section: { title: '{{section}} betting: all sports and odds | {{siteName}}', description: '{{section}} betting on every sport: the full line of matches, main markets and odds, updated as they move. Demo site.' },
  sport: { title: '{{sport}} betting odds: {{section}} | {{siteName}}', description: '{{sport}} betting: upcoming and live matches with their odds, totals and handicaps. Demo site.' },
  championship: { title: '{{champ}} betting odds | {{sport}} | {{siteName}}', description: 'Odds on every match of {{champ}} ({{sport}}): results, totals and handicaps, before the match and live. Demo site.' },
  game: { title: '{{home}} vs {{away}}: betting odds, {{champ}} | {{siteName}}', description: 'Bet on {{home}} vs {{away}} ({{champ}}, {{start}}): result, totals, handicaps and every market with its odds. Demo site.' },
  'top-events': { title: 'Top events ({{section}}): the most popular matches and their odds | {{siteName}}', description: 'The matches players bet on most ({{section}}), with their main odds. Demo site.' },
  'multi-live': { title: 'Multi-live: up to four live games side by side | {{siteName}}', description: 'Pick up to four live games and follow their scores and every market on one screen. Demo site.' },
  results: { title: 'Results of matches and settled bets | {{siteName}}', description: 'Scores and winning outcomes of settled matches by date, sport and championship. Demo site.' },
  cyber: { title: 'Esports betting: CS2, Dota 2, LoL, Valorant | {{siteName}}', description: 'Esports and virtual sports betting with maps, rounds and kills markets, live and before the match. Demo site.' },
  casino: { title: 'Online casino: slots, keno and instant games | {{siteName}}', description: 'Over 1,500 slots, keno, crash and dice games from 25 providers, provably fair, with demo play for everyone. Demo site.' },
  'casino-game': { title: '{{game}}: play online | {{siteName}} casino', description: 'Play {{game}} online, in demo or for real, with provably fair rounds you can verify. Demo site.' },
  login: { title: 'Sign in | {{siteName}}', description: 'Sign in to your {{siteName}} account by login, e-mail or phone number.' },
  registration: { title: 'Registration | {{siteName}}', description: 'Open a {{siteName}} account in one click, by e-mail or by phone number, and choose your welcome bonus.' },
  user: { title: 'Your account | {{siteName}}', description: 'Account actions of {{siteName}}.' },
  information: { title: 'Information: rules, payments, contacts | {{siteName}}', description: 'Betting rules, payment methods, responsible gaming, contacts and everything else to know about {{siteName}}.' },
  apps: { title: '{{siteName}} apps for phone and desktop', description: 'Bet and play from the {{siteName}} apps for Android, iOS and desktop.' },
  toto: { title: 'Toto: predict 15 matches, share the pool | {{siteName}}', description: 'Pick 1, X or 2 for 15 matches; the pool is shared by the tickets with the most correct results, with a jackpot carried over. Demo site.' },
  lotto: { title: 'Lotto draws: 6 of 45, 5 of 36 | {{siteName}}', description: 'Lotto tickets with scheduled draws from a provably fair generator, prize tiers and published results. Demo site.' },
  promotions: { title: 'Promotions and offers | {{siteName}}', description: 'Current promotions, welcome offers and special events of {{siteName}}.' },
  bonuses: { title: 'Bonuses and their rules | {{siteName}}', description: 'Welcome and deposit bonuses, their wagering rules and partner offers.' },
  games: { title: 'Bonus games: fortune wheel, chests, memory | {{siteName}}', description: 'Spend your bonus points in mini-games and win bonus money.' },
  office: { title: 'Personal account | {{siteName}}', description: 'Your {{siteName}} account.' },
  coupon: { title: 'Bet slip | {{siteName}}', description: 'A bet slip of {{siteName}}.' },
  search: { title: 'Search | {{siteName}}', description: 'Search {{siteName}}.' },
  status: { title: '{{siteName}}', description: '{{siteName}}: sports betting and casino (demo).' },
  other: { title: '{{siteName}}: sports betting and casino (demo)', description: 'Sports betting, live odds and casino games. Demo site: no real money.' },
} satisfies Record<string, StreamTexts>;

/** Every stream's words in one language: the English streams, each one (a missing one does not compile). */
export type SeoTexts = Record<keyof typeof en, StreamTexts>;

const ru: SeoTexts = {
  home: { title: '{{siteName}}: ставки на спорт, лайв и казино (демо)', description: 'Ставки на футбол, теннис, хоккей и киберспорт до матча и в лайве, честные коэффициенты, быстрый расчёт и казино из 1 500 игр. Демо-сайт: без реальных денег.' },
  section: { title: 'Ставки {{section}}: все виды спорта и коэффициенты | {{siteName}}', description: 'Ставки {{section}} на все виды спорта: полная линия матчей, основные рынки и коэффициенты в реальном времени. Демо-сайт.' },
  sport: { title: '{{sport}}: ставки и коэффициенты, {{section}} | {{siteName}}', description: '{{sport}}: ставки на ближайшие матчи и лайв с коэффициентами, тоталами и форами. Демо-сайт.' },
  championship: { title: '{{champ}}: коэффициенты на матчи | {{sport}} | {{siteName}}', description: 'Коэффициенты на все матчи турнира {{champ}} ({{sport}}): исходы, тоталы и форы до матча и в лайве. Демо-сайт.' },
  game: { title: '{{home}} — {{away}}: ставки и коэффициенты, {{champ}} | {{siteName}}', description: 'Ставки на матч {{home}} — {{away}} ({{champ}}, {{start}}): исход, тоталы, форы и все рынки с коэффициентами. Демо-сайт.' },
  'top-events': { title: 'Топ-события ({{section}}): самые популярные матчи и коэффициенты | {{siteName}}', description: 'Матчи, на которые ставят чаще всего ({{section}}), с основными коэффициентами. Демо-сайт.' },
  'multi-live': { title: 'Мультилайв: до четырёх матчей рядом | {{siteName}}', description: 'Выберите до четырёх матчей в лайве и следите за счётом и всеми рынками на одном экране. Демо-сайт.' },
  results: { title: 'Результаты матчей и рассчитанных ставок | {{siteName}}', description: 'Счета и выигравшие исходы завершённых матчей по датам, видам спорта и турнирам. Демо-сайт.' },
  cyber: { title: 'Ставки на киберспорт: CS2, Dota 2, LoL, Valorant | {{siteName}}', description: 'Ставки на киберспорт и виртуальный спорт: карты, раунды, убийства, в лайве и до матча. Демо-сайт.' },
  casino: { title: 'Онлайн-казино: слоты, кено и быстрые игры | {{siteName}}', description: 'Более 1 500 слотов, кено, краш- и дайс-игр от 25 провайдеров с доказуемо честными раундами и демо-режимом. Демо-сайт.' },
  'casino-game': { title: '{{game}}: играть онлайн | казино {{siteName}}', description: 'Играйте в {{game}} онлайн, в демо или на деньги, с доказуемо честными раундами. Демо-сайт.' },
  login: { title: 'Вход | {{siteName}}', description: 'Вход в аккаунт {{siteName}} по логину, e-mail или номеру телефона.' },
  registration: { title: 'Регистрация | {{siteName}}', description: 'Откройте счёт в {{siteName}} в один клик, по e-mail или по номеру телефона, и выберите приветственный бонус.' },
  user: { title: 'Ваш аккаунт | {{siteName}}', description: 'Действия с аккаунтом {{siteName}}.' },
  information: { title: 'Информация: правила, платежи, контакты | {{siteName}}', description: 'Правила ставок, способы оплаты, ответственная игра, контакты и всё, что нужно знать о {{siteName}}.' },
  apps: { title: 'Приложения {{siteName}} для телефона и компьютера', description: 'Делайте ставки и играйте в приложениях {{siteName}} для Android, iOS и компьютера.' },
  toto: { title: 'Тото: угадайте 15 матчей и разделите пул | {{siteName}}', description: 'Выберите 1, X или 2 в 15 матчах; пул делят билеты с наибольшим числом угаданных исходов, джекпот переходит дальше. Демо-сайт.' },
  lotto: { title: 'Лотереи: 6 из 45, 5 из 36 | {{siteName}}', description: 'Лотерейные билеты с тиражами по расписанию, доказуемо честным генератором, призовыми категориями и опубликованными результатами. Демо-сайт.' },
  promotions: { title: 'Акции и предложения | {{siteName}}', description: 'Текущие акции, приветственные предложения и специальные события {{siteName}}.' },
  bonuses: { title: 'Бонусы и их правила | {{siteName}}', description: 'Приветственные и депозитные бонусы, правила отыгрыша и предложения партнёров.' },
  games: { title: 'Бонусные игры: колесо фортуны, сундуки, память | {{siteName}}', description: 'Тратьте бонусные баллы в мини-играх и выигрывайте бонусные деньги.' },
  office: { title: 'Личный кабинет | {{siteName}}', description: 'Ваш аккаунт {{siteName}}.' },
  coupon: { title: 'Купон | {{siteName}}', description: 'Купон {{siteName}}.' },
  search: { title: 'Поиск | {{siteName}}', description: 'Поиск по {{siteName}}.' },
  status: { title: '{{siteName}}', description: '{{siteName}}: ставки на спорт и казино (демо).' },
  other: { title: '{{siteName}}: ставки на спорт и казино (демо)', description: 'Ставки на спорт, лайв-коэффициенты и игры казино. Демо-сайт: без реальных денег.' },
};

/** Words the templates use for the line and live sections. */
export const SECTION_WORDS: Record<string, { line: string; live: string }> = {
  en: { line: 'Pre-match', live: 'Live' },
  ru: { line: 'до матча', live: 'в лайве' },
  uk: sectionWordsUk,
  kk: sectionWordsKk,
  az: sectionWordsAz,
  tr: sectionWordsTr,
};

const byLang: Record<string, SeoTexts> = { en, ru, uk: seoTextsUk, kk: seoTextsKk, az: seoTextsAz, tr: seoTextsTr };

export function streamTexts(stream: string, lang: string): StreamTexts {
  const texts = byLang[lang] ?? en;
  return (texts as Record<string, StreamTexts>)[stream] ?? texts.other;
}

/** `{{name}}` -> values[name]; a name without a value becomes empty, and doubled separators close up. */
export function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '')
    .replace(/\(\s*,\s*/g, '(')
    .replace(/\s+\|\s+\|/g, ' |')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
