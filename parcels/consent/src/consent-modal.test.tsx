import { act, fireEvent, screen } from '@testing-library/react';
import { COOKIES_AGREEMENT_PATH, type SiteConfig } from '@site/api';
import { ConsentChanged } from '@site/bus';
import { byRoute, renderParcel, settle } from '@site/ui/testing';
import { ConsentModal } from './consent-modal';
import { consentTexts } from './locales';

function setup(options: { lang?: string; config?: (c: SiteConfig) => void } = {}) {
  const world = renderParcel(<ConsentModal />, {
    lang: options.lang ?? 'en',
    texts: consentTexts,
    config: options.config ?? (() => {}),
    server: byRoute({ [`POST ${COOKIES_AGREEMENT_PATH}`]: [{ body: { type: 'all', cookiesAgreeTime: 1 } }] }),
  });
  const heard: string[] = [];
  world.bus.subscribe(ConsentChanged, (e) => heard.push(e.payload.type));
  return { ...world, heard };
}

const customize = () => fireEvent.click(screen.getByTestId('cookie-consent-customize-button'));
const tick = (option: string) => fireEvent.click(screen.getByTestId(`cookie-option-${option}`));
const acceptSelected = () => act(() => fireEvent.click(screen.getByTestId('cookie-consent-accept-selected')));

test('shown on first load; accept all gives "all", logged to the server, and the modal goes', async () => {
  const { store, calls, heard } = setup();
  expect(screen.getByTestId('modal-cookie-consent')).toBeTruthy();
  act(() => fireEvent.click(screen.getByTestId('cookie-consent-accept-all')));
  await settle();
  expect(store.consent.type).toBe('all');
  expect(heard).toEqual(['all']);
  expect(calls.filter((c) => c.path === COOKIES_AGREEMENT_PATH).map((c) => c.body)).toEqual([{ type: 'all' }]);
  expect(screen.queryByTestId('modal-cookie-consent')).toBeNull();
});

test('customize: necessary is fixed and ticked; both boxes give "all"', () => {
  const { store } = setup();
  customize();
  const necessary = screen.getByTestId('cookie-option-necessary') as HTMLInputElement;
  expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
  tick('functionality');
  tick('marketing');
  acceptSelected();
  expect(store.consent.type).toBe('all');
});

test.each([
  [['functionality'], 'functionality'],
  [['marketing'], 'marketing'],
  [[], 'disable'],
  [['marketing', 'functionality', 'marketing'], 'functionality'],
])('customize with %j ticked gives %s (the first ticked, else disable)', (boxes, type) => {
  const { store, heard } = setup();
  customize();
  for (const b of boxes) tick(b);
  acceptSelected();
  expect(store.consent.type).toBe(type);
  expect(heard).toEqual([type]);
  expect(screen.queryByTestId('modal-cookie-consent')).toBeNull();
});

test('not shown when the config switches consent off, nor before the config is read', () => {
  setup({ config: (c) => void (c.thirdparty.cookieConsentEnabled = false) });
  expect(screen.queryByTestId('modal-cookie-consent')).toBeNull();
  renderParcel(<ConsentModal />, { texts: consentTexts });
  expect(screen.queryByTestId('modal-cookie-consent')).toBeNull();
});

test('in Russian', () => {
  setup({ lang: 'ru' });
  expect(screen.getByTestId('cookie-consent-accept-all').textContent).toBe('Принять все');
  customize();
  expect(screen.getByTestId('cookie-consent-accept-selected').textContent).toBe('Принять выбранные');
});
