/** @jest-environment jsdom */
import { guardOverrides, isAllowedOverride } from './override-guard';

const page = 'https://site.example/en/line';

test('same-origin and allowlisted hosts pass; others, odd schemes and garbage do not', () => {
  expect(isAllowedOverride('/assets/x.js', [], page)).toBe(true);
  expect(isAllowedOverride('http://localhost:9000/x.js', ['localhost'], page)).toBe(true);
  expect(isAllowedOverride('https://evil.example/x.js', ['localhost'], page)).toBe(false);
  expect(isAllowedOverride('javascript:alert(1)', ['localhost'], page)).toBe(false);
  expect(isAllowedOverride('http://[bad', ['localhost'], page)).toBe(false);
});

test('refused overrides are removed from storage and reported; allowed ones stay', () => {
  localStorage.clear();
  localStorage.setItem('import-map-override:@site/parcel-footer', 'https://evil.example/f.js');
  localStorage.setItem('import-map-override:@site/app-home', 'http://localhost:9000/home.js');
  localStorage.setItem('import-map-overrides-external-maps', JSON.stringify(['https://evil.example/map.json', 'http://localhost:1/m.json']));
  localStorage.setItem('devtools', 'true');
  const warnings: string[] = [];
  const refused = guardOverrides(localStorage, ['localhost'], page, (m) => warnings.push(m));
  expect(refused).toEqual(['@site/parcel-footer']);
  expect(localStorage.getItem('import-map-override:@site/parcel-footer')).toBeNull();
  expect(localStorage.getItem('import-map-override:@site/app-home')).toBe('http://localhost:9000/home.js');
  expect(JSON.parse(localStorage.getItem('import-map-overrides-external-maps') as string)).toEqual(['http://localhost:1/m.json']);
  expect(localStorage.getItem('devtools')).toBe('true');
  expect(warnings[0]).toContain('evil.example');
});
