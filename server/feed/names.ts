import { byLang, sameInAll } from './localized';
import type { LocalizedName } from './types';

// Opponent names for the demo line, in each of the site's languages. Cities and surnames are
// generic; no real club or player is implied (the champs carry the demo label).

const CITIES: readonly LocalizedName[] = [
  { en: 'Amsterdam', ru: 'Амстердам', uk: 'Амстердам', kk: 'Амстердам', az: 'Amsterdam', tr: 'Amsterdam' },
  { en: 'Athens', ru: 'Афины', uk: 'Афіни', kk: 'Афина', az: 'Afina', tr: 'Atina' },
  { en: 'Barcelona', ru: 'Барселона', uk: 'Барселона', kk: 'Барселона', az: 'Barselona', tr: 'Barselona' },
  { en: 'Belgrade', ru: 'Белград', uk: 'Белград', kk: 'Белград', az: 'Belqrad', tr: 'Belgrad' },
  { en: 'Berlin', ru: 'Берлин', uk: 'Берлін', kk: 'Берлин', az: 'Berlin', tr: 'Berlin' },
  { en: 'Bern', ru: 'Берн', uk: 'Берн', kk: 'Берн', az: 'Bern', tr: 'Bern' },
  { en: 'Bilbao', ru: 'Бильбао', uk: 'Більбао', kk: 'Бильбао', az: 'Bilbao', tr: 'Bilbao' },
  { en: 'Bordeaux', ru: 'Бордо', uk: 'Бордо', kk: 'Бордо', az: 'Bordo', tr: 'Bordo' },
  { en: 'Bratislava', ru: 'Братислава', uk: 'Братислава', kk: 'Братислава', az: 'Bratislava', tr: 'Bratislava' },
  { en: 'Bremen', ru: 'Бремен', uk: 'Бремен', kk: 'Бремен', az: 'Bremen', tr: 'Bremen' },
  { en: 'Brno', ru: 'Брно', uk: 'Брно', kk: 'Брно', az: 'Brno', tr: 'Brno' },
  { en: 'Bruges', ru: 'Брюгге', uk: 'Брюгге', kk: 'Брюгге', az: 'Brügge', tr: 'Brugge' },
  { en: 'Bucharest', ru: 'Бухарест', uk: 'Бухарест', kk: 'Бухарест', az: 'Buxarest', tr: 'Bükreş' },
  { en: 'Budapest', ru: 'Будапешт', uk: 'Будапешт', kk: 'Будапешт', az: 'Budapeşt', tr: 'Budapeşte' },
  { en: 'Cologne', ru: 'Кёльн', uk: 'Кельн', kk: 'Кёльн', az: 'Köln', tr: 'Köln' },
  { en: 'Copenhagen', ru: 'Копенгаген', uk: 'Копенгаген', kk: 'Копенгаген', az: 'Kopenhagen', tr: 'Kopenhag' },
  { en: 'Dortmund', ru: 'Дортмунд', uk: 'Дортмунд', kk: 'Дортмунд', az: 'Dortmund', tr: 'Dortmund' },
  { en: 'Dublin', ru: 'Дублин', uk: 'Дублін', kk: 'Дублин', az: 'Dublin', tr: 'Dublin' },
  { en: 'Edinburgh', ru: 'Эдинбург', uk: 'Единбург', kk: 'Эдинбург', az: 'Edinburq', tr: 'Edinburgh' },
  { en: 'Florence', ru: 'Флоренция', uk: 'Флоренція', kk: 'Флоренция', az: 'Florensiya', tr: 'Floransa' },
  { en: 'Gdansk', ru: 'Гданьск', uk: 'Гданськ', kk: 'Гданьск', az: 'Qdansk', tr: 'Gdansk' },
  { en: 'Geneva', ru: 'Женева', uk: 'Женева', kk: 'Женева', az: 'Cenevrə', tr: 'Cenevre' },
  { en: 'Genoa', ru: 'Генуя', uk: 'Генуя', kk: 'Генуя', az: 'Genuya', tr: 'Cenova' },
  { en: 'Glasgow', ru: 'Глазго', uk: 'Глазго', kk: 'Глазго', az: 'Qlazqo', tr: 'Glasgow' },
  { en: 'Gothenburg', ru: 'Гётеборг', uk: 'Гетеборг', kk: 'Гётеборг', az: 'Göteborq', tr: 'Göteborg' },
  { en: 'Graz', ru: 'Грац', uk: 'Грац', kk: 'Грац', az: 'Qrats', tr: 'Graz' },
  { en: 'Hamburg', ru: 'Гамбург', uk: 'Гамбург', kk: 'Гамбург', az: 'Hamburq', tr: 'Hamburg' },
  { en: 'Helsinki', ru: 'Хельсинки', uk: 'Гельсінкі', kk: 'Хельсинки', az: 'Helsinki', tr: 'Helsinki' },
  { en: 'Kazan', ru: 'Казань', uk: 'Казань', kk: 'Қазан', az: 'Kazan', tr: 'Kazan' },
  { en: 'Krakow', ru: 'Краков', uk: 'Краків', kk: 'Краков', az: 'Krakov', tr: 'Krakov' },
  { en: 'Leeds', ru: 'Лидс', uk: 'Лідс', kk: 'Лидс', az: 'Lids', tr: 'Leeds' },
  { en: 'Lille', ru: 'Лилль', uk: 'Лілль', kk: 'Лилль', az: 'Lill', tr: 'Lille' },
  { en: 'Lisbon', ru: 'Лиссабон', uk: 'Лісабон', kk: 'Лиссабон', az: 'Lissabon', tr: 'Lizbon' },
  { en: 'Liverpool', ru: 'Ливерпуль', uk: 'Ліверпуль', kk: 'Ливерпуль', az: 'Liverpul', tr: 'Liverpool' },
  { en: 'Ljubljana', ru: 'Любляна', uk: 'Любляна', kk: 'Любляна', az: 'Lyublyana', tr: 'Ljubljana' },
  { en: 'Lyon', ru: 'Лион', uk: 'Ліон', kk: 'Лион', az: 'Lion', tr: 'Lyon' },
  { en: 'Madrid', ru: 'Мадрид', uk: 'Мадрид', kk: 'Мадрид', az: 'Madrid', tr: 'Madrid' },
  { en: 'Malmo', ru: 'Мальмё', uk: 'Мальме', kk: 'Мальмё', az: 'Malmö', tr: 'Malmö' },
  { en: 'Marseille', ru: 'Марсель', uk: 'Марсель', kk: 'Марсель', az: 'Marsel', tr: 'Marsilya' },
  { en: 'Milan', ru: 'Милан', uk: 'Мілан', kk: 'Милан', az: 'Milan', tr: 'Milano' },
  { en: 'Minsk', ru: 'Минск', uk: 'Мінськ', kk: 'Минск', az: 'Minsk', tr: 'Minsk' },
  { en: 'Munich', ru: 'Мюнхен', uk: 'Мюнхен', kk: 'Мюнхен', az: 'Münhen', tr: 'Münih' },
  { en: 'Naples', ru: 'Неаполь', uk: 'Неаполь', kk: 'Неаполь', az: 'Neapol', tr: 'Napoli' },
  { en: 'Nice', ru: 'Ницца', uk: 'Ніцца', kk: 'Ницца', az: 'Nitsa', tr: 'Nice' },
  { en: 'Oslo', ru: 'Осло', uk: 'Осло', kk: 'Осло', az: 'Oslo', tr: 'Oslo' },
  { en: 'Porto', ru: 'Порту', uk: 'Порту', kk: 'Порту', az: 'Portu', tr: 'Porto' },
  { en: 'Prague', ru: 'Прага', uk: 'Прага', kk: 'Прага', az: 'Praqa', tr: 'Prag' },
  { en: 'Riga', ru: 'Рига', uk: 'Рига', kk: 'Рига', az: 'Riqa', tr: 'Riga' },
  { en: 'Rome', ru: 'Рим', uk: 'Рим', kk: 'Рим', az: 'Roma', tr: 'Roma' },
  { en: 'Rotterdam', ru: 'Роттердам', uk: 'Роттердам', kk: 'Роттердам', az: 'Rotterdam', tr: 'Rotterdam' },
  { en: 'Salzburg', ru: 'Зальцбург', uk: 'Зальцбург', kk: 'Зальцбург', az: 'Zalsburq', tr: 'Salzburg' },
  { en: 'Seville', ru: 'Севилья', uk: 'Севілья', kk: 'Севилья', az: 'Sevilya', tr: 'Sevilla' },
  { en: 'Sofia', ru: 'София', uk: 'Софія', kk: 'София', az: 'Sofiya', tr: 'Sofya' },
  { en: 'Split', ru: 'Сплит', uk: 'Спліт', kk: 'Сплит', az: 'Split', tr: 'Split' },
  { en: 'Stockholm', ru: 'Стокгольм', uk: 'Стокгольм', kk: 'Стокгольм', az: 'Stokholm', tr: 'Stockholm' },
  { en: 'Tallinn', ru: 'Таллин', uk: 'Таллінн', kk: 'Таллин', az: 'Tallin', tr: 'Tallinn' },
  { en: 'Turin', ru: 'Турин', uk: 'Турин', kk: 'Турин', az: 'Turin', tr: 'Torino' },
  { en: 'Valencia', ru: 'Валенсия', uk: 'Валенсія', kk: 'Валенсия', az: 'Valensiya', tr: 'Valensiya' },
  { en: 'Vienna', ru: 'Вена', uk: 'Відень', kk: 'Вена', az: 'Vyana', tr: 'Viyana' },
  { en: 'Vilnius', ru: 'Вильнюс', uk: 'Вільнюс', kk: 'Вильнюс', az: 'Vilnüs', tr: 'Vilnius' },
  { en: 'Warsaw', ru: 'Варшава', uk: 'Варшава', kk: 'Варшава', az: 'Varşava', tr: 'Varşova' },
  { en: 'Zagreb', ru: 'Загреб', uk: 'Загреб', kk: 'Загреб', az: 'Zaqreb', tr: 'Zagreb' },
  { en: 'Zurich', ru: 'Цюрих', uk: 'Цюрих', kk: 'Цюрих', az: 'Sürix', tr: 'Zürih' },
  { en: 'Yerevan', ru: 'Ереван', uk: 'Єреван', kk: 'Ереван', az: 'İrəvan', tr: 'Erivan' },
];

