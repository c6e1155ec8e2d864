import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultChamp } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, LoadState, useLoaded } from '@site/ui';
import { resultsApi } from './results-api';

const NAV_STYLE = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' } as const;
const today = () => new Date().toISOString().slice(0, 10);

/** `results/{live|zone}?`: ended games of a day (a date picker), games in play, or the last 3 hours. */
export const ResultsPage = observer(function ResultsPage({ mode }: { mode: string | undefined }) {
  const { t } = useTranslation('sports');
  const { api, settings } = useStores();
  const lang = settings.language;
  const live = mode === 'live' ? 'live' : mode === 'zone' ? 'zone' : undefined;
  const [date, setDate] = useState(today);
  const state = useLoaded((signal) => resultsApi(api, signal).results({ lang, ...(live ? { mode: live } : { date }) }), [api, lang, live, date]);
  return (
    <section className="results" data-testid="results-page" data-mode={live ?? 'day'}>
      <h1>{t('results_title')}</h1>
      <nav style={NAV_STYLE} aria-label={t('results_title')}>
        <a href={`/${lang}/results`} aria-current={live === undefined ? 'page' : undefined}>
          {t('results_title')}
        </a>
        <a href={`/${lang}/results/live`} aria-current={live === 'live' ? 'page' : undefined}>
          {t('results_live')}
        </a>
        <a href={`/${lang}/results/zone`} aria-current={live === 'zone' ? 'page' : undefined}>
          {t('results_zone')}
        </a>
        <a href={`/${lang}/line/champs`}>{t('results_champs')}</a>
      </nav>
      {live === undefined && (
        <label>
          {t('results_date')} <input type="date" data-testid="results-date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
      )}
      <LoadState state={state} testIdPrefix="results">
        {(champs) => <BySport champs={champs} />}
      </LoadState>
    </section>
  );
});

/** The results of one sport or of all: the sports to choose from are those with results in the answer. */
function BySport({ champs }: { champs: ResultChamp[] }) {
  const { t } = useTranslation('sports');
  const [sportId, setSportId] = useState<number | null>(null);
  const sports = [...new Map(champs.map((c) => [c.sportId, c.sportName])).entries()];
  const shown = sportId === null ? champs : champs.filter((c) => c.sportId === sportId);
  return (
    <>
      {sports.length > 1 && (
        <label>
          {t('results_sport')}{' '}
          <select data-testid="results-sport" value={sportId ?? ''} onChange={(e) => setSportId(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('results_all_sports')}</option>
            {sports.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ResultList champs={shown} />
    </>
  );
}

/** Results by champ: each game with its score and the winning selections. */
export function ResultList({ champs }: { champs: ResultChamp[] }) {
  const { t } = useTranslation('sports');
  const lang = useStores().settings.language;
  if (champs.length === 0) return <p data-testid="results-none">{t('results_none')}</p>;
  return (
    <>
      {champs.map((c) => (
        <div key={c.id} data-testid="results-champ" data-champ={c.id}>
          <h2>
            {c.sportName}. {c.name}
          </h2>
          <table>
            <tbody>
              {c.games.map((g) => (
                <tr key={g.id} data-testid="results-game" data-game={g.id}>
                  <td>
                    <DateTime value={g.startTime} />
                  </td>
                  <td>
                    {g.opponents[0]} — {g.opponents[1]}
                  </td>
                  <td data-testid="results-score">
                    {g.score[0]}:{g.score[1]}
                  </td>
                  <td data-testid="results-winners">{g.winners.length > 0 && `${t('results_winners')}: ${g.winners.join(', ')}`}</td>
                  <td>
                    <a href={`/${lang}/statisticpopup/game/${g.id}`}>{t('stats_open')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

/** `:section/champs/:champId?`: the champs with results, or one champ's results of every day. */
export const ChampResultsPage = observer(function ChampResultsPage({ champId }: { champId: number | undefined }) {
  const { t } = useTranslation('sports');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded(
    async (signal) => {
      const client = resultsApi(api, signal);
      return champId === undefined ? { kind: 'list' as const, champs: await client.champs(lang) } : { kind: 'champ' as const, results: await client.results({ lang, champId }) };
    },
    [api, lang, champId],
  );
  return (
    <section className="results" data-testid="champ-results-page">
      <h1>{t('results_champs')}</h1>
      <LoadState state={state} testIdPrefix="results">
        {(v) =>
          v.kind === 'champ' ? (
            <>
              <a href={`/${lang}/line/champs`}>{t('results_all_champs')}</a>
              <ResultList champs={v.results} />
            </>
          ) : v.champs.length === 0 ? (
            <p data-testid="results-none">{t('results_none')}</p>
          ) : (
            <ul>
              {v.champs.map((c) => (
                <li key={c.id} data-testid="results-champ-link">
                  <a href={`/${lang}/line/champs/${c.id}`}>
                    {c.sportName}. {c.name}
                  </a>{' '}
                  <small>{c.games}</small>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
});
