import { supportedLanguages } from '@site/i18n';
import { fill, SECTION_WORDS, streamTexts } from './seo-texts';

const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const STREAMS = ['home', 'section', 'sport', 'championship', 'game', 'top-events', 'multi-live', 'results', 'cyber', 'casino', 'casino-game', 'login', 'registration', 'information', 'toto', 'lotto', 'promotions', 'bonuses', 'games', 'other'];

test.each(supportedLanguages.filter((l) => l !== 'en'))('every stream has its own title and description in %s, with the values English fills', (lang) => {
  for (const stream of STREAMS) {
    const en = streamTexts(stream, 'en');
    const own = streamTexts(stream, lang);
    expect([stream, names(own.title), names(own.description)]).toEqual([stream, names(en.title), names(en.description)]);
    expect([stream, own.description === en.description]).toEqual([stream, false]);
  }
  expect(SECTION_WORDS[lang]).toBeDefined();
});

test('the section words fill the titles in the page language', () => {
  const title = (lang: string) => fill(streamTexts('section', lang).title, { section: SECTION_WORDS[lang]!.live, siteName: 'Demo Bet' });
  expect(title('tr')).toBe('Canlı bahis: tüm sporlar ve oranlar | Demo Bet');
  expect(title('uk')).toBe('Ставки у лайві: усі види спорту й коефіцієнти | Demo Bet');
  expect(title('kk')).toBe('Лайв ставкалар: барлық спорт түрлері мен коэффициенттер | Demo Bet');
  expect(title('az')).toBe('Canlı mərclər: bütün idman növləri və əmsallar | Demo Bet');
});

test('an unknown language or stream falls back to English, then to the catch-all stream', () => {
  expect(streamTexts('home', 'xx')).toBe(streamTexts('home', 'en'));
  expect(streamTexts('nope', 'uk')).toBe(streamTexts('other', 'uk'));
});
