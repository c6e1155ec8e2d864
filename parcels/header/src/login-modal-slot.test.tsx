import { act, screen, waitFor } from '@testing-library/react';
import { LoginRequested, MfStatus, UserLoggedIn } from '@site/bus';
import type { MountSlot } from '@site/ui';
import { renderParcel } from '@site/ui/testing';
import { LoginModalSlot } from './login-modal-slot';

function setup(status: MfStatus = MfStatus.Ready) {
  const mounts: Array<{ name: string; exportName?: string; kind?: string; props: Record<string, unknown> }> = [];
  let unmounts = 0;
  const mountSlot: MountSlot = (el, name, options = {}) => {
    mounts.push({ name, exportName: options.exportName, kind: options.kind, props: options.props ?? {} });
    el.textContent = 'login modal';
    return { settled: Promise.resolve(), status: () => status, update: async () => {}, unmount: async () => void unmounts++ };
  };
  const navigate = jest.fn();
  const world = renderParcel(<LoginModalSlot navigate={navigate} />, { mountSlot });
  return { ...world, mounts, navigate, unmounts: () => unmounts };
}

test("LoginRequested mounts the auth unit's login modal through the shell's loader; its onClose closes it", async () => {
  const { bus, mounts, unmounts } = setup();
  expect(screen.queryByTestId('login-modal-slot')).toBeNull();
  act(() => bus.publish(new LoginRequested({ returnUrl: '/en/office/history' })));
  expect(screen.getByTestId('login-modal-slot').textContent).toBe('login modal');
  expect(mounts).toEqual([
    {
      name: '@site/app-auth',
      exportName: 'loginModal',
      kind: 'component',
      props: { returnUrl: '/en/office/history', onClose: expect.any(Function) },
    },
  ]);
  act(() => (mounts[0]!.props.onClose as () => void)());
  expect(screen.queryByTestId('login-modal-slot')).toBeNull();
  await waitFor(() => expect(unmounts()).toBe(1));
});

test('a sign-in elsewhere (UserLoggedIn) closes an open login modal', () => {
  const { bus } = setup();
  act(() => bus.publish(new LoginRequested({})));
  expect(screen.getByTestId('login-modal-slot')).not.toBeNull();
  act(() => bus.publish(new UserLoggedIn({ userId: 5 })));
  expect(screen.queryByTestId('login-modal-slot')).toBeNull();
});

test('when the auth unit cannot be loaded, the login page is the fallback', async () => {
  const { bus, navigate } = setup(MfStatus.Error);
  act(() => bus.publish(new LoginRequested({ returnUrl: '/en/live' })));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/user/login?returnUrl=%2Fen%2Flive'));
  expect(screen.queryByTestId('login-modal-slot')).toBeNull();
});
