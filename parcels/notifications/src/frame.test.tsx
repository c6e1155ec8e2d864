import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryStorage, renderParcel } from '@site/ui/testing';
import { INSTALL_PROMPTED_KEY, InstallPrompt } from './install-prompt';
import { notificationsTexts } from './locales';
import { NEW_SITE_FEATURE, NEW_SITE_REMEMBER_MS, NEW_SITE_SEEN_KEY, NewSiteModal } from './new-site-modal';
import { PolicyLogo } from './policy-logo';
import { ScrollToTop } from './scroll-to-top';

const NOW = 1_700_000_000_000;

describe('the new-site modal', () => {
  function show(storage: Storage, lang = 'en', userId?: number, features = [NEW_SITE_FEATURE]) {
    const world = renderParcel(<NewSiteModal now={() => NOW} />, {
      lang,
      texts: notificationsTexts,
      deps: { storage },
      config: (c) => (c.modules.features = features),
      ...(userId !== undefined && { userId }),
    });
    act(() => world.store.user.setUserId(userId ?? null));
    return world;
  }
  it('shows guests once; closing remembers it for about 5 years', () => {
    const storage = new MemoryStorage();
    const first = show(storage);
    expect(screen.getByTestId('modal-new-site').textContent).toContain('Welcome to our new site');
    fireEvent.click(screen.getByTestId('modal-new-site-ok'));
    expect(screen.queryByTestId('modal-new-site')).toBeNull();
    expect(Number(storage.getItem(NEW_SITE_SEEN_KEY))).toBe(NOW + NEW_SITE_REMEMBER_MS);
    first.view.unmount();
    show(storage);
    expect(screen.queryByTestId('modal-new-site')).toBeNull();
  });
  it('Esc closes it and remembers too; in Russian for ru', () => {
    const storage = new MemoryStorage();
    show(storage, 'ru');
    expect(screen.getByTestId('modal-new-site').textContent).toContain('Добро пожаловать на новый сайт');
    fireEvent.keyDown(screen.getByTestId('modal-new-site'), { key: 'Escape' });
    expect(screen.queryByTestId('modal-new-site')).toBeNull();
    expect(storage.getItem(NEW_SITE_SEEN_KEY)).not.toBeNull();
  });
  it('never for a signed-in player, nor on a site without the new-site feature', () => {
    const a = show(new MemoryStorage(), 'en', 5);
    expect(screen.queryByTestId('modal-new-site')).toBeNull();
    a.view.unmount();
    show(new MemoryStorage(), 'en', undefined, []);
    expect(screen.queryByTestId('modal-new-site')).toBeNull();
  });
});

test('scroll-to-top shows after one screen and scrolls back up', () => {
  const scrolls: unknown[] = [];
  window.scrollTo = ((opts: unknown) => scrolls.push(opts)) as typeof window.scrollTo;
  renderParcel(<ScrollToTop />, { texts: notificationsTexts });
  expect(screen.queryByTestId('scroll-to-top')).toBeNull();
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: window.innerHeight + 1, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  fireEvent.click(screen.getByTestId('scroll-to-top'));
  expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByTestId('scroll-to-top')).toBeNull();
});

test.each([
  [1, true],
  [120, true],
  [2, false],
])('the policy logo for country id %s: %s', (countryId, shown) => {
  renderParcel(<PolicyLogo />, { texts: notificationsTexts, config: (c) => ((c.core as Record<string, unknown>).countryId = countryId) });
  const logo = screen.queryByTestId('policy-logo');
  expect(logo !== null).toBe(shown);
  if (logo) expect(logo.getAttribute('src')).toBe('/web-api/policy/logo.agif');
});

test('the install prompt shows once, when the browser offers it', () => {
  const storage = new MemoryStorage();
  let prompted = 0;
  const offer = () => Object.assign(new Event('beforeinstallprompt'), { prompt: async () => prompted++ });
  const world = renderParcel(<InstallPrompt />, { texts: notificationsTexts, deps: { storage } });
  expect(screen.queryByTestId('pwa-install')).toBeNull();
  act(() => void window.dispatchEvent(offer()));
  fireEvent.click(screen.getByTestId('pwa-install-ok'));
  expect(prompted).toBe(1);
  expect(storage.getItem(INSTALL_PROMPTED_KEY)).toBe('1');
  act(() => void window.dispatchEvent(offer()));
  expect(screen.queryByTestId('pwa-install')).toBeNull();
  world.view.unmount();
});
