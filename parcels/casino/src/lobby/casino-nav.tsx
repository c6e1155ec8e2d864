import { useTranslation } from 'react-i18next';
import { CASINO_CATEGORIES, CASINO_GAME_PAGE_SECTIONS, CASINO_SECTIONS } from '@site/api';
import { useCasino } from '../casino-context';

/** The path of a section's page in the route table (slots, casino and keno are `:section`; the others have their own). */
export const sectionPath = (lang: string, section: string) => `/${lang}/${section}`;

const hasSubcategories = (section: string | undefined) => (CASINO_GAME_PAGE_SECTIONS as readonly string[]).includes(section ?? '');

/** Every section, the casino's other pages, and a section's subcategories under it. */
export function CasinoNav({ section, category }: { section?: string | undefined; category?: string | undefined }) {
  const { t } = useTranslation('casino');
  const { lang } = useCasino();
  const current = (on: boolean) => (on ? ('page' as const) : undefined);
  return (
    <>
      <nav className="casino-nav" data-testid="casino-nav" aria-label={t('nav_label')}>
        <a href={`/${lang}/casino-lobby`}>{t('lobby')}</a>
        {CASINO_SECTIONS.map((s) => (
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
}
