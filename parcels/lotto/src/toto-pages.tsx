import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, messageOf, TOTO_BASE_PRICE, totoCombinations, type TotoDraw, type TotoPool } from '@site/api';
import { useStores } from '@site/stores';
import { Button, DateTime, LoadState, MessageText, Money, useLoaded } from '@site/ui';
import { lottoApi } from './lotto-api';
import { TicketsSection } from './tickets-section';

const OUTCOMES = ['1', 'X', '2'] as const;
/** A set of outcomes as the contract writes a pick: in 1, X, 2 order. */
const pickOf = (set: ReadonlySet<string>) => OUTCOMES.filter((o) => set.has(o)).join('');

/** `toto`, `toto/<section>`: the open draw, a ticket of picks; `toto/<section>/nonimees`: its events alone. */
export const TotoPage = observer(function TotoPage({ section, nomineesOnly = false }: { section: string; nomineesOnly?: boolean }) {
  const { t } = useTranslation('lotto');
  const { api, settings, accounts } = useStores();
  const [round, setRound] = useState(0);
  const state = useLoaded(
    (signal) => lottoApi(api, signal).totoCurrent(settings.language),
    [api, settings.language, round, accounts.activeAccount?.iso],
  );
  return (
    <section data-testid={nomineesOnly ? 'toto-nominees' : 'toto-page'} data-section={section}>
      <h1>{t('toto_title')}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(draw) =>
          draw === null ? (
            <p data-testid="toto-no-draw">{t('toto_no_draw')}</p>
          ) : (
            <TotoTicketForm key={draw.id} draw={draw} readOnly={nomineesOnly} onBought={() => setRound((r) => r + 1)} />
          )
        }
      </LoadState>
    </section>
  );
});

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'bought'; id: number } | { kind: 'error'; message: Message };

