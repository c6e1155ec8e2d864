import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { addTexts } from '@site/i18n';
import { getRootStore, StoresProvider } from '@site/stores';
import { AuthApp, type AuthAppProps } from './auth-app';
import { AuthEnvContext, browserAuthEnv } from './auth-env';
import { authTexts } from './locales';
import { LoginModal, type LoginModalProps } from './login-modal';
import { trackPreviousRoute } from './previous-route';

const crashed = (error: Error) => (
  <div data-testid="app-crashed" role="alert">
    {error.message}
  </div>
);

// react-i18next on the page's one i18next instance (the root store's), with this parcel's words.
const addWords = async () => addTexts(getRootStore().i18n, authTexts);
function AppRoot(props: AuthAppProps) {
  return (
    <I18nextProvider i18n={getRootStore().i18n}>
      <AuthApp {...props} />
    </I18nextProvider>
  );
}

const app = singleSpaReact<AuthAppProps>({ React, ReactDOMClient, rootComponent: AppRoot, errorBoundary: crashed });

type Props = AuthAppProps & { domElement?: HTMLElement };
const trackers = new WeakMap<object, ReturnType<typeof trackPreviousRoute>>();

export const bootstrap = [addWords, app.bootstrap];
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
      <I18nextProvider i18n={store.i18n}>
        <AuthEnvContext.Provider value={env}>
          <LoginModal {...props} />
        </AuthEnvContext.Provider>
      </I18nextProvider>
    </StoresProvider>
  );
}

/** The login modal as a parcel: the header mounts it on LoginRequested (props returnUrl, onClose). */
const modal = singleSpaReact<LoginModalProps>({ React, ReactDOMClient, rootComponent: ModalRoot, errorBoundary: crashed });
export const loginModal = { ...modal, bootstrap: [addWords, modal.bootstrap] };
