import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type RootStore } from '@site/stores';
import { CasinoLinks, EventsBlock, PromoStrip } from './home-blocks';
import { HomeStore } from './home-store';

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

/**
 * The home page: the registration widget for guests (spec 1 §2: shown when the user is not
 * logged in), the promotions strip, live games now and the top events with their main odds
 * (a click puts the bet in the coupon), a few casino games, and the right column.
 */
export const Home = observer(function Home() {
  const root = useStores();
  const { user, settings } = root;
  const { t } = useTranslation('home');
  const [home] = useState(() => new HomeStore(root.api));
  const lang = settings.language;
  useEffect(() => void home.load(lang), [home, lang]);
  const right = isHomeRightColumnShown(root);
  return (
    <section className="home" data-testid="home-app" data-lang={lang}>
      <div className="home__main">
        <h1>{t('title')}</h1>
        {user.isAuthorized ? (
          <p className="home__welcome" data-testid="home-welcome">
            {t('welcome')}
          </p>
        ) : (
          <aside className="registration-widget" data-testid="registration-widget">
            <div>
              <h2>{t('registration_widget_title')}</h2>
              <p>{t('registration_widget_text')}</p>
            </div>
            <a href={`/${lang}/registration`}>{t('common:register')}</a>
          </aside>
        )}
        <PromoStrip block={home.promotions} lang={lang} />
        <EventsBlock id="live" title={t('live_now')} block={home.live} lang={lang} moreHref={`/${lang}/live`} />
        <EventsBlock id="top" title={t('top_events')} block={home.top} lang={lang} moreHref={`/${lang}/line/top-events`} />
        <CasinoLinks block={home.casino} lang={lang} />
      </div>
      {right && (
        <aside className="home__right" data-testid="home-right-column">
          <h2>{t('right_title')}</h2>
          <p>{t('right_text')}</p>
        </aside>
      )}
    </section>
  );
});
