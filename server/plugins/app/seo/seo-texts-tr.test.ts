import { seoTextsTr } from './seo-texts-tr';
import { fill, SECTION_WORDS, streamTexts } from './seo-texts';

const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test('a Turkish page gets Turkish titles and descriptions with the same values to fill as English', () => {
  for (const [stream, texts] of Object.entries(seoTextsTr)) {
    const en = streamTexts(stream, 'en');
    expect(streamTexts(stream, 'tr')).toBe(texts);
    expect([stream, names(texts.title), names(texts.description)]).toEqual([stream, names(en.title), names(en.description)]);
    expect([stream, texts.description === en.description]).toEqual([stream, false]);
  }
  expect(fill(streamTexts('section', 'tr').title, { section: SECTION_WORDS.tr!.live, siteName: 'Demo Bet' })).toBe('Canlı bahis: tüm sporlar ve oranlar | Demo Bet');
});
