import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LottoGame, type Message, messageOf } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, LoadState, MessageText, Money, useLoaded } from '@site/ui';
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
          <ul>
            {games.map((g) => (
              <li key={g.id} data-testid="lotto-game" data-game={g.id}>
                <h2>{t('game_name', { pick: g.pick, of: g.of })}</h2>
                <p>
                  {t('next_draw')}: <DateTime value={g.nextDraw.drawAt} />
                </p>
                <p>
                  {t('price')}: <Money amount={g.price} currency={g.currency} />
                </p>
                <a href={`/${settings.language}/lotto/view/${g.slug}`} data-testid="lotto-play">
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
              <h2>{t('results_title')}</h2>
              {found.results.length === 0 ? (
                <p>{t('no_results')}</p>
              ) : (
                <ul>
                  {found.results.map((d) => (
                    <DrawRow key={d.id} draw={d} />
                  ))}
                </ul>
              )}
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
    <div data-testid="lotto-ticket-form" data-game={game.id}>
      <h1>{t('game_name', { pick: game.pick, of: game.of })}</h1>
      <p>
        {t('next_draw')}: <DateTime value={game.nextDraw.drawAt} /> · {t('price')}: <Money amount={game.price} currency={game.currency} />
      </p>
      <p data-testid="lotto-seed-hash">
        {t('seed_hash')}: <code>{game.nextDraw.seedHash}</code>
      </p>
      <p>{t('pick_numbers', { pick: game.pick })}</p>
      <div role="group" aria-label={t('pick_numbers', { pick: game.pick })} style={{ display: 'grid', gridTemplateColumns: 'repeat(9, 2.5rem)', gap: '0.25rem' }}>
        {Array.from({ length: game.of }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" data-testid={`lotto-number-${n}`} aria-pressed={picked.includes(n)} onClick={() => toggle(n)}>
            {n}
          </button>
        ))}
      </div>
      <p data-testid="lotto-picked">{t('picked', { count: picked.length, pick: game.pick })}</p>
      <button type="button" data-testid="lotto-quick-pick" onClick={quickPick}>
        {t('quick_pick')}
      </button>
      <button type="button" data-testid="lotto-clear" onClick={() => setPicked([])}>
        {t('clear')}
      </button>
      {user.isAuthorized ? (
        <button type="button" data-testid="lotto-buy" disabled={picked.length !== game.pick || outcome.kind === 'busy'} onClick={() => void buy()}>
          {t('buy')}
        </button>
      ) : (
        <p data-testid="lotto-login">{t('login_to_play')}</p>
      )}
      {outcome.kind === 'bought' && <p data-testid="lotto-bought">{t('bought', { id: outcome.id })}</p>}
      {outcome.kind === 'error' && (
        <p role="alert" data-testid="lotto-buy-error">
          <MessageText message={outcome.message} />
        </p>
      )}
      <h2>{t('prize_tiers')}</h2>
      <ul>
        {game.tiers.map((x) => (
          <li key={x.matches}>{t('tier', x)}</li>
        ))}
      </ul>
    </div>
  );
});
