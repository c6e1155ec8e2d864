import { CONTENT_LANGS } from '@site/api/contracts';
import { marketNameByEnglish, namesByEnglish } from './name-dictionary';
import { marketName } from './market-names';
import { MARKET_TYPES, type MarketTypeId, T } from './market-types';
import { createSimulatorFeed } from './simulator';
import { SPORTS } from './sports';
import type { LocalizedName } from './types';

// Every name the demo feed gives has a text in each of the site's six languages, and the
// four added languages are translations, not English copies.

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const CYRILLIC = /[\u0400-\u04FF]/;
const NEW_LANGS = ['uk', 'kk', 'az', 'tr'] as const;

/** The names with an empty, undefined or untrimmed text in some language. */
function incomplete(names: readonly LocalizedName[]): LocalizedName[] {
  return names.filter((n) =>
    CONTENT_LANGS.some(
      (lang) => typeof n[lang] !== 'string' || n[lang].trim() !== n[lang] || n[lang] === '' || n[lang].includes('undefined'),
    ),
  );
}

test('the whole simulated line is named in every language of the site', () => {
  const cat = createSimulatorFeed({ seed: 1, now: NOW }).snapshot();
  const named = [...cat.sports, ...cat.champs, ...cat.markets].map((x) => x.name);
  named.push(...cat.games.flatMap((g) => g.opponents));
  expect(named.length).toBeGreaterThan(20_000);
  expect(incomplete(named)).toEqual([]);
});

test('every dictionary name and every market wording has a text in every language', () => {
  expect(incomplete([...namesByEnglish().values()])).toEqual([]);
  const units = SPORTS.flatMap((s) => (s.model.type === 'sets' ? [s.model.unit, ...(s.model.mapStat ? [s.model.mapStat.unit] : [])] : []));
  const markets = Object.keys(MARKET_TYPES).flatMap((id) =>
    [null, ...units].map((unit) => marketName(Number(id) as MarketTypeId, 2.5, [2, 1], unit, unit)),
  );
  expect(incomplete(markets)).toEqual([]);
});

test('the added languages are translations: sports, champs and cities differ from English; uk and kk in Cyrillic, az and tr in Latin letters', () => {
  const football = SPORTS.find((s) => s.nameEng === 'Football')!;
  expect(football.name).toEqual({ en: 'Football', ru: 'Футбол', uk: 'Футбол', kk: 'Футбол', az: 'Futbol', tr: 'Futbol' });
  for (const lang of NEW_LANGS) {
    const champs = SPORTS.flatMap((s) => s.champs);
    // brand names (Counter-Strike 2, Masters, Pro A) may stay as they are; most names are translated
    expect(champs.filter((c) => c[lang] !== c.en).length).toBeGreaterThan(champs.length / 2);
    expect(SPORTS.filter((s) => s.name[lang] !== s.name.en).length).toBeGreaterThan(8);
  }
  const madrid = namesByEnglish().get('Madrid')!;
  expect(CYRILLIC.test(madrid.uk) && CYRILLIC.test(madrid.kk)).toBe(true);
  expect(CYRILLIC.test(madrid.az) || CYRILLIC.test(madrid.tr)).toBe(false);
  expect(namesByEnglish().get('Vienna')).toMatchObject({ uk: 'Відень', tr: 'Viyana', az: 'Vyana' });
});

test('market names keep their English and Russian wording and read naturally in the others', () => {
  expect(marketName(T.totalOver, 2.5, null, null)).toEqual({
    en: 'Total over 2.5',
    ru: 'Тотал больше 2.5',
    uk: 'Тотал більше 2.5',
    kk: 'Тотал көп 2.5',
    az: 'Total çox 2.5',
    tr: 'Toplam 2.5 üst',
  });
  expect(marketName(T.home, null, null, null)).toMatchObject({ en: '1', ru: 'П1', uk: 'П1', tr: '1' });
  expect(marketName(T.correctScore, null, [2, 1], null)).toMatchObject({
    en: 'Correct score 2:1',
    uk: 'Точний рахунок 2:1',
    tr: 'Kesin skor 2:1',
  });
});

test('the dictionary finds a stored English name again: opponents and champs by text, markets rebuilt from type and line', () => {
  const names = namesByEnglish();
  expect(names.get('Football')?.tr).toBe('Futbol');
  expect(names.get('Premier League (demo)')?.uk).toBe("Прем'єр-ліга (демо)");
  expect(names.get('Team Nova')?.kk).toBe('Team Nova');
  const sets = SPORTS.find((s) => s.nameEng === 'Tennis')!;
  const name = marketName(T.totalUnder, 2.5, null, sets.model.type === 'sets' ? sets.model.unit : null);
  expect(marketNameByEnglish('Total sets under 2.5', T.totalUnder, 2.5, null)).toEqual(name);
  expect(marketNameByEnglish('Something else', T.totalUnder, 2.5, null)).toBeNull();
  expect(marketNameByEnglish('1', 999, null, null)).toBeNull();
});
