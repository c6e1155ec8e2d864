import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LoginRequested } from '@site/bus';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Button, Modal } from '@site/ui';

/**
 * Log in (opens the login modal through the bus) or log out. Logout (spec 2 §4) is the user
 * store's: disconnect, then the root config clears cookies and ban level and leaves the page
 * (home when it needs auth, else a reload; a failed logout reloads). With bets in the coupon it
 * first asks 'you sure?' with 'logout' and 'cancel' (spec 1 §8), in the site's Modal.
 */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation('header');
  const { user, settings, coupon, bus } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const lang = settings.language;

  if (!user.isAuthorized) {
    return (
      <a
        href={`/${lang}/user/login`}
        className="site-btn site-btn--primary site-btn--sm"
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
    await user.logout();
    setBusy(false);
    setConfirming(false);
  };

  return (
    <span className="site-header__user-menu">
      {/* the player's login (issue 22: never his number); empty until the session says it */}
      <a className="site-header__login" href={`/${lang}/office/account`} data-testid="header-user-id">
        {user.login ?? ''}
      </a>
      <a href={`/${lang}/office/history`} data-testid="header-history">
        {t('common:bets_history')}
      </a>
      <Button variant="ghost" size="sm" testId="header-logout" onClick={() => (coupon.bets.length > 0 ? setConfirming(true) : void logout())}>
        {t('common:logout')}
      </Button>
      {confirming && (
        <Modal
          title={t('logout_confirm_title')}
          role="alertdialog"
          closeOnBackdrop={false}
          onClose={() => !busy && setConfirming(false)}
          testId="logout-confirm"
          className="site-header__confirm"
        >
          <div className="site-header__confirm-actions">
            <Button variant="danger" testId="logout-confirm-yes" disabled={busy} onClick={() => void logout()}>
              {t('common:logout')}
            </Button>
            <Button testId="logout-confirm-cancel" disabled={busy} onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </Button>
          </div>
        </Modal>
      )}
    </span>
  );
});
