import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime, Money } from '@site/ui';
import { useCasino } from '../casino-context';
import { CasinoNav } from './casino-nav';
import { GameGrid } from './game-grid';
import { demoTournaments, type Tournament } from './tournaments';
import { useGamePages } from './use-game-pages';

/** bonus/casino/tournaments: this week's tournaments (demo), each with its page. */
export function TournamentsPage() {
  const { t } = useTranslation('casino');
  const { clock, lang } = useCasino();
  const list = demoTournaments(clock.now());
  return (
    <section className="casino-app" data-testid="casino-tournaments">
      <header className="casino-head">
        <h1>{t('tournaments')}</h1>
        <span className="casino-demo-label">{t('tournaments_demo')}</span>
      </header>
      <CasinoNav />
      <ul className="casino-nav">
        {list.map((x) => (
          <li key={x.id} style={{ listStyle: 'none' }} data-testid="casino-tournament">
            <a href={`/${lang}/bonus/casino/tournaments/${x.id}`}>{t(`tournament.${x.theme}`)}</a>{' '}
            <Money amount={x.prizePool} currency={x.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** bonus/casino/tournaments/{id}: prize pool, end, the (demo) leaderboard and the games that count. */
export function TournamentPage({ id }: { id: string }) {
  const { t } = useTranslation('casino');
  const { clock, lang } = useCasino();
  const x = demoTournaments(clock.now()).find((it) => it.id === id);
  if (!x) {
    return (
      <section className="casino-app" data-testid="casino-tournament-missing">
        <p>{t('tournament_missing')}</p>
        <a href={`/${lang}/bonus/casino/tournaments`}>{t('tournaments')}</a>
      </section>
    );
  }
  return <TournamentView x={x} />;
}

function TournamentView({ x }: { x: Tournament }) {
  const { t } = useTranslation('casino');
  const { api } = useCasino();
  const load = useCallback(
    (page: number, limit: number, signal: AbortSignal) => api.games({ section: x.section, page, limit, sort: 'popularity' }, signal),
    [api, x.section],
  );
  const pages = useGamePages(load);
  return (
    <section className="casino-app" data-testid="casino-tournament-page" data-id={x.id}>
      <header className="casino-head">
        <h1>{t(`tournament.${x.theme}`)}</h1>
        <span className="casino-demo-label">{t('tournaments_demo')}</span>
      </header>
      <CasinoNav />
      <p>
        {t('prize_pool')}: <Money amount={x.prizePool} currency={x.currency} /> · {t('ends_at')}: <DateTime value={x.endsAt} />
      </p>
      <table className="casino-table" data-testid="casino-leaderboard">
        <tbody>
          {x.leaderboard.map((row) => (
            <tr key={row.place}>
              <td>{row.place}</td>
              <td>{row.player}</td>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('tournament_games', { section: t(`section.${x.section}`) })}</h2>
      <GameGrid pages={pages} />
    </section>
  );
}
