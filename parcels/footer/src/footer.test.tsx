import { act, screen } from '@testing-library/react';
import { renderParcel } from '@site/ui/testing';
import { Footer } from './footer';
import { footerTexts } from './locales';

test('one click to the responsible-gaming page, in the page language', () => {
  const { store } = renderParcel(<Footer />, { texts: footerTexts });
  expect(screen.getByTestId('footer-responsible').getAttribute('href')).toBe('/en/office/responsible');
  act(() => store.settings.setLanguage('ru'));
  const link = screen.getByTestId('footer-responsible');
  expect(link.getAttribute('href')).toBe('/ru/office/responsible');
  expect(link.textContent).toBe('Ответственная игра: ваши лимиты');
});
