// The support button (issue 15): only on the main layout; the configured chat provider, else
// the built-in form stored on the server; guests give an e-mail.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { byRoute, renderParcel } from '@site/ui/testing';
import { notificationsTexts } from '../locales';
import { SupportButton } from './support-button';

const created = { request: { id: 9, subject: 'Help', status: 'open', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } };

function setLayout(name: string | null) {
  let el = document.querySelector('[data-layout]') ?? document.getElementById('test-layout');
  if (!el) {
    el = document.createElement('div');
    el.id = 'test-layout';
    document.body.append(el);
  }
  if (name === null) el.removeAttribute('data-layout');
  else el.setAttribute('data-layout', name);
}

afterEach(() => document.getElementById('test-layout')?.remove());

function setup(opts: { userId?: number; chatUrl?: string; lang?: string; reply?: object } = {}) {
  setLayout('main');
  const opened: string[] = [];
  const world = renderParcel(<SupportButton open={(url) => opened.push(url)} />, {
    lang: opts.lang ?? 'en',
    texts: notificationsTexts,
    ...(opts.userId !== undefined && { userId: opts.userId }),
    config: (c) => {
      if (opts.chatUrl) c.support = { chatUrl: opts.chatUrl };
    },
    server: byRoute({ 'POST /web-api/office/support': [opts.reply ?? { status: 201, body: created }], 'GET /web-api/user/accounts': [{ body: {} }] }),
  });
  return { world, opened, posts: () => world.calls.filter((c) => c.method === 'POST').map((c) => c.body) };
}

test('shown on the main layout only', async () => {
  setup();
  expect(screen.getByTestId('support-button').textContent).toBe('Support');
  act(() => setLayout('blocked'));
  await waitFor(() => expect(screen.queryByTestId('support-button')).toBeNull());
  act(() => setLayout('main'));
  await waitFor(() => expect(screen.getByTestId('support-button')).toBeTruthy());
});

test('with a chat provider configured the button opens it and no form', () => {
  const { opened } = setup({ chatUrl: 'https://chat.example/widget?site=demo' });
  fireEvent.click(screen.getByTestId('support-button'));
  expect(opened).toEqual(['https://chat.example/widget?site=demo']);
  expect(screen.queryByTestId('support-form')).toBeNull();
});

test('a chat address that is not http(s) is no provider: the form opens', () => {
  const { opened } = setup({ chatUrl: 'javascript:alert(1)' });
  fireEvent.click(screen.getByTestId('support-button'));
  expect(opened).toEqual([]);
  expect(screen.getByTestId('support-form')).toBeTruthy();
});

test('a signed-in player sends a request; it joins his list and the form says where the answer comes', async () => {
  const { world, posts } = setup({ userId: 3 });
  fireEvent.click(screen.getByTestId('support-button'));
  expect(screen.queryByTestId('support-email')).toBeNull();
  fireEvent.change(screen.getByTestId('support-subject'), { target: { value: ' Help ' } });
  fireEvent.change(screen.getByTestId('support-body'), { target: { value: 'My bet is missing' } });
  fireEvent.click(screen.getByTestId('support-send'));
  await waitFor(() => expect(screen.getByTestId('support-sent')).toBeTruthy());
  expect(posts()).toEqual([{ subject: 'Help', body: 'My bet is missing' }]);
  expect(world.store.support.requests.map((r) => r.id)).toEqual([9]);
  expect(screen.getByTestId('support-sent').querySelector('a')?.getAttribute('href')).toBe('/en/office/support');
});

test('a guest must give an e-mail; the server’s refusal is said in his language', async () => {
  const { posts } = setup({ lang: 'ru', reply: { status: 400, body: { errors: [{ status: '400', code: 'support.email_required', detail: 'x' }] } } });
  fireEvent.click(screen.getByTestId('support-button'));
  fireEvent.change(screen.getByTestId('support-subject'), { target: { value: 'Вход' } });
  fireEvent.change(screen.getByTestId('support-body'), { target: { value: 'Не могу войти' } });
  fireEvent.click(screen.getByTestId('support-send'));
  expect(screen.getByTestId('support-error').textContent).toBe('Заполните это поле');
  expect(posts()).toEqual([]);
  fireEvent.change(screen.getByTestId('support-email'), { target: { value: 'me@example.com' } });
  fireEvent.click(screen.getByTestId('support-send'));
  await waitFor(() => expect(screen.getByTestId('support-error').textContent).toBe('Укажите e-mail, чтобы мы могли вам ответить.'));
  expect(posts()).toEqual([{ subject: 'Вход', body: 'Не могу войти', email: 'me@example.com' }]);
});
