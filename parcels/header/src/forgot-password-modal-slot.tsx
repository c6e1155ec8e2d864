import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ForgotPasswordRequested, UserLoggedIn } from '@site/bus';
import { useStores } from '@site/stores';
import { RemoteSlot } from '@site/ui';

/** The query flag that opens the forgot-password modal for guests (`/forgotpassword` redirects to it). */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/** Does this page's query ask for the modal (`?showForgotPasswordModal=1`)? */
export function asksForForgotPassword(search: string): boolean {
  return new URLSearchParams(search).get(FORGOT_PASSWORD_QUERY) === '1';
}

/**
 * Opens the auth unit's forgot-password modal (issue 15) on ForgotPasswordRequested (the login
 * form's "Forgot password?") or, for a guest, when the page was opened with
 * `?showForgotPasswordModal=1` (once the session is known; the flag is then taken off the
 * address, so a reload does not open it again). A sign-in closes it.
 */
export const ForgotPasswordModalSlot = observer(function ForgotPasswordModalSlot({ search = () => window.location.search, dropQueryFlag = dropFromAddress }: {
  search?: () => string;
  dropQueryFlag?: () => void;
}) {
  const { bus, user } = useStores();
  const [open, setOpen] = useState(0);
  const [fromQuery, setFromQuery] = useState(() => asksForForgotPassword(search()));

  useEffect(() => {
    const subscriptions = [bus.subscribe(ForgotPasswordRequested, () => setOpen((n) => n + 1)), bus.subscribe(UserLoggedIn, () => setOpen(0))];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [bus]);

  const guest = user.sessionLoaded && !user.isAuthorized;
  useEffect(() => {
    if (!fromQuery || !user.sessionLoaded) return;
    setFromQuery(false);
    dropQueryFlag();
    if (guest) setOpen((n) => n + 1);
  }, [fromQuery, guest, user.sessionLoaded, dropQueryFlag]);

  const close = useCallback(() => setOpen(0), []);
  const props = useMemo(() => ({ onClose: close }), [close]);
  if (open === 0) return null;
  return <RemoteSlot key={open} name="@site/app-auth" exportName="forgotPasswordModal" props={props} onFailed={close} className="site-header__login-modal" testId="forgot-password-modal-slot" />;
});

function dropFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(FORGOT_PASSWORD_QUERY)) return;
  url.searchParams.delete(FORGOT_PASSWORD_QUERY);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
