import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { LoginModalSlot } from './login-modal-slot';
import { ForgotPasswordModalSlot } from './forgot-password-modal-slot';
import { UserMenu } from './user-menu';
import { AccountBox } from './account-box';
import { LanguageSwitcher } from './language-switcher';

/** The site's header: the brand, the products, languages, and the player's balance and menu (or log in). */
export const Header = observer(function Header() {
  const { settings, user } = useStores();
  const { t } = useTranslation('header');
  const lang = settings.language;
  return (
    <div className="site-header" data-testid="header">
      <a className="site-header__brand" href={`/${lang}`}>
        {t('common:brand')}
      </a>
      <nav className="site-header__nav" aria-label={t('nav_label')}>
        <a href={`/${lang}/line`}>{t('nav_line')}</a>
        <a href={`/${lang}/live`}>{t('nav_live')}</a>
        <a href={`/${lang}/casino`}>{t('nav_casino')}</a>
      </nav>
      <div className="site-header__end">
        <LanguageSwitcher />
        {user.isAuthorized && <AccountBox />}
        <div className="site-header__user" data-testid="header-user">
          <UserMenu />
          <LoginModalSlot />
          <ForgotPasswordModalSlot />
        </div>
      </div>
    </div>
  );
});
