import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, type RootStore } from '@site/stores';

/** settings/config global.appViewType of the Asian view. */
export const ASIAN_APP_VIEW_TYPE = 1;

/**
 * Spec 1 §2 "Layout rules on the home page": "The right column shows. It is shown only when
 * there are no coupon bets (the asian view ignores the bets condition)."
 *
 * Our reading: "the right column" here is the home page's own right-hand column (its
 * promotional block), not the layout's right column, which holds the coupon itself and must
 * stay whenever the coupon has bets (hiding the coupon because it has bets would make the
 * bets impossible to place). Once the player has bets, the coupon needs the attention and
 * the width, so the home page's column steps aside; the Asian view keeps it regardless.
 */
export function isHomeRightColumnShown(root: Pick<RootStore, 'coupon' | 'settings'>): boolean {
  const asian = root.settings.siteConfig?.global?.appViewType === ASIAN_APP_VIEW_TYPE;
  return asian || root.coupon.betCount === 0;
}

/** Spec 1 §2: the registration widget shows when the user is not logged in. */
export const Home = observer(function Home() {
  const root = useStores();
  const { user, settings } = root;
  const { t } = useTranslation('home');
  const right = isHomeRightColumnShown(root);
  return (
    <section className="home" data-testid="home-app" data-lang={settings.language} style={{ display: 'flex', gap: 24 }}>
      <div className="home__main" style={{ flex: 1, minWidth: 0 }}>
        <h1>{t('title')}</h1>
        {user.isAuthorized ? (
          <p data-testid="home-welcome">{t('welcome')}</p>
        ) : (
          <aside className="registration-widget" data-testid="registration-widget">
            <h2>{t('registration_widget_title')}</h2>
            <p>{t('registration_widget_text')}</p>
            <a href={`/${settings.language}/registration`}>{t('common:register')}</a>
          </aside>
        )}
      </div>
      {right && (
        <aside className="home__right" data-testid="home-right-column" style={{ width: 240, flex: 'none' }}>
          <h2>{t('right_title')}</h2>
          <p>{t('right_text')}</p>
        </aside>
      )}
    </section>
  );
});
