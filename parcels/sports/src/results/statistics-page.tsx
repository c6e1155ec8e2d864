import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StandingRow } from '@site/api';
import { useStores } from '@site/stores';
import { LoadState, useLoaded } from '@site/ui';
import { ResultList } from './results-page';
import { resultsApi } from './results-api';

/** `statistic`: the champs with a table, each opening its statistics. */
export const StatisticPage = observer(function StatisticPage() {
  const { t } = useTranslation('sports');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded((signal) => resultsApi(api, signal).champs(lang), [api, lang]);
  return (
    <section data-testid="statistic-page">
      <h1>{t('stats_title')}</h1>
      <LoadState state={state} testIdPrefix="stats">
        {(champs) =>
          champs.length === 0 ? (
            <p data-testid="stats-none">{t('stats_none')}</p>
          ) : (
            <ul>
              {champs.map((c) => (
                <li key={c.id} data-testid="stats-champ-link">
                  <a href={`/${lang}/statisticpopup/champ/${c.id}`}>
                    {c.sportName}. {c.name}
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
});

/** `statisticpopup/game/<id>` or `statisticpopup/champ/<id>` (the splat of `statisticpopup/*`). */
export function popupTarget(splat: string | undefined): { kind: 'game' | 'champ'; id: number } | null {
  const m = /^(game|champ)\/([1-9]\d{0,8})$/.exec(splat ?? '') ?? /^()([1-9]\d{0,8})$/.exec(splat ?? '');
  if (!m) return null;
  return { kind: m[1] === 'champ' ? 'champ' : 'game', id: Number(m[2]) };
}

export const StatisticPopup = observer(function StatisticPopup({ splat }: { splat: string | undefined }) {
  const { t } = useTranslation('sports');
  const { api, settings } = useStores();
  const lang = settings.language;
  const target = popupTarget(splat);
  const state = useLoaded(
    async (signal) => {
      if (!target) return null;
      const client = resultsApi(api, signal);
      return target.kind === 'game' ? { kind: 'game' as const, stats: await client.game(target.id, lang) } : { kind: 'champ' as const, stats: await client.champ(target.id, lang) };
    },
    [api, lang, target?.kind, target?.id],
  );
  return (
    <section data-testid="statistic-popup">
      <h1>{t('stats_title')}</h1>
      <LoadState state={state} testIdPrefix="stats">
        {(v) =>
          v === null || v.stats === null ? (
            <p data-testid="stats-not-found">{t('stats_not_found')}</p>
          ) : v.kind === 'champ' ? (
            <>
              <h2>{v.stats.champName}</h2>
              <Standings rows={v.stats.standings} />
            </>
          ) : (
            <>
              <h2>
                {v.stats.game.opponents[0]} — {v.stats.game.opponents[1]}
              </h2>
              <p>{v.stats.champName}</p>
              <h3>{t('stats_h2h')}</h3>
              <div data-testid="stats-h2h">{v.stats.headToHead.length === 0 ? <p>{t('stats_none')}</p> : <ResultList champs={[{ id: 0, sportId: 0, sportName: '', name: v.stats.champName, games: v.stats.headToHead }]} />}</div>
              <h3>{t('stats_form')}</h3>
              <p data-testid="stats-form-home">
                {v.stats.game.opponents[0]}: {v.stats.form[0].join(' ')}
              </p>
              <p data-testid="stats-form-away">
                {v.stats.game.opponents[1]}: {v.stats.form[1].join(' ')}
              </p>
              <Standings rows={v.stats.standings} />
            </>
          )
        }
      </LoadState>
    </section>
  );
});

function Standings({ rows }: { rows: StandingRow[] }) {
  const { t } = useTranslation('sports');
  return (
    <div data-testid="stats-standings">
      <h3>{t('stats_standings')}</h3>
      {rows.length === 0 ? (
        <p>{t('stats_none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('stats_team')}</th>
              <th>{t('stats_played')}</th>
              <th>{t('stats_won')}</th>
              <th>{t('stats_drawn')}</th>
              <th>{t('stats_lost')}</th>
              <th>{t('stats_goals')}</th>
              <th>{t('stats_points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.team} data-testid="stats-row">
                <td>{i + 1}</td>
                <td>{r.team}</td>
                <td>{r.played}</td>
                <td>{r.won}</td>
                <td>{r.drawn}</td>
                <td>{r.lost}</td>
                <td>
                  {r.scored}:{r.conceded}
                </td>
                <td>{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
