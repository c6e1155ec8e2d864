import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryStorage, renderParcel, settle } from '@site/ui/testing';
import { CONVERT_ACCOUNT_FEATURE, ConvertAccountModal } from './convert-account-modal';
import { notificationsTexts } from './locales';

function show(activationType: number, session: Storage, lang = 'en', features = [CONVERT_ACCOUNT_FEATURE]) {
  const world = renderParcel(<ConvertAccountModal session={session} />, {
    lang,
    config: (c) => (c.modules.features = features),
    texts: notificationsTexts,
    server: ({ path }) => (path === '/web-api/user/config' ? { body: { activation_type: activationType } } : { status: 204 }),
  });
  act(() => world.store.user.setUserId(9));
  return world;
}

test('a one-click account is asked to become a full one, once per player per session', async () => {
  const session = new MemoryStorage();
  const first = show(0, session);
  await screen.findByTestId('modal-convert-account');
  expect(screen.getByTestId('modal-convert-account-go').getAttribute('href')).toBe('/en/office/account');
  fireEvent.keyDown(screen.getByTestId('modal-convert-account'), { key: 'Escape' });
  expect(screen.queryByTestId('modal-convert-account')).toBeNull();
  first.view.unmount();
  const again = show(0, session);
  await settle();
  expect(screen.queryByTestId('modal-convert-account')).toBeNull();
  expect(again.calls.filter((c) => c.path === '/web-api/user/config')).toEqual([]);
});

test('nothing without the convert-account feature', async () => {
  const w = show(0, new MemoryStorage(), 'en', []);
  await settle();
  expect(screen.queryByTestId('modal-convert-account')).toBeNull();
  expect(w.calls.filter((c) => c.path === '/web-api/user/config')).toEqual([]);
});

test('in Russian for ru; nothing for a full account', async () => {
  const ru = show(0, new MemoryStorage(), 'ru');
  await waitFor(() => expect(screen.getByTestId('modal-convert-account').textContent).toContain('Сделайте аккаунт полным'));
  ru.view.unmount();
  show(1, new MemoryStorage());
  await settle();
  expect(screen.queryByTestId('modal-convert-account')).toBeNull();
});
