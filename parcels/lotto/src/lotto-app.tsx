import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { CataloguePage, GamePage } from './lotto-pages';
import { LottoTicketsPage, ResultsPage } from './lotto-results';
import { TotoDrawsPage, TotoPage, TotoTicketsPage } from './toto-pages';

export interface LottoRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
}

/** The page a route shows (the route table: `lotto/:sectionName?/:lottoId?`, `toto/:section?`, `toto/:section/:subpage`). */
function page(route: LottoRouteProps | undefined) {
  const p = route?.params ?? {};
  if (route?.name === 'toto') return <TotoPage section={p.section ?? 'main'} />;
  if (route?.name === 'toto-subpage') {
    const section = p.section ?? 'main';
    if (p.subpage === 'draws') return <TotoDrawsPage />;
    if (p.subpage === 'coupons') return <TotoTicketsPage />;
    return <TotoPage section={section} nomineesOnly />;
  }
  const section = p.sectionName;
  if (section === undefined || (section === 'catalogue' && p.lottoId === undefined)) return <CataloguePage />;
  if ((section === 'catalogue' || section === 'view') && p.lottoId !== undefined) return <GamePage id={p.lottoId} />;
  if (section === 'results') return <ResultsPage id={p.lottoId} />;
  if (section === 'tickets') return <LottoTicketsPage />;
  return <NotFound />;
}

export function LottoApp({ route }: { route?: LottoRouteProps }) {
  const { t } = useTranslation('lotto');
  return (
    <div className="lotto" data-testid="lotto-app">
      <LottoNav current={route} />
      <p className="lotto__demo" data-testid="lotto-demo">
        {t('demo')}
      </p>
      {page(route)}
    </div>
  );
}

function LottoNav({ current }: { current: LottoRouteProps | undefined }) {
  const { t } = useTranslation('lotto');
  const lang = useStores().settings.language;
  const links: [string, string][] = [
    ['nav_lotto', 'lotto'],
    ['nav_results', 'lotto/results'],
    ['nav_tickets', 'lotto/tickets'],
    ['nav_toto', 'toto/main'],
    ['nav_toto_nominees', 'toto/main/nonimees'],
    ['nav_toto_draws', 'toto/main/draws'],
    ['nav_toto_coupons', 'toto/main/coupons'],
  ];
  const path = current ? currentPath(current) : '';
  return (
    <nav className="site-pills lotto__nav" data-testid="lotto-nav" aria-label={t('nav_label')}>
      {links.map(([key, to]) => (
        <a key={key} href={`/${lang}/${to}`} aria-current={path === to ? 'page' : undefined}>
          {t(key)}
        </a>
      ))}
    </nav>
  );
}

function currentPath(r: LottoRouteProps): string {
  const p = r.params;
  if (r.name === 'toto') return `toto/${p.section ?? 'main'}`;
  if (r.name === 'toto-subpage') return `toto/${p.section ?? 'main'}/${p.subpage ?? ''}`;
  return ['lotto', p.sectionName, p.lottoId].filter(Boolean).join('/');
}

function NotFound() {
  const { t } = useTranslation('lotto');
  return <p data-testid="lotto-not-found">{t('not_found')}</p>;
}
