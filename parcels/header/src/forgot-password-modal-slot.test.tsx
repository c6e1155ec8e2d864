import { act, screen } from '@testing-library/react';
import { ForgotPasswordRequested, UserLoggedIn } from '@site/bus';
import type { MountSlot } from '@site/ui';
import { renderParcel } from '@site/ui/testing';
import { ForgotPasswordModalSlot } from './forgot-password-modal-slot';

function setup(search: string, userId?: number | null) {
  const mounts: Array<{ name: string; exportName?: string; props: Record<string, unknown> }> = [];
  const mountSlot: MountSlot = (el, name, options = {}) => {
    mounts.push({ name, exportName: options.exportName, props: options.props ?? {} });
    el.textContent = 'forgot modal';
    return { settled: Promise.resolve(), status: () => 'ready' as never, update: async () => {}, unmount: async () => {} };
  };
  const dropQueryFlag = jest.fn();
  const world = renderParcel(<ForgotPasswordModalSlot search={() => search} dropQueryFlag={dropQueryFlag} />, { mountSlot, ...(typeof userId === 'number' && { userId }) });
  // null: the session is known and anonymous
  if (userId === null) act(() => world.store.user.setUserId(null));
  return { ...world, mounts, dropQueryFlag };
}

test('?showForgotPasswordModal=1 opens the auth unit\'s forgot-password modal for a guest, once the session is known', () => {
  const w = setup('?showForgotPasswordModal=1');
  // the session is not known yet
  expect(screen.queryByTestId('forgot-password-modal-slot')).toBeNull();
  act(() => w.store.user.setUserId(null));
  expect(screen.getByTestId('forgot-password-modal-slot').textContent).toBe('forgot modal');
  expect(w.mounts).toEqual([{ name: '@site/app-auth', exportName: 'forgotPasswordModal', props: { onClose: expect.any(Function) } }]);
  expect(w.dropQueryFlag).toHaveBeenCalledTimes(1);
  act(() => (w.mounts[0]!.props.onClose as () => void)());
  expect(screen.queryByTestId('forgot-password-modal-slot')).toBeNull();
});

test('a signed-in player does not get it; without the flag nothing opens', () => {
  setup('?showForgotPasswordModal=1', 5);
  expect(screen.queryByTestId('forgot-password-modal-slot')).toBeNull();
  setup('?other=1', null);
  expect(screen.queryByTestId('forgot-password-modal-slot')).toBeNull();
});

test('ForgotPasswordRequested opens it; a sign-in closes it', () => {
  const w = setup('', null);
  act(() => w.bus.publish(new ForgotPasswordRequested({})));
  expect(screen.getByTestId('forgot-password-modal-slot')).toBeTruthy();
  act(() => w.bus.publish(new UserLoggedIn({ userId: 3 })));
  expect(screen.queryByTestId('forgot-password-modal-slot')).toBeNull();
});
