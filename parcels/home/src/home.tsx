import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { useStores } from '@site/stores';

/** Spec 1 §2: the registration widget shows when the user is not logged in. */
export const Home = observer(function Home() {
  const { user, settings } = useStores();
  const t = useT();
  return (
    <section className="home" data-testid="home-app" data-lang={settings.language}>
      <h1>{t('home_title')}</h1>
      {user.isAuthorized ? (
        <p data-testid="home-welcome">{t('home_welcome')}</p>
      ) : (
        <aside className="registration-widget" data-testid="registration-widget">
          <h2>{t('registration_widget_title')}</h2>
          <p>{t('registration_widget_text')}</p>
          <a href={`/${settings.language}/registration`}>{t('register')}</a>
        </aside>
      )}
    </section>
  );
});
