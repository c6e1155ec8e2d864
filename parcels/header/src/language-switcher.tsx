import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { isSupportedLanguage } from '@site/i18n';
import { AUTHORISED_COOKIE, inLanguage, languageSettings, readCookie, selectableLanguages } from '@site/routes';
import { useStores } from '@site/stores';

/**
 * The languages this visitor may choose (the site config's, less those hidden for guests unless
 * a session or the `ua` cookie marks him authorised: spec 2 §5), each in itself. A choice opens
 * the same page under the new language's prefix; the routing then switches the page's language.
 */
export const LanguageSwitcher = observer(function LanguageSwitcher({ navigate = navigateToUrl }: { navigate?: (url: string) => void }) {
  const { settings, user } = useStores();
  const { t } = useTranslation('header');
  const offered = selectableLanguages({
    languages: languageSettings(settings.siteConfig),
    signedIn: user.isAuthorized,
    cookieAuthorised: (readCookie(document.cookie, AUTHORISED_COOKIE) ?? '') !== '',
  }).filter(isSupportedLanguage);
  return (
    <div className="site-header__langs" role="group" aria-label={t('common:language')}>
      {offered.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          title={t(`common:language_${l}`)}
          data-testid={`lang-${l}`}
          aria-pressed={l === settings.language}
          onClick={() => {
            const { pathname, search, hash } = window.location;
            navigate(inLanguage(pathname + search + hash, l));
          }}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
});
