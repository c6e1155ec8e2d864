import { useTranslation } from 'react-i18next';
import { TIME_FILTERS, type TimeFilter } from '@site/api';

/** The filters that ask for games in a period: 2 the first, 3 the second. */
const PERIOD_OF_FILTER: Partial<Record<TimeFilter, number>> = { 2: 1, 3: 2 };

/**
 * The filters worth offering: a period filter only while some game is in that period (it
 * would return nothing else); the chosen one always, so the player sees what is applied.
 */
export function offeredFilters(value: TimeFilter, periods: readonly number[]): TimeFilter[] {
  return TIME_FILTERS.filter((tf) => {
    const period = PERIOD_OF_FILTER[tf];
    return period === undefined || tf === value || periods.includes(period);
  });
}

/**
 * Spec 2 §3 time filter codes, as links: the filter is part of the URL (`?timeFilter=`), so a
 * filtered page can be shared and the back button undoes a choice.
 */
export function TimeFilterBar({
  value,
  hrefOf,
  periods,
}: {
  value: TimeFilter;
  hrefOf: (tf: TimeFilter) => string;
  periods: readonly number[];
}) {
  const { t } = useTranslation('sports');
  return (
    <nav className="site-pills sports-time-filter" data-testid="time-filter" aria-label={t('time_filter')}>
      {offeredFilters(value, periods).map((tf) => (
        <a key={tf} href={hrefOf(tf)} data-filter={tf} aria-current={tf === value ? 'true' : undefined}>
          {t(`time_${tf}`)}
        </a>
      ))}
    </nav>
  );
}
