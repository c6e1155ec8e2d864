import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { createReactParcel } from '@site/ui';
import { AuthApp, type AuthAppProps } from './auth-app';
import { AuthEnvContext, browserAuthEnv } from './auth-env';
import { authTexts } from './locales';
import { authStyles } from './styles';
import { ForgotPasswordModal, type ForgotPasswordModalProps } from './forgot-password-modal';
import { LoginModal, type LoginModalProps } from './login-modal';
import { trackPreviousRoute } from './previous-route';

/** The auth pages, with the route the player came from (watched from the moment they mount). */
function AuthRoot(props: AuthAppProps) {
  const tracker = useRef<ReturnType<typeof trackPreviousRoute> | null>(null);
  // Before single-spa's routing event of this very navigation, which names the previous page.
  useLayoutEffect(() => {
    const t = trackPreviousRoute(window);
    tracker.current = t;
    return () => t.stop();
  }, []);
  const previous = useCallback(() => tracker.current?.get() ?? null, []);
  return <AuthApp {...props} previous={previous} />;
}

export const { bootstrap, mount, update, unmount } = createReactParcel<AuthAppProps>({ rootComponent: AuthRoot, texts: authTexts, styles: authStyles });

function ModalRoot(props: LoginModalProps) {
  const env = useMemo(() => browserAuthEnv(() => null), []);
  return (
    <AuthEnvContext.Provider value={env}>
      <LoginModal {...props} />
    </AuthEnvContext.Provider>
  );
}

/** The login modal as a parcel: the header mounts it on LoginRequested (props returnUrl, onClose). */
export const loginModal = createReactParcel<LoginModalProps>({ rootComponent: ModalRoot, texts: authTexts, styles: authStyles });

/** The forgot-password modal as a parcel (issue 15): the header mounts it on ForgotPasswordRequested (props onClose). */
export const forgotPasswordModal = createReactParcel<ForgotPasswordModalProps>({ rootComponent: ForgotPasswordModal, texts: authTexts, styles: authStyles });
