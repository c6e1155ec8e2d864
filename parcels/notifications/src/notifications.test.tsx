import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, errorFromResponse } from '@site/api';
import { failureNotice, NotifyRequested } from '@site/bus';
import { FakeClock, renderParcel } from '@site/ui/testing';
import { notificationsTexts } from './locales';
import { AUTO_CLOSE_MS } from './notification-center';
import { Notifications } from './notifications';

function setup(lang = 'en') {
  const clock = new FakeClock();
  const world = renderParcel(<Notifications clock={clock} />, { lang, texts: notificationsTexts });
  return { ...world, clock };
}

test('a failed call shows in the player language: the error title and the message of its code', () => {
  const { bus } = setup('ru');
  const notice = failureNotice(new ApiError('network', 0, 'down'));
  act(() => bus.publish(new NotifyRequested(notice!)));
  const item = screen.getByTestId('notification');
  expect(item.getAttribute('role')).toBe('alert');
  expect(within(item).getByTestId('notification-title').textContent).toBe('Ошибка');
  expect(within(item).getByTestId('notification-text').textContent).toBe('Нет соединения: проверьте сеть и попробуйте ещё раз.');
  expect(within(screen.getByTestId('notification-area-default')).getAllByTestId('notification')).toHaveLength(1);
});

test('a cancelled call shows nothing; an unknown code shows the generic words, never the raw code', () => {
  expect(failureNotice(new ApiError('cancel', 499, 'x'))).toBeNull();
  const { bus } = setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  act(() =>
    bus.publish(
      new NotifyRequested(failureNotice(errorFromResponse(422, { errors: [{ status: '422', code: 'casino.brand_new', detail: 'x' }] }))!),
    ),
  );
  expect(screen.getByTestId('notification-text').textContent).toBe('Something went wrong. Please try again.');
  expect(document.body.textContent).not.toContain('casino.brand_new');
  warn.mockRestore();
});

test('default titles by kind; a title of its own wins; the action runs and closes it', () => {
  const { bus } = setup();
  const run = jest.fn();
  act(() => {
    bus.publish(new NotifyRequested({ type: 'permanent', kind: 'success', text: { code: 'network.cancelled' } }));
    bus.publish(
      new NotifyRequested({
        type: 'permanent',
        kind: 'ok',
        title: { code: 'unknown' },
        text: { code: 'network.server' },
        action: { label: { code: 'network.offline' }, run },
      }),
    );
  });
  const [done, own] = screen.getAllByTestId('notification');
  expect(within(done!).getByTestId('notification-title').textContent).toBe('Done');
  expect(within(own!).getByTestId('notification-title').textContent).toBe('Something went wrong. Please try again.');
  fireEvent.click(within(own!).getByTestId('notification-action'));
  expect(run).toHaveBeenCalledTimes(1);
  expect(screen.getAllByTestId('notification')).toHaveLength(1);
});

test('closes by its button, or by itself after 10 s unless permanent', () => {
  const { bus, clock } = setup();
  act(() => {
    bus.publish(new NotifyRequested({ type: 'alert', kind: 'error', text: { code: 'network.offline' } }));
    bus.publish(new NotifyRequested({ type: 'permanent', area: 'top', text: { code: 'network.server' } }));
    bus.publish(new NotifyRequested({ type: 'snackbar', area: 'bottom', text: { code: 'network.cancelled' } }));
  });
  expect(screen.getAllByTestId('notification')).toHaveLength(3);
  act(() => clock.advance(AUTO_CLOSE_MS));
  const left = screen.getAllByTestId('notification');
  expect(left.map((n) => n.getAttribute('data-type'))).toEqual(['permanent']);
  expect(within(screen.getByTestId('notification-area-top')).getByTestId('notification-close').getAttribute('aria-label')).toBe(
    'Close the notification',
  );
  fireEvent.click(screen.getByTestId('notification-close'));
  expect(screen.queryByTestId('notification')).toBeNull();
});

test('a new language re-says what is on screen', async () => {
  const { bus, store } = setup();
  act(() => bus.publish(new NotifyRequested({ type: 'permanent', kind: 'error', text: { code: 'network.offline' } })));
  await act(async () => {
    store.settings.setLanguage('ru');
  });
  expect(screen.getByTestId('notification-title').textContent).toBe('Ошибка');
});

test('closing one by hand runs its onClose (the session-limit notice signs out); closing by itself does not', () => {
  const { bus, clock } = setup();
  const byHand = jest.fn();
  const bySelf = jest.fn();
  act(() => {
    bus.publish(new NotifyRequested({ type: 'alert', text: { code: 'network.offline' }, onClose: bySelf }));
    bus.publish(new NotifyRequested({ type: 'permanent', area: 'top', text: { code: 'limit.session_ended' }, onClose: byHand }));
  });
  act(() => clock.advance(AUTO_CLOSE_MS));
  expect(bySelf).not.toHaveBeenCalled();
  expect(screen.getByTestId('notification-text').textContent).toBe('Your session limit has ended. Please visit us again tomorrow.');
  fireEvent.click(screen.getByTestId('notification-close'));
  expect(byHand).toHaveBeenCalledTimes(1);
});

test('the update notice (root config version check) is notice-update on top, in the player language, with a reload action', () => {
  const { bus } = setup('ru');
  const reload = jest.fn();
  const notice = { id: 'notice-update', type: 'permanent', area: 'top', kind: 'ok', text: { code: 'update.available' } } as const;
  act(() => {
    bus.publish(new NotifyRequested({ ...notice, action: { label: { code: 'update.reload' }, run: reload } }));
    // one notice, however many times it is asked for
    bus.publish(new NotifyRequested({ ...notice, action: { label: { code: 'update.reload' }, run: reload } }));
  });
  const item = within(screen.getByTestId('notification-area-top')).getByTestId('notice-update');
  expect(screen.getAllByTestId('notice-update')).toHaveLength(1);
  expect(within(item).getByTestId('notification-text').textContent).toBe(
    'Доступна новая версия сайта. Перезагрузите страницу, чтобы перейти на неё.',
  );
  fireEvent.click(within(item).getByTestId('notification-action'));
  expect(reload).toHaveBeenCalledTimes(1);
});
