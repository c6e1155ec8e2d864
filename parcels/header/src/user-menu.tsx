import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LoginRequested } from '@site/bus';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Modal } from '@site/ui';
import { pageNeedsAuth } from './needs-auth';

export interface PageLocation {
  pathname: string;
  assign(url: string): void;
  reload(): void;
}

/**
 * Log in (opens the login modal through the bus) or log out. Logout asks 'you sure?' with
 * 'logout' and 'cancel' (spec 1 §8); then (spec 2 §4) it disconnects and goes home when the
 * page needs auth, else reloads; a failed logout reloads too.
 */
export const UserMenu = observer(function UserMenu({ location = window.location }: { location?: PageLocation }) {
  const { t } = useTranslation('header');
  const { user, settings, api, bus } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const lang = settings.language;

  if (!user.isAuthorized) {
    return (
      <a
        href={`/${lang}/user/login`}
        data-testid="header-login"
        onClick={(e) => {
          e.preventDefault();
          bus.publish(new LoginRequested({}));
        }}
      >
        {t('common:login')}
      </a>
    );
  }

  const logout = async () => {
    setBusy(true);
    try {
      await api.post('web:/auth/disconnect');
    } catch {
      location.reload();
      return;
    }
    user.setUserId(null);
    if (pageNeedsAuth(location.pathname)) location.assign(`/${lang}`);
    else location.reload();
  };

  return (
    <span className="site-header__user-menu">
      <span data-testid="header-user-id">#{user.userId}</span>
      <a href={`/${lang}/office/history`} data-testid="header-history">
        {t('common:bets_history')}
      </a>
      <button type="button" data-testid="header-logout" onClick={() => setConfirming(true)}>
        {t('common:logout')}
      </button>
      {confirming && (
        <Modal
          title={t('logout_confirm_title')}
          role="alertdialog"
          closeOnBackdrop={false}
          onClose={() => !busy && setConfirming(false)}
          testId="logout-confirm"
          className="site-header__confirm"
        >
          <button type="button" data-testid="logout-confirm-yes" disabled={busy} onClick={() => void logout()}>
            {t('common:logout')}
          </button>
          <button type="button" data-testid="logout-confirm-cancel" disabled={busy} onClick={() => setConfirming(false)}>
            {t('common:cancel')}
          </button>
        </Modal>
      )}
    </span>
  );
});
