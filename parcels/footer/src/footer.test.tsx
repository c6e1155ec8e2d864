import { act, screen, within } from '@testing-library/react';
import { renderParcel } from '@site/ui/testing';
import { Footer } from './footer';
import { FOOTER_GROUPS } from './footer-links';
import { footerTexts } from './locales';

test('one click to the responsible-gaming page, in the page language', () => {
  const { store } = renderParcel(<Footer />, { texts: footerTexts });
  expect(screen.getByTestId('footer-responsible').getAttribute('href')).toBe('/en/office/responsible');
  act(() => store.settings.setLanguage('ru'));
  const link = screen.getByTestId('footer-responsible');
  expect(link.getAttribute('href')).toBe('/ru/office/responsible');
  expect(link.textContent).toBe('Ответственная игра: ваши лимиты');
});

test('the products and information pages, grouped under named navigation, each a page of the route table (a name it lacks would leave its link out)', () => {
  renderParcel(<Footer />, { texts: footerTexts });
  const groups = screen.getAllByRole('navigation');
  expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent)).toEqual([
    'Sports',
    'Casino',
    'Promotions',
    'Information',
    'Responsible gaming',
  ]);
  const hrefs = groups.flatMap((g) => within(g).getAllByRole('link').map((a) => a.getAttribute('href') as string));
  expect(hrefs).toHaveLength(FOOTER_GROUPS.flatMap((g) => g.links).length);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  expect(hrefs).toEqual(expect.arrayContaining(['/en/line', '/en/live', '/en/casino', '/en/promotions', '/en/information/about', '/en/toto', '/en/esports/real']));
});
