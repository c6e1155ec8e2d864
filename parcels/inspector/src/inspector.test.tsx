import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderParcel } from '@site/ui/testing';
import { Inspector } from './inspector';
import { inspectorTexts } from './locales';
import type { InspectedUnit, InspectorSource } from './source';

const unit = (over: Partial<InspectedUnit> & { name: string }): InspectedUnit => ({
  kind: 'parcel',
  appStatus: null,
  status: 'READY',
  slots: 1,
  url: `http://site.test/assets/${over.name.replace('@', '').replace('/', '-')}.Ab12Cd34.js`,
  hash: 'Ab12Cd34',
  integrity: 'sha384-abc',
  override: null,
  loadMs: 12,
  mountMs: 3,
  lastError: null,
  ...over,
});

function fakeSource(initial: InspectedUnit[]) {
  let rows = initial;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  let fail: Error | null = null;
  const act$ = (action: string) => async (name: string) => {
    calls.push(`${action} ${name}`);
    if (fail) throw fail;
  };
  const source: InspectorSource = {
    units: () => rows,
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    unmount: act$('unmount'),
    remount: act$('remount'),
    reload: act$('reload'),
  };
  return {
    source,
    calls,
    failWith: (e: Error) => (fail = e),
    set(next: InspectedUnit[]) {
      rows = next;
      for (const l of [...listeners]) l();
    },
  };
}

const rows = () => [
  unit({ name: '@site/app-home', kind: 'application', appStatus: 'MOUNTED' }),
  unit({
    name: '@site/parcel-footer',
    override: 'http://localhost:9000/footer.js',
    status: 'ERROR',
    lastError: 'footer failed to load (404)',
    slots: 0,
    loadMs: null,
    mountMs: null,
  }),
  unit({ name: '@site/parcel-header' }),
];

function setup(initial = rows(), initiallyOpen = false) {
  const fake = fakeSource(initial);
  const world = renderParcel(<Inspector source={fake.source} initiallyOpen={initiallyOpen} />, { texts: inspectorTexts });
  return { ...world, ...fake };
}

const rowOf = (name: string) => screen.getAllByTestId('inspector-row').find((r) => r.getAttribute('data-unit') === name) as HTMLElement;

test('closed, it is one labelled button; opened, a labelled region lists every unit with status, source, hash, override, times and last error', () => {
  setup();
  expect(screen.queryByRole('region')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open the parcel inspector' }));
  const panel = screen.getByRole('region', { name: 'Parcel inspector' });
  expect(within(panel).getByRole('table', { name: /Every application and parcel/ })).toBeTruthy();
  expect(screen.getAllByTestId('inspector-row').map((r) => r.getAttribute('data-unit'))).toEqual([
    '@site/app-home',
    '@site/parcel-footer',
    '@site/parcel-header',
  ]);

  const home = within(rowOf('@site/app-home'));
  expect(home.getByText('application')).toBeTruthy();
  const cells = ['app-status', 'status', 'url', 'hash', 'override', 'load-ms', 'mount-ms', 'error'];
  expect(Object.fromEntries(cells.map((c) => [c, home.getByTestId(`inspector-${c}`).textContent]))).toEqual({
    'app-status': 'MOUNTED',
    status: 'READY',
    url: 'http://site.test/assets/site-app-home.Ab12Cd34.js',
    hash: 'Ab12Cd34',
    override: 'none',
    'load-ms': '12 ms',
    'mount-ms': '3 ms',
    error: '—',
  });

  const footer = within(rowOf('@site/parcel-footer'));
  expect(footer.getByTestId('inspector-app-status').textContent).toBe('—');
  expect(footer.getByTestId('inspector-status').textContent).toBe('ERROR');
  expect(footer.getByTestId('inspector-override').textContent).toBe('active');
  expect(footer.getByTestId('inspector-override').getAttribute('title')).toBe('http://localhost:9000/footer.js');
  expect(footer.getByTestId('inspector-error').textContent).toBe('footer failed to load (404)');
  expect(footer.getByTestId('inspector-load-ms').textContent).toBe('—');
});

test('each unit has unmount, remount and reload buttons named after it; a region-less unit cannot be unmounted', async () => {
  const { calls } = setup(rows(), true);
  const header = within(rowOf('@site/parcel-header'));
  const button = (label: string) => header.getByRole('button', { name: label }) as HTMLButtonElement;
  fireEvent.click(button('Unmount @site/parcel-header'));
  await waitFor(() => expect(button('Remount @site/parcel-header').disabled).toBe(false));
  fireEvent.click(button('Remount @site/parcel-header'));
  await waitFor(() => expect(button('Reload @site/parcel-header from the network').disabled).toBe(false));
  fireEvent.click(within(rowOf('@site/app-home')).getByRole('button', { name: 'Reload @site/app-home from the network' }));
  await waitFor(() => expect(calls).toEqual(['unmount @site/parcel-header', 'remount @site/parcel-header', 'reload @site/app-home']));
  expect(
    (within(rowOf('@site/parcel-footer')).getByRole('button', { name: 'Unmount @site/parcel-footer' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('a failed action is said in an alert; the list follows the source as it changes', async () => {
  const fake = setup(rows(), true);
  fake.failWith(new Error('boom'));
  fireEvent.click(screen.getByRole('button', { name: 'Reload @site/parcel-header from the network' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Reload of @site/parcel-header failed: boom');
  act(() => fake.set([unit({ name: '@site/parcel-header', status: 'LOADING', slots: 2 })]));
  expect(screen.getAllByTestId('inspector-row')).toHaveLength(1);
  expect(within(rowOf('@site/parcel-header')).getByTestId('inspector-status').textContent).toBe('LOADING');
  expect(within(rowOf('@site/parcel-header')).getByTestId('inspector-slots').textContent).toBe('2');
});

test('keyboard: opening focuses the close button, Escape closes and gives the focus back to the toggle', async () => {
  setup();
  const toggle = screen.getByTestId('parcel-inspector-toggle');
  toggle.focus();
  fireEvent.click(toggle);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('parcel-inspector-close')));
  expect(screen.getByTestId('parcel-inspector-close').getAttribute('aria-expanded')).toBe('true');
  fireEvent.keyDown(screen.getByRole('region'), { key: 'Escape' });
  expect(screen.queryByRole('region')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('parcel-inspector-toggle')));
  expect(screen.getByTestId('parcel-inspector-toggle').getAttribute('aria-expanded')).toBe('false');
});

test('in Russian', () => {
  const { store } = setup(rows(), true);
  act(() => store.settings.setLanguage('ru'));
  expect(screen.getByRole('region', { name: 'Инспектор модулей' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Загрузить @site/app-home заново из сети' })).toBeTruthy();
  expect(within(rowOf('@site/parcel-footer')).getByTestId('inspector-override').textContent).toBe('активна');
});

test('without a source it says so instead of an empty table', () => {
  renderParcel(<Inspector initiallyOpen />, { texts: inspectorTexts });
  expect(screen.getByText('The shell gave the inspector no units to show.')).toBeTruthy();
});