const TotoTicketForm = observer(function TotoTicketForm({
  draw,
  readOnly,
  onBought,
}: {
  draw: TotoDraw;
  readOnly: boolean;
  onBought: () => void;
}) {
  const { t } = useTranslation('lotto');
  const { api, accounts, user } = useStores();
  const [sets, setSets] = useState<ReadonlySet<string>[]>(() => draw.events.map(() => new Set<string>()));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const picks = sets.map(pickOf);
  const complete = picks.every((p) => p.length > 0);
  const combinations = complete ? totoCombinations(picks) : 0;
  const currency = accounts.activeAccount?.iso ?? draw.pools[0]?.currency ?? 'RUB';
  const toggle = (idx: number, o: string) =>
    setSets((all) =>
      all.map((s, i) => {
        if (i !== idx) return s;
        const next = new Set(s);
        if (next.has(o)) next.delete(o);
        else next.add(o);
        return next;
      }),
    );
  const buy = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const ticket = await lottoApi(api).totoBuy(draw.id, picks);
      setOutcome(ticket ? { kind: 'bought', id: ticket.id } : { kind: 'idle' });
      void accounts.load();
      onBought();
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error) });
    }
  };
  return (
    <div className="site-card" data-testid="toto-draw" data-draw={draw.id}>
      <p className="lotto-meta">
        {t('toto_draw', { id: draw.id })} · {t('toto_closes')}: <DateTime value={draw.closesAt} />
      </p>
      {draw.pools.map((p) => (
        <PoolLine key={p.currency} pool={p} />
      ))}
      <table className="lotto-table">
        <tbody>
          {draw.events.map((e, idx) => (
            <tr key={e.idx} data-testid="toto-event">
              <td>{e.idx + 1}</td>
              <td>
                {e.home} — {e.away}
                <br />
                <small>
                  {e.champ} · <DateTime value={e.startTime} />
                </small>
              </td>
              {!readOnly &&
                OUTCOMES.map((o) => (
                  <td key={o}>
                    <label>
                      <input
                        type="checkbox"
                        data-testid={`toto-pick-${e.idx}-${o}`}
                        checked={sets[idx]?.has(o) ?? false}
                        onChange={() => toggle(idx, o)}
                      />
                      {o}
                    </label>
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <>
          <p className="lotto-actions">
            {t('toto_combinations')}: <span data-testid="toto-combinations">{combinations}</span> · {t('toto_price')}:{' '}
            <span data-testid="toto-price">
              <Money amount={combinations * TOTO_BASE_PRICE} currency={currency} />
            </span>
          </p>
          {!complete && (
            <p className="lotto-note" data-testid="toto-pick-all">
              {t('toto_pick_all')}
            </p>
          )}
          {user.isAuthorized ? (
            <Button variant="primary" testId="toto-buy" disabled={!complete || outcome.kind === 'busy'} onClick={() => void buy()}>
              {t('toto_buy')}
            </Button>
          ) : (
            <p className="lotto-note" data-testid="lotto-login">
              {t('login_to_play')}
            </p>
          )}
          {outcome.kind === 'bought' && (
            <p className="lotto-success" data-testid="toto-bought">
              {t('toto_bought', { id: outcome.id, drawId: draw.id })}
            </p>
          )}
          {outcome.kind === 'error' && (
            <p className="lotto-error" role="alert" data-testid="toto-buy-error">
              <MessageText message={outcome.message} />
            </p>
          )}
        </>
      )}
    </div>
  );
});

function PoolLine({ pool }: { pool: TotoPool }) {
  const { t } = useTranslation('lotto');
  return (
    <div data-testid="toto-pool" data-currency={pool.currency}>
      <p className="lotto-meta">
        {t('toto_stakes')}: <Money amount={pool.stakes} currency={pool.currency} /> · {t('toto_pool')}:{' '}
        <Money amount={pool.pool} currency={pool.currency} /> · {t('toto_jackpot')}:{' '}
        <Money amount={pool.jackpot} currency={pool.currency} />
      </p>
      {pool.tiers.length > 0 && (
        <ul className="lotto-list">
          {pool.tiers.map((x) => (
            <li key={x.correct} data-testid="toto-tier">
              {t('toto_tier', { correct: x.correct, winners: x.winners })} <Money amount={x.perCombination} currency={pool.currency} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `toto/<section>/draws`: the latest draws with results and what each tier paid. */
export const TotoDrawsPage = observer(function TotoDrawsPage() {
  const { t } = useTranslation('lotto');
  const { api, settings } = useStores();
  const state = useLoaded((signal) => lottoApi(api, signal).totoDraws(settings.language), [api, settings.language]);
  return (
    <section data-testid="toto-draws">
      <h1>{t('nav_toto_draws')}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(draws) =>
          draws.length === 0 ? (
            <p className="lotto-note">{t('toto_no_draws')}</p>
          ) : (
            draws.map((d) => (
              <article key={d.id} className="site-card" data-testid="toto-past-draw" data-status={d.status}>
                <h2>
                  {t('toto_draw', { id: d.id })} · {t(`toto_status_${d.status}`)}
                </h2>
                <ol className="lotto-list">
                  {d.events.map((e) => (
                    <li key={e.idx}>
                      {e.home} — {e.away}:{' '}
                      <strong data-testid="toto-event-result">
                        {e.result === null ? '—' : e.result === 'void' ? t('void') : e.result}
                      </strong>
                    </li>
                  ))}
                </ol>
                {d.pools.map((p) => (
                  <PoolLine key={p.currency} pool={p} />
                ))}
              </article>
            ))
          )
        }
      </LoadState>
    </section>
  );
});

/** `toto/<section>/coupons`: the player's toto tickets. */
export const TotoTicketsPage = observer(function TotoTicketsPage() {
  const { t } = useTranslation('lotto');
  const { api } = useStores();
  return (
    <TicketsSection
      testId="toto-tickets"
      title={t('nav_toto_coupons')}
      rowTestId="toto-ticket"
      load={(signal) => lottoApi(api, signal).totoTickets()}
      cells={(x) => (
        <>
          <td>{t('toto_draw', { id: x.drawId })}</td>
          <td>
            {t('toto_picks')}: {x.picks.join(' ')}
          </td>
          <td>
            {t('toto_combinations')}: {x.combinations}
          </td>
          <td>{x.correct !== null && `${t('toto_correct')}: ${x.correct}`}</td>
        </>
      )}
    />
  );
});