/** A player's initial as each language writes it (a Cyrillic one in ru, uk and kk). */
const INITIALS: readonly LocalizedName[] = [
  { en: 'A', ru: 'А', uk: 'А', kk: 'А', az: 'A', tr: 'A' },
  { en: 'B', ru: 'Б', uk: 'Б', kk: 'Б', az: 'B', tr: 'B' },
  { en: 'D', ru: 'Д', uk: 'Д', kk: 'Д', az: 'D', tr: 'D' },
  { en: 'E', ru: 'Е', uk: 'Е', kk: 'Е', az: 'E', tr: 'E' },
  { en: 'F', ru: 'Ф', uk: 'Ф', kk: 'Ф', az: 'F', tr: 'F' },
  { en: 'G', ru: 'Г', uk: 'Г', kk: 'Г', az: 'Q', tr: 'G' },
  { en: 'I', ru: 'И', uk: 'І', kk: 'И', az: 'İ', tr: 'İ' },
  { en: 'K', ru: 'К', uk: 'К', kk: 'К', az: 'K', tr: 'K' },
  { en: 'L', ru: 'Л', uk: 'Л', kk: 'Л', az: 'L', tr: 'L' },
  { en: 'M', ru: 'М', uk: 'М', kk: 'М', az: 'M', tr: 'M' },
  { en: 'N', ru: 'Н', uk: 'Н', kk: 'Н', az: 'N', tr: 'N' },
  { en: 'O', ru: 'О', uk: 'О', kk: 'О', az: 'O', tr: 'O' },
  { en: 'P', ru: 'П', uk: 'П', kk: 'П', az: 'P', tr: 'P' },
  { en: 'R', ru: 'Р', uk: 'Р', kk: 'Р', az: 'R', tr: 'R' },
  { en: 'S', ru: 'С', uk: 'С', kk: 'С', az: 'S', tr: 'S' },
  { en: 'T', ru: 'Т', uk: 'Т', kk: 'Т', az: 'T', tr: 'T' },
  { en: 'V', ru: 'В', uk: 'В', kk: 'В', az: 'V', tr: 'V' },
];

