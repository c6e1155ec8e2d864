import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LottoGame, type Message, messageOf } from '@site/api';
import { useStores } from '@site/stores';
import { Button, DateTime, LoadState, MessageText, Money, useFormat, useLoaded } from '@site/ui';
import { lottoApi } from './lotto-api';
import { DrawRow } from './lotto-results';

/** `lotto`, `lotto/catalogue`: the draw games with their next draw and price. */
export const CataloguePage = observer(function CataloguePage() {
  const { t } = useTranslation('lotto');
  const { api, settings, accounts } = useStores();
  const state = useLoaded((signal) => lottoApi(api, signal).games(), [api, accounts.activeAccount?.iso]);
  return (
    <section data-testid="lotto-catalogue">
      <h1>{t('catalogue_title')}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(games) => (
          <ul className="lotto-games">
            {games.map((g) => (
              <li key={g.id} className="site-card" data-testid="lotto-game" data-game={g.id}>
                <h2>{t('game_name', { pick: g.pick, of: g.of })}</h2>
                <p>
                  {t('next_draw')}: <DateTime value={g.nextDraw.drawAt} />
                </p>
                <p>
                  {t('price')}: <Money amount={g.price} currency={g.currency} />
                </p>
                <a className="site-btn site-btn--primary" href={`/${settings.language}/lotto/view/${g.slug}`} data-testid="lotto-play">
                  {t('play')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
});

/** `lotto/view/<slug or id>`: pick numbers and buy a ticket for the next draw; the latest results. */
export const GamePage = observer(function GamePage({ id }: { id: string }) {
  const { t } = useTranslation('lotto');
  const { api, accounts } = useStores();
  const [round, setRound] = useState(0);
  const state = useLoaded((signal) => lottoApi(api, signal).game(id), [api, id, round, accounts.activeAccount?.iso]);
  return (
    <section data-testid="lotto-game-page">
      <LoadState state={state} testIdPrefix="lotto">
        {(found) =>
          found === null ? (
            <p data-testid="lotto-not-found">{t('not_found')}</p>
          ) : (
            <>
              <TicketForm game={found.game} onBought={() => setRound((r) => r + 1)} />
              <div className="site-card">
                <h2>{t('results_title')}</h2>
                {found.results.length === 0 ? (
                  <p className="lotto-note">{t('no_results')}</p>
                ) : (
                  <ul className="lotto-list">
                    {found.results.map((d) => (
                      <DrawRow key={d.id} draw={d} />
                    ))}
                  </ul>
                )}
              </div>
            </>
          )
        }
      </LoadState>
    </section>
  );
});

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'bought'; id: number } | { kind: 'error'; message: Message };

const TicketForm = observer(function TicketForm({ game, onBought }: { game: LottoGame; onBought: () => void }) {
  const { t } = useTranslation('lotto');
  const { api, accounts, user } = useStores();
  const format = useFormat();
  const [picked, setPicked] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const toggle = (n: number) =>
    setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < game.pick ? [...p, n].sort((a, b) => a - b) : p));
  const quickPick = () => {
    const all = Array.from({ length: game.of }, (_, i) => i + 1);
    const out: number[] = [];
    const random = new Uint32Array(game.pick);
    globalThis.crypto.getRandomValues(random);
    for (const r of random) out.push(...all.splice(r % all.length, 1));
    setPicked(out.sort((a, b) => a - b));
  };
  const buy = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const ticket = await lottoApi(api).buy(game.id, picked);
      setOutcome(ticket ? { kind: 'bought', id: ticket.id } : { kind: 'idle' });
      setPicked([]);
      void accounts.load();
      onBought();
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error) });
    }
  };
  return (
    <div className="site-card" data-testid="lotto-ticket-form" data-game={game.id}>
      <h1>{t('game_name', { pick: game.pick, of: game.of })}</h1>
      <p className="lotto-meta">
        {t('next_draw')}: <DateTime value={game.nextDraw.drawAt} /> · {t('price')}: <Money amount={game.price} currency={game.currency} />
      </p>
      <p className="lotto-meta" data-testid="lotto-seed-hash">
        {t('seed_hash')}: <code>{game.nextDraw.seedHash}</code>
      </p>
      <p>{t('pick_numbers', { pick: game.pick })}</p>
      <div role="group" aria-label={t('pick_numbers', { pick: game.pick })} className="lotto-numbers">
        {Array.from({ length: game.of }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className="lotto-number"
            data-testid={`lotto-number-${n}`}
            aria-pressed={picked.includes(n)}
            onClick={() => toggle(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <p className="lotto-note" data-testid="lotto-picked">
        {t('picked', { count: picked.length, pick: game.pick })}
      </p>
      <div className="lotto-actions">
        <Button testId="lotto-quick-pick" onClick={quickPick}>
          {t('quick_pick')}
        </Button>
        <Button variant="ghost" testId="lotto-clear" onClick={() => setPicked([])}>
          {t('clear')}
        </Button>
        {user.isAuthorized ? (
          <Button
            variant="primary"
            testId="lotto-buy"
            disabled={picked.length !== game.pick || outcome.kind === 'busy'}
            onClick={() => void buy()}
          >
            {t('buy')}
          </Button>
        ) : (
          <p className="lotto-note" data-testid="lotto-login">
            {t('login_to_play')}
          </p>
        )}
      </div>
      {outcome.kind === 'bought' && (
        <p className="lotto-success" data-testid="lotto-bought">
          {t('bought', { id: outcome.id })}
        </p>
      )}
      {outcome.kind === 'error' && (
        <p className="lotto-error" role="alert" data-testid="lotto-buy-error">
          <MessageText message={outcome.message} />
        </p>
      )}
      <h2>{t('prize_tiers')}</h2>
      <ul className="lotto-list">
        {game.tiers.map((x) => (
          <li key={x.matches}>{t('tier', { matches: x.matches, multiplier: format.number(x.multiplier) })}</li>
        ))}
      </ul>
    </div>
  );
});
