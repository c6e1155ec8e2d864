import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CASINO_CATEGORIES, CASINO_GAME_PAGE_SECTIONS, CASINO_SECTIONS } from '@site/api';
import { defaultSiteFlags, routeFeatures, siteFlagsFromConfig } from '@site/routes';
import { useStores } from '@site/stores';
import { useCasino } from '../casino-context';

/** The path of a section's page in the route table (slots, casino and keno are `:section`; the others have their own). */
export const sectionPath = (lang: string, section: string) => `/${lang}/${section}`;

const hasSubcategories = (section: string | undefined) => (CASINO_GAME_PAGE_SECTIONS as readonly string[]).includes(section ?? '');

/** Sections whose page needs a feature of the site config (fast-games, crash-games): shown only when it is on, as the route table has them 404 otherwise. */
const gated = (section: string) => (routeFeatures as readonly string[]).includes(section);

/** Every section the site shows, the casino's other pages, and a section's subcategories under it. */
export const CasinoNav = observer(function CasinoNav({
  section,
  category,
}: {
  section?: string | undefined;
  category?: string | undefined;
}) {
  const { t } = useTranslation('casino');
  const { lang } = useCasino();
  const config = useStores().settings.siteConfig;
  const features = (config ? siteFlagsFromConfig(config) : defaultSiteFlags).features;
  const sections = CASINO_SECTIONS.filter((s) => !gated(s) || features.includes(s));
  const current = (on: boolean) => (on ? ('page' as const) : undefined);
  return (
    <>
      <nav className="casino-nav" data-testid="casino-nav" aria-label={t('nav_label')}>
        <a href={`/${lang}/casino-lobby`}>{t('lobby')}</a>
        {sections.map((s) => (
          <a key={s} href={sectionPath(lang, s)} aria-current={current(s === section && !category)} data-testid={`casino-section-${s}`}>
            {t(`section.${s}`)}
          </a>
        ))}
        <a href={`/${lang}/providers`}>{t('providers')}</a>
        <a href={`/${lang}/my-casino`}>{t('my_casino')}</a>
        <a href={`/${lang}/my-casino/favorites`}>{t('favorites')}</a>
        <a href={`/${lang}/bonus/casino/tournaments`}>{t('tournaments')}</a>
        <a href={`/${lang}/casino-search`} data-testid="casino-search-link">
          {t('search')}
        </a>
      </nav>
      {hasSubcategories(section) && (
        <nav className="casino-nav" data-testid="casino-subcategories" aria-label={t('subcategories_label')}>
          {CASINO_CATEGORIES.map((c) => (
            <a
              key={c}
              href={`${sectionPath(lang, section as string)}/${c}`}
              aria-current={current(c === category)}
              data-testid={`casino-category-${c}`}
            >
              {t(`category.${c}`)}
            </a>
          ))}
        </nav>
      )}
    </>
  );
});