const SURNAMES: readonly LocalizedName[] = [
  { en: 'Adler', ru: 'Адлер', uk: 'Адлер', kk: 'Адлер', az: 'Adler', tr: 'Adler' },
  { en: 'Alvarez', ru: 'Альварес', uk: 'Альварес', kk: 'Альварес', az: 'Alvares', tr: 'Alvarez' },
  { en: 'Bauer', ru: 'Бауэр', uk: 'Бауер', kk: 'Бауэр', az: 'Bauer', tr: 'Bauer' },
  { en: 'Berg', ru: 'Берг', uk: 'Берг', kk: 'Берг', az: 'Berq', tr: 'Berg' },
  { en: 'Costa', ru: 'Коста', uk: 'Коста', kk: 'Коста', az: 'Kosta', tr: 'Costa' },
  { en: 'Dahl', ru: 'Даль', uk: 'Даль', kk: 'Даль', az: 'Dal', tr: 'Dahl' },
  { en: 'Duval', ru: 'Дюваль', uk: 'Дюваль', kk: 'Дюваль', az: 'Düval', tr: 'Duval' },
  { en: 'Engel', ru: 'Энгель', uk: 'Енгель', kk: 'Энгель', az: 'Engel', tr: 'Engel' },
  { en: 'Fischer', ru: 'Фишер', uk: 'Фішер', kk: 'Фишер', az: 'Fişer', tr: 'Fischer' },
  { en: 'Garcia', ru: 'Гарсия', uk: 'Гарсія', kk: 'Гарсия', az: 'Qarsia', tr: 'Garcia' },
  { en: 'Hansen', ru: 'Хансен', uk: 'Гансен', kk: 'Хансен', az: 'Hansen', tr: 'Hansen' },
  { en: 'Horvat', ru: 'Хорват', uk: 'Горват', kk: 'Хорват', az: 'Horvat', tr: 'Horvat' },
  { en: 'Ivanov', ru: 'Иванов', uk: 'Іванов', kk: 'Иванов', az: 'İvanov', tr: 'İvanov' },
  { en: 'Jansen', ru: 'Янсен', uk: 'Янсен', kk: 'Янсен', az: 'Yansen', tr: 'Jansen' },
  { en: 'Keller', ru: 'Келлер', uk: 'Келлер', kk: 'Келлер', az: 'Keller', tr: 'Keller' },
  { en: 'Kovac', ru: 'Ковач', uk: 'Ковач', kk: 'Ковач', az: 'Kovaç', tr: 'Kovaç' },
  { en: 'Lang', ru: 'Ланг', uk: 'Ланг', kk: 'Ланг', az: 'Lanq', tr: 'Lang' },
  { en: 'Larsen', ru: 'Ларсен', uk: 'Ларсен', kk: 'Ларсен', az: 'Larsen', tr: 'Larsen' },
  { en: 'Lopez', ru: 'Лопес', uk: 'Лопес', kk: 'Лопес', az: 'Lopes', tr: 'Lopez' },
  { en: 'Marin', ru: 'Марин', uk: 'Марін', kk: 'Марин', az: 'Marin', tr: 'Marin' },
  { en: 'Meyer', ru: 'Майер', uk: 'Маєр', kk: 'Майер', az: 'Mayer', tr: 'Meyer' },
  { en: 'Moreau', ru: 'Моро', uk: 'Моро', kk: 'Моро', az: 'Moro', tr: 'Moreau' },
  { en: 'Nagy', ru: 'Надь', uk: 'Надь', kk: 'Надь', az: 'Nad', tr: 'Nagy' },
  { en: 'Novak', ru: 'Новак', uk: 'Новак', kk: 'Новак', az: 'Novak', tr: 'Novak' },
  { en: 'Orlov', ru: 'Орлов', uk: 'Орлов', kk: 'Орлов', az: 'Orlov', tr: 'Orlov' },
  { en: 'Petrov', ru: 'Петров', uk: 'Петров', kk: 'Петров', az: 'Petrov', tr: 'Petrov' },
  { en: 'Popescu', ru: 'Попеску', uk: 'Попеску', kk: 'Попеску', az: 'Popesku', tr: 'Popescu' },
  { en: 'Rossi', ru: 'Росси', uk: 'Россі', kk: 'Росси', az: 'Rossi', tr: 'Rossi' },
  { en: 'Santos', ru: 'Сантос', uk: 'Сантос', kk: 'Сантос', az: 'Santos', tr: 'Santos' },
  { en: 'Schmidt', ru: 'Шмидт', uk: 'Шмідт', kk: 'Шмидт', az: 'Şmidt', tr: 'Schmidt' },
  { en: 'Silva', ru: 'Силва', uk: 'Сілва', kk: 'Силва', az: 'Silva', tr: 'Silva' },
  { en: 'Sokolov', ru: 'Соколов', uk: 'Соколов', kk: 'Соколов', az: 'Sokolov', tr: 'Sokolov' },
  { en: 'Stein', ru: 'Штайн', uk: 'Штайн', kk: 'Штайн', az: 'Ştayn', tr: 'Stein' },
  { en: 'Torres', ru: 'Торрес', uk: 'Торрес', kk: 'Торрес', az: 'Torres', tr: 'Torres' },
  { en: 'Varga', ru: 'Варга', uk: 'Варга', kk: 'Варга', az: 'Varqa', tr: 'Varga' },
  { en: 'Volkov', ru: 'Волков', uk: 'Волков', kk: 'Волков', az: 'Volkov', tr: 'Volkov' },
  { en: 'Weber', ru: 'Вебер', uk: 'Вебер', kk: 'Вебер', az: 'Veber', tr: 'Weber' },
  { en: 'Wolf', ru: 'Вольф', uk: 'Вольф', kk: 'Вольф', az: 'Volf', tr: 'Wolf' },
  { en: 'Zima', ru: 'Зима', uk: 'Зима', kk: 'Зима', az: 'Zima', tr: 'Zima' },
  { en: 'Yilmaz', ru: 'Йылмаз', uk: 'Йилмаз', kk: 'Йылмаз', az: 'Yılmaz', tr: 'Yılmaz' },
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

/** Marble racing: the marbles race under their colours. */
const MARBLES: readonly LocalizedName[] = [
  { en: 'Crimson Marble', ru: 'Багровый шарик', uk: 'Багряна кулька', kk: 'Қошқыл қызыл шар', az: 'Al şar', tr: 'Kızıl Bilye' },
  { en: 'Azure Marble', ru: 'Лазурный шарик', uk: 'Блакитна кулька', kk: 'Көгілдір шар', az: 'Mavi şar', tr: 'Mavi Bilye' },
  { en: 'Emerald Marble', ru: 'Изумрудный шарик', uk: 'Смарагдова кулька', kk: 'Зүмірет шар', az: 'Zümrüd şar', tr: 'Zümrüt Bilye' },
  { en: 'Amber Marble', ru: 'Янтарный шарик', uk: 'Бурштинова кулька', kk: 'Кәріптас шар', az: 'Kəhrəba şar', tr: 'Kehribar Bilye' },
  { en: 'Violet Marble', ru: 'Фиолетовый шарик', uk: 'Фіолетова кулька', kk: 'Күлгін шар', az: 'Bənövşəyi şar', tr: 'Mor Bilye' },
  { en: 'Silver Marble', ru: 'Серебряный шарик', uk: 'Срібна кулька', kk: 'Күміс шар', az: 'Gümüş şar', tr: 'Gümüş Bilye' },
  { en: 'Golden Marble', ru: 'Золотой шарик', uk: 'Золота кулька', kk: 'Алтын шар', az: 'Qızıl şar', tr: 'Altın Bilye' },
  { en: 'Onyx Marble', ru: 'Ониксовый шарик', uk: 'Оніксова кулька', kk: 'Оникс шар', az: 'Oniks şar', tr: 'Oniks Bilye' },
  { en: 'Coral Marble', ru: 'Коралловый шарик', uk: 'Коралова кулька', kk: 'Маржан шар', az: 'Mərcan şar', tr: 'Mercan Bilye' },
  { en: 'Jade Marble', ru: 'Нефритовый шарик', uk: 'Нефритова кулька', kk: 'Нефрит шар', az: 'Nefrit şar', tr: 'Yeşim Bilye' },
  { en: 'Ruby Marble', ru: 'Рубиновый шарик', uk: 'Рубінова кулька', kk: 'Лағыл шар', az: 'Yaqut şar', tr: 'Yakut Bilye' },
  { en: 'Sapphire Marble', ru: 'Сапфировый шарик', uk: 'Сапфірова кулька', kk: 'Жақұт шар', az: 'Sapfir şar', tr: 'Safir Bilye' },
];

export function cityNames(): LocalizedName[] {
  return [...CITIES];
}

export function playerNames(): LocalizedName[] {
  const out: LocalizedName[] = [];
  for (const surname of SURNAMES) {
    for (const initial of INITIALS) out.push(byLang((lang) => `${initial[lang]}. ${surname[lang]}`));
  }
  return out;
}

/** Esports teams keep their Latin names in every language, as they do in real lines. */
export function esportsTeamNames(): LocalizedName[] {
  return TEAM_WORDS.map((w) => sameInAll(`Team ${w}`));
}

export function marbleNames(): LocalizedName[] {
  return [...MARBLES];
}

const DEMO: LocalizedName = { en: 'demo', ru: 'демо', uk: 'демо', kk: 'демо', az: 'demo', tr: 'demo' };

export function demoLabel(name: LocalizedName): LocalizedName {
  return byLang((lang) => `${name[lang]} (${DEMO[lang]})`);
}
