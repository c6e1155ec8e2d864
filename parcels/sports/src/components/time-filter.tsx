import { useTranslation } from 'react-i18next';
import { TIME_FILTERS, type TimeFilter } from '@site/api';

/**
 * Spec 2 §3 time filter codes, as links: the filter is part of the URL (`?timeFilter=`), so a
 * filtered page can be shared and the back button undoes a choice.
 */
export function TimeFilterBar({ value, hrefOf }: { value: TimeFilter; hrefOf: (tf: TimeFilter) => string }) {
  const { t } = useTranslation('sports');
  return (
    <nav className="sports-time-filter" data-testid="time-filter" aria-label={t('time_filter')}>
      {TIME_FILTERS.map((tf) => (
        <a
          key={tf}
          href={hrefOf(tf)}
          data-filter={tf}
          aria-current={tf === value ? 'true' : undefined}
          className={tf === value ? 'is-active' : undefined}
        >
          {t(`time_${tf}`)}
        </a>
      ))}
    </nav>
  );
}
