import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getRootStore, StoresProvider } from '@site/stores';
import { AuthApp, type AuthAppProps } from './auth-app';
import { AuthEnvContext, browserAuthEnv } from './auth-env';
import { LoginModal, type LoginModalProps } from './login-modal';
import { trackPreviousRoute } from './previous-route';

const crashed = (error: Error) => (
  <div data-testid="app-crashed" role="alert">
    {error.message}
  </div>
);

const app = singleSpaReact<AuthAppProps>({ React, ReactDOMClient, rootComponent: AuthApp, errorBoundary: crashed });

type Props = AuthAppProps & { domElement?: HTMLElement };
const trackers = new WeakMap<object, ReturnType<typeof trackPreviousRoute>>();

export const bootstrap = app.bootstrap;
export async function mount(props: Props): Promise<void> {
  const tracker = trackPreviousRoute(window);
  trackers.set(props.domElement ?? props, tracker);
  await app.mount({ ...props, previous: tracker.get } as never);
}
export async function update(props: Props): Promise<void> {
  const tracker = trackers.get(props.domElement ?? props);
  await app.update?.({ ...props, ...(tracker && { previous: tracker.get }) } as never);
}
export async function unmount(props: Props): Promise<void> {
  trackers.get(props.domElement ?? props)?.stop();
  await app.unmount(props as never);
}

function ModalRoot(props: LoginModalProps) {
  const store = getRootStore();
  const env = React.useMemo(() => browserAuthEnv(store, () => null), [store]);
  return (
    <StoresProvider store={store}>
      <AuthEnvContext.Provider value={env}>
        <LoginModal {...props} />
      </AuthEnvContext.Provider>
    </StoresProvider>
  );
}

/** The login modal as a parcel: the header mounts it on LoginRequested (props returnUrl, onClose). */
export const loginModal = singleSpaReact<LoginModalProps>({ React, ReactDOMClient, rootComponent: ModalRoot, errorBoundary: crashed });
