import { useCallback, useEffect, useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ForgotPasswordRequested, LoginRequested, UserLoggedIn } from '@site/bus';
import { useStores } from '@site/stores';
import { RemoteSlot } from '@site/ui';

/**
 * Opens the auth unit's login modal on LoginRequested, from any parcel, through the shell's
 * loader (the header never imports the auth unit's code). A sign-in elsewhere closes it; if
 * the auth unit cannot be loaded, the login page is the fallback.
 */
export function LoginModalSlot({ navigate = navigateToUrl }: { navigate?: (url: string) => void }) {
  const { bus, settings } = useStores();
  const [request, setRequest] = useState<{ returnUrl?: string; n: number } | null>(null);

  useEffect(() => {
    const subscriptions = [
      bus.subscribe(LoginRequested, (e) => setRequest((r) => ({ ...e.payload, n: (r?.n ?? 0) + 1 }))),
      bus.subscribe(UserLoggedIn, () => setRequest(null)),
      // "Forgot password?" in the login modal: the forgot-password modal takes its place
      bus.subscribe(ForgotPasswordRequested, () => setRequest(null)),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [bus]);

  const close = useCallback(() => setRequest(null), []);
  const returnUrl = request?.returnUrl;
  const props = useMemo(() => ({ ...(returnUrl !== undefined && { returnUrl }), onClose: close }), [returnUrl, close]);
  const failed = useCallback(() => {
    setRequest(null);
    const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
    navigate(`/${settings.language}/user/login${query}`);
  }, [returnUrl, navigate, settings]);

  if (!request) return null;
  return (
    <RemoteSlot
      key={request.n}
      name="@site/app-auth"
      exportName="loginModal"
      props={props}
      onFailed={failed}
      className="site-header__login-modal"
      testId="login-modal-slot"
    />
  );
}
