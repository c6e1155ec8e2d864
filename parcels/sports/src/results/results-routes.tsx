import type { RouteProps } from '../route-view';
import { ChampResultsPage, ResultsPage } from './results-page';
import { StatisticPage, StatisticPopup } from './statistics-page';

/** The results and statistics routes of the sports application; null for every other route. */
export function resultsPageFor(route: RouteProps | undefined) {
  const p = route?.params ?? {};
  switch (route?.name) {
    case 'results':
      return <ResultsPage mode={p.mode} />;
    case 'section-champs':
      return <ChampResultsPage champId={p.champId !== undefined && /^[1-9]\d{0,8}$/.test(p.champId) ? Number(p.champId) : undefined} />;
    case 'statistic':
      return <StatisticPage />;
    case 'statistic-popup':
      return <StatisticPopup splat={p.splat} />;
    default:
      return null;
  }
}
