import { screen, within } from '@testing-library/react';
import { renderParcel } from '@site/ui/testing';
import { technicalTexts } from './locales';
import { TechnicalApp } from './technical-app';

const route = (name: string, lang = 'en') => ({ name, params: {}, lang });

beforeEach(() => {
  document.head.innerHTML = '<script type="systemjs-importmap">{"imports":{"@site/app-home":"/assets/site-app-home.abc.js","react":"/assets/react.def.js"}}</script>';
  localStorage.clear();
  localStorage.setItem('import-map-override:@site/app-home', 'http://localhost:9000/home.js');
  global.fetch = jest.fn(async () => ({ json: async () => ({ version: 'build-42' }) })) as unknown as typeof fetch;
});

test('debugger: the build, the session and every unit of the page\'s import map, the overridden one marked', async () => {
  renderParcel(<TechnicalApp route={route('debugger')} />, { texts: technicalTexts, userId: 7 });
  expect(await screen.findByTestId('debugger')).toBeTruthy();
  expect((await screen.findByText('build-42')).getAttribute('data-testid')).toBe('debugger-version');
  expect(screen.getByText('player #7')).toBeTruthy();
  const rows = within(screen.getByTestId('debugger-units')).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows).toEqual(['@site/app-home/assets/site-app-home.abc.js (overridden)', 'react/assets/react.def.js']);
});

test('internal-vpn in Russian', async () => {
  renderParcel(<TechnicalApp route={route('internal-vpn', 'ru')} />, { texts: technicalTexts, lang: 'ru' });
  expect((await screen.findByTestId('internal-vpn')).querySelector('h1')?.textContent).toBe('Внутренняя сеть');
});

test('a page the import map cannot read still shows (no units listed)', async () => {
  document.head.innerHTML = '<script type="systemjs-importmap">{not json</script>';
  renderParcel(<TechnicalApp route={route('debugger')} />, { texts: technicalTexts });
  expect(await screen.findByTestId('debugger')).toBeTruthy();
  expect(within(screen.getByTestId('debugger-units')).getAllByRole('row')).toHaveLength(1);
});
