import type { LocalizedName } from './types';

// Opponent names for the demo line. Cities and surnames are generic; no real club or
// player is implied (the champs carry the demo label).

type Pair = readonly [string, string];

const CITIES: readonly Pair[] = [
  ['Amsterdam', 'Амстердам'],
  ['Athens', 'Афины'],
  ['Barcelona', 'Барселона'],
  ['Belgrade', 'Белград'],
  ['Berlin', 'Берлин'],
  ['Bern', 'Берн'],
  ['Bilbao', 'Бильбао'],
  ['Bordeaux', 'Бордо'],
  ['Bratislava', 'Братислава'],
  ['Bremen', 'Бремен'],
  ['Brno', 'Брно'],
  ['Bruges', 'Брюгге'],
  ['Bucharest', 'Бухарест'],
  ['Budapest', 'Будапешт'],
  ['Cologne', 'Кёльн'],
  ['Copenhagen', 'Копенгаген'],
  ['Dortmund', 'Дортмунд'],
  ['Dublin', 'Дублин'],
  ['Edinburgh', 'Эдинбург'],
  ['Florence', 'Флоренция'],
  ['Gdansk', 'Гданьск'],
  ['Geneva', 'Женева'],
  ['Genoa', 'Генуя'],
  ['Glasgow', 'Глазго'],
  ['Gothenburg', 'Гётеборг'],
  ['Graz', 'Грац'],
  ['Hamburg', 'Гамбург'],
  ['Helsinki', 'Хельсинки'],
  ['Kazan', 'Казань'],
  ['Krakow', 'Краков'],
  ['Leeds', 'Лидс'],
  ['Lille', 'Лилль'],
  ['Lisbon', 'Лиссабон'],
  ['Liverpool', 'Ливерпуль'],
  ['Ljubljana', 'Любляна'],
  ['Lyon', 'Лион'],
  ['Madrid', 'Мадрид'],
  ['Malmo', 'Мальмё'],
  ['Marseille', 'Марсель'],
  ['Milan', 'Милан'],
  ['Minsk', 'Минск'],
  ['Munich', 'Мюнхен'],
  ['Naples', 'Неаполь'],
  ['Nice', 'Ницца'],
  ['Oslo', 'Осло'],
  ['Porto', 'Порту'],
  ['Prague', 'Прага'],
  ['Riga', 'Рига'],
  ['Rome', 'Рим'],
  ['Rotterdam', 'Роттердам'],
  ['Salzburg', 'Зальцбург'],
  ['Seville', 'Севилья'],
  ['Sofia', 'София'],
  ['Split', 'Сплит'],
  ['Stockholm', 'Стокгольм'],
  ['Tallinn', 'Таллин'],
  ['Turin', 'Турин'],
  ['Valencia', 'Валенсия'],
  ['Vienna', 'Вена'],
  ['Vilnius', 'Вильнюс'],
  ['Warsaw', 'Варшава'],
  ['Zagreb', 'Загреб'],
  ['Zurich', 'Цюрих'],
  ['Yerevan', 'Ереван'],
];

const INITIALS: readonly Pair[] = [
  ['A', 'А'],
  ['B', 'Б'],
  ['D', 'Д'],
  ['E', 'Е'],
  ['F', 'Ф'],
  ['G', 'Г'],
  ['I', 'И'],
  ['K', 'К'],
  ['L', 'Л'],
  ['M', 'М'],
  ['N', 'Н'],
  ['O', 'О'],
  ['P', 'П'],
  ['R', 'Р'],
  ['S', 'С'],
  ['T', 'Т'],
  ['V', 'В'],
];

const SURNAMES: readonly Pair[] = [
  ['Adler', 'Адлер'],
  ['Alvarez', 'Альварес'],
  ['Bauer', 'Бауэр'],
  ['Berg', 'Берг'],
  ['Costa', 'Коста'],
  ['Dahl', 'Даль'],
  ['Duval', 'Дюваль'],
  ['Engel', 'Энгель'],
  ['Fischer', 'Фишер'],
  ['Garcia', 'Гарсия'],
  ['Hansen', 'Хансен'],
  ['Horvat', 'Хорват'],
  ['Ivanov', 'Иванов'],
  ['Jansen', 'Янсен'],
  ['Keller', 'Келлер'],
  ['Kovac', 'Ковач'],
  ['Lang', 'Ланг'],
  ['Larsen', 'Ларсен'],
  ['Lopez', 'Лопес'],
  ['Marin', 'Марин'],
  ['Meyer', 'Майер'],
  ['Moreau', 'Моро'],
  ['Nagy', 'Надь'],
  ['Novak', 'Новак'],
  ['Orlov', 'Орлов'],
  ['Petrov', 'Петров'],
  ['Popescu', 'Попеску'],
  ['Rossi', 'Росси'],
  ['Santos', 'Сантос'],
  ['Schmidt', 'Шмидт'],
  ['Silva', 'Силва'],
  ['Sokolov', 'Соколов'],
  ['Stein', 'Штайн'],
  ['Torres', 'Торрес'],
  ['Varga', 'Варга'],
  ['Volkov', 'Волков'],
  ['Weber', 'Вебер'],
  ['Wolf', 'Вольф'],
  ['Zima', 'Зима'],
  ['Yilmaz', 'Йылмаз'],
];

const TEAM_WORDS: readonly string[] = [
  'Nova',
  'Vortex',
  'Apex',
  'Eclipse',
  'Phoenix',
  'Titan',
  'Havoc',
  'Nimbus',
  'Quasar',
  'Rogue',
  'Spectre',
  'Zenith',
  'Aurora',
  'Blitz',
  'Cobalt',
  'Dynamo',
  'Ember',
  'Fury',
  'Glacier',
  'Helix',
  'Inferno',
  'Jaguar',
  'Kraken',
  'Lynx',
];

export function cityNames(): LocalizedName[] {
  return CITIES.map(([en, ru]) => ({ en, ru }));
}

export function playerNames(): LocalizedName[] {
  const out: LocalizedName[] = [];
  for (const [sEn, sRu] of SURNAMES) {
    for (const [iEn, iRu] of INITIALS) out.push({ en: `${iEn}. ${sEn}`, ru: `${iRu}. ${sRu}` });
  }
  return out;
}

/** Esports teams keep their Latin names in Russian too, as they do in real lines. */
export function esportsTeamNames(): LocalizedName[] {
  return TEAM_WORDS.map((w) => ({ en: `Team ${w}`, ru: `Team ${w}` }));
}

/** Marble racing: the marbles race under their colours. */
const MARBLES: readonly (readonly [string, string])[] = [
  ['Crimson', 'Багровый'],
  ['Azure', 'Лазурный'],
  ['Emerald', 'Изумрудный'],
  ['Amber', 'Янтарный'],
  ['Violet', 'Фиолетовый'],
  ['Silver', 'Серебряный'],
  ['Golden', 'Золотой'],
  ['Onyx', 'Ониксовый'],
  ['Coral', 'Коралловый'],
  ['Jade', 'Нефритовый'],
  ['Ruby', 'Рубиновый'],
  ['Sapphire', 'Сапфировый'],
];

export function marbleNames(): LocalizedName[] {
  return MARBLES.map(([en, ru]) => ({ en: `${en} Marble`, ru: `${ru} шарик` }));
}

export function demoLabel(name: LocalizedName): LocalizedName {
  return { en: `${name.en} (demo)`, ru: `${name.ru} (демо)` };
}
