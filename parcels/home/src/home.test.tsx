import { act, render, screen } from '@testing-library/react';
import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { RootStore, StoresProvider } from '@site/stores';
import { Home } from './home';

function setup() {
  const i18n = createI18n('en');
  const store = new RootStore({ api: new ApiClient({ fetch: (async () => new Response('{}')) as typeof fetch }), bus: new EventBus(), i18n, storage: null });
  render(
    <StoresProvider store={store}>
      <Home />
    </StoresProvider>,
  );
  return store;
}

test('anonymous visitors see the registration widget; signed-in players do not', () => {
  const store = setup();
  expect(screen.getByTestId('registration-widget')).toBeTruthy();
  act(() => store.user.setUserId(5));
  expect(screen.queryByTestId('registration-widget')).toBeNull();
  expect(screen.getByTestId('home-welcome').textContent).toBe('Welcome back');
});
